import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'ledger-pdf-'));

/**
 * The text of a PDF as poppler's `pdftotext` reads it. With `layout` a table
 * row reads as one line (runs of spaces folded to one); without it the whole
 * text is one line, so a sentence is found whole wherever the page breaks it.
 */
export function pdfText(pdf: Buffer, name: string, layout = true): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-']).toString(
    'utf8',
  );
  return layout ? text.replace(/[ \t]+/g, ' ') : text.replace(/\s+/g, ' ');
}

/** The page count of a PDF, as poppler's `pdfinfo` gives it. */
export function pdfPages(pdf: Buffer, name: string): number {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString('utf8'))![1]);
}
