/** A cell a spreadsheet would run as a formula is written with a leading apostrophe (as the API's own CSV does). */
function cell(text: string): string {
  const safe = !/^-?\d+(\.\d+)?$/.test(text) && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table on screen as CSV (header, body and totals rows as shown; money without its $ and commas). */
export function tableCsv(table: HTMLTableElement): string {
  return [...table.querySelectorAll('tr')]
    .map((tr) =>
      [...tr.querySelectorAll('th, td')]
        .map((c) => {
          const text = (c.textContent ?? '').trim();
          return cell(/^-?\$[\d,]+\.\d\d$/.test(text) ? text.replace(/[$,]/g, '') : text);
        })
        .join(','),
    )
    .join('\r\n');
}
