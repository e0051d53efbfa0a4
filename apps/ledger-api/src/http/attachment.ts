import type { HttpReply } from './http';

/**
 * Marks an answer as a file to save (a CSV report, a PDF): its media type, a
 * file name made safe for the header (an id with a quote or a line break in it
 * cannot break out of `filename="..."`), and never kept by a cache.
 */
export function attachment(res: HttpReply, filename: string, contentType: string): void {
  res.header('Content-Type', contentType);
  res.header(
    'Content-Disposition',
    `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, '-')}"`,
  );
  res.header('Cache-Control', 'no-store');
}

export const CSV = 'text/csv; charset=utf-8';
