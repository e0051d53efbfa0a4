import type { Response } from 'express';

/**
 * Marks an answer as a file to save (a CSV report, a PDF): its media type, a
 * file name made safe for the header (an id with a quote or a line break in it
 * cannot break out of `filename="..."`), and never kept by a cache.
 */
export function attachment(res: Response, filename: string, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, '-')}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
}

export const CSV = 'text/csv; charset=utf-8';
