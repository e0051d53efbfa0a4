import type { Account, Readings } from '../api-answers';
import { counted, escapeHtml, money, usDate } from '../format';

/** N3: a water source as a person names it: "authority-meter" reads "authority meter". */
export const sourceInWords = (source: string): string => source.replace(/[-_]+/g, ' ').trim();

/** Gallons as a person reads them: 31,000. */
export const gallons = (n: number): string => n.toLocaleString('en-US');

type Reading = Readings['readings'][number];

/** What became of a reading: in use, restated by a later reading, contradicted by an actual (N3). */
function status(r: Reading): string {
  const now = r.current ? 'in use' : 'replaced by a later reading';
  return r.contradictedBy
    ? `<strong>contradicted by the actual reading of ${gallons(r.contradictedBy.gallons)} gallons on ${usDate(r.contradictedBy.readOn)}</strong>; ${now}`
    : now;
}

/**
 * N3: the water readings on file, as `GET /v1/accounts/{id}/readings`
 * answers them: period, date read, source, gallons, estimate or actual, what
 * became of each, and the bills made from it.
 */
export function readingsHtml(answer: Readings): string {
  if (!answer.readings.length) return '<p class="muted">No water readings on file.</p>';
  return `<table id="readings-table"><thead><tr><th scope="col">Period</th><th scope="col">Read on</th><th scope="col">Water source</th><th scope="col" class="num">Gallons</th><th scope="col">Reading</th><th scope="col">Now</th><th scope="col">Bills made from it</th></tr></thead>
    <tbody>${answer.readings
      .map(
        (r) =>
          `<tr${r.current ? '' : ' class="muted"'}><td>${escapeHtml(r.fiscalYear !== null ? `Fiscal year ${r.fiscalYear}` : r.periodInWords)}</td><td>${usDate(r.readOn)}</td><td>${escapeHtml(sourceInWords(r.source))}</td><td class="num">${gallons(r.totalGallons)}${r.meteredNonDischargedGallons !== null ? `<br /><span class="muted">${gallons(r.meteredNonDischargedGallons)} not discharged</span>` : ''}</td><td>${r.estimated ? 'estimated' : 'actual'}</td><td>${status(r)}</td><td>${r.billIds.map((b) => `<span class="id">${escapeHtml(b)}</span>`).join(', ') || '<span class="muted">not billed</span>'}</td></tr>`,
      )
      .join('')}</tbody></table>`;
}

/** What each bill charges, line by line, in the words its printed bill uses (the API writes the gallons with separators). */
export function billLinesHtml(account: Account): string {
  const bills = account.bills.filter((b) => b.lines.length);
  if (!bills.length) return '';
  const lines = bills.reduce((n, b) => n + b.lines.length, 0);
  return `<details id="bill-lines"><summary>What each bill charges (${counted(lines, 'line')})</summary>
    <table><thead><tr><th scope="col">Bill</th><th scope="col">Charge</th><th scope="col" class="num">Amount</th></tr></thead>
    <tbody>${bills
      .flatMap((b) =>
        b.lines.map(
          (l) =>
            `<tr><td>${escapeHtml(b.billId)}</td><td>${escapeHtml(l.description)}</td><td class="num">${money(l.amount)}</td></tr>`,
        ),
      )
      .join('')}</tbody></table></details>`;
}
