import { normaliseAmount, notAnAmount } from '../amounts';
import { api, ApiError, clearErrors, may, showError } from '../api';
import type { ConversionReport, Me, OpeningBalances } from '../api-answers';
import { refusalForClerks, spaced } from '../clerk-words';
import { counted, escapeHtml, money, todayIso, usDate } from '../format';
import { operation } from '../openapi';

const PATH = '/v1/imports/opening-balances';

/** C12's five control totals: the query parameter, and the words of the old system's trial balance (the printed report's). */
const TOTALS = [
  { key: 'accounts', param: 'expectAccounts', words: 'Accounts with open items' },
  { key: 'rentUnpaid', param: 'expectRentUnpaid', words: 'Rent unpaid' },
  {
    key: 'penaltiesUnpaid',
    param: 'expectPenaltiesUnpaid',
    words: 'Penalties and interest unpaid',
  },
  { key: 'chargesUnpaid', param: 'expectChargesUnpaid', words: 'Charges unpaid' },
  { key: 'credits', param: 'expectCredits', words: 'Account credits' },
] as const;
type TotalKey = (typeof TOTALS)[number]['key'];
type Totals = Partial<Record<TotalKey, string | number>>;

/** Lines of the report drawn on screen (the CSV and the PDF carry every one). */
const SHOWN_LINES = 200;

/** A total as the screen shows it: a count as it is, an amount in dollars. */
const shown = (key: TotalKey, value: string | number | undefined) =>
  value === undefined ? '' : key === 'accounts' ? String(value) : money(String(value));

/** The file's total less the old system's, exact (whole cents, never floating point). */
function difference(key: TotalKey, file: string | number, expected: string | number): string {
  if (key === 'accounts') return String(Number(file) - Number(expected));
  const cents = (a: string | number) => BigInt(String(a).replace('.', ''));
  const d = cents(file) - cents(expected);
  const abs = d < 0n ? -d : d;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return d < 0n ? `-${text}` : text;
}

/** The totals of the file beside the old system's, each difference named. */
function totalsTable(
  id: string,
  caption: string,
  totals: Totals,
  expected: Totals,
  ledger = 'Ledger (this file)',
): string {
  const rows = TOTALS.map(({ key, words }) => {
    const given = expected[key];
    const file = totals[key];
    const differs = given !== undefined && file !== undefined && String(given) !== String(file);
    return `<tr data-total="${key}"${differs ? ' class="differs"' : ''}><th scope="row">${words}</th><td class="num">${shown(key, file)}</td><td class="num">${given === undefined ? '<span class="muted">not given</span>' : shown(key, given)}</td><td class="num">${differs ? `&#10007; ${shown(key, difference(key, file, given))}` : given === undefined ? '' : '&#10003; agrees'}</td></tr>`;
  }).join('');
  return `<table id="${id}"><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Total</th><th scope="col" class="num">${ledger}</th><th scope="col" class="num">Old system</th><th scope="col" class="num">Difference</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Each difference as a sentence: "Rent unpaid: the old system's trial balance gives $2,954.76; the file's lines make $2,954.66, a difference of -$0.10." */
function differenceSentences(answer: OpeningBalances): string {
  if (!answer.differences.length) return '';
  const sentence = (d: OpeningBalances['differences'][number]) => {
    const total = TOTALS.find((t) => t.key === d.total);
    if (!total) return refusalForClerks(d.message);
    return `${total.words}: the old system's trial balance gives ${shown(total.key, d.expected)}; the file's lines make ${shown(total.key, d.file)}, a difference of ${shown(total.key, difference(total.key, d.file, d.expected))}.`;
  };
  return `<ul id="go-live-differences" class="differences">${answer.differences.map((d) => `<li>${escapeHtml(sentence(d))}</li>`).join('')}</ul>`;
}

/** Every bad line: its line in the file, its column and what is wrong, in a sentence. */
function badLines(answer: OpeningBalances): string {
  if (!answer.errors.length) return '';
  return `<table id="go-live-errors"><caption>Lines to correct in the old system's export</caption><thead><tr><th scope="col" class="num">Line</th><th scope="col">Column</th><th scope="col">Problem</th></tr></thead>
    <tbody>${answer.errors.map((l) => `<tr><td class="num">${l.line}</td><td>${escapeHtml(l.field ? spaced(l.field) : '')}</td><td>${escapeHtml(refusalForClerks(l.message))}</td></tr>`).join('')}</tbody></table>`;
}

/** What a check or a conversion came to: a headline, the totals beside the old system's, the differences and bad lines. */
function outcome(answer: OpeningBalances, fileName: string, refused: boolean): string {
  const problems = [
    answer.differences.length
      ? `the file's totals differ from the old system's (${answer.differences.length} difference${answer.differences.length === 1 ? '' : 's'})`
      : '',
    answer.errors.length
      ? `${answer.errors.length} line${answer.errors.length === 1 ? '' : 's'} to correct`
      : '',
  ].filter(Boolean);
  const headline = refused
    ? `<p class="form-error" id="go-live-headline">${answer.dryRun ? 'Checked, nothing written' : 'Refused whole, nothing was converted'}: ${escapeHtml(problems.join('; '))}.</p>`
    : answer.dryRun
      ? `<p class="ok" id="go-live-headline">&#10003; Checked, nothing written: ${counted(answer.records, 'line')} of ${escapeHtml(fileName)}, no bad line${Object.keys(answer.expected).length === TOTALS.length ? "; the totals agree with the old system's" : ". Give the old system's five totals to convert"}.</p>`
      : `<p class="ok" id="go-live-headline">&#10003; Converted from ${escapeHtml(answer.source)} as of ${usDate(answer.conversionDate)}: ${counted(answer.records, 'line')}, ${answer.applied} account${answer.applied === 1 ? '' : 's'} written${answer.unchanged ? `, ${answer.unchanged} already converted (the same file again changes nothing)` : ''}.</p>`;
  // converted: the report below carries the totals, beside the old system's
  if (!refused && !answer.dryRun) return headline;
  return `${headline}${totalsTable('go-live-totals', `The file's totals beside the old system's (${counted(answer.records, 'line')})`, answer.totals, answer.expected)}${differenceSentences(answer)}${badLines(answer)}`;
}

/** The conversion report the treasurer signs: its figures, every line, and its CSV and PDF. */
async function showReport(
  where: HTMLElement,
  form: HTMLFormElement,
  source: string,
  conversionDate: string,
) {
  const query = new URLSearchParams({ source, conversionDate });
  const r = await api.get<ConversionReport>(`${PATH}/report?${query}`);
  const more = r.lines.length - SHOWN_LINES;
  where.innerHTML = `<h4 id="conversion-report-heading">Conversion report: ${escapeHtml(r.source)} as of ${usDate(r.conversionDate)}</h4>
    <p id="conversion-report-summary">${counted(r.accounts, 'account')}, ${counted(r.items, 'item')} brought in from ${counted(r.files.length, 'file')}.</p>
    ${totalsTable('conversion-report-totals', "Totals by kind beside the old system's", r.totals, r.expected, 'Ledger')}
    <p><button type="button" id="conversion-report-csv">Conversion report (CSV)</button> <button type="button" id="conversion-report-pdf">Conversion report to sign (PDF)</button></p>
    <table id="conversion-report-lines"><caption>Every line brought in, by its line in the old system's export</caption><thead><tr><th scope="col" class="num">Line</th><th scope="col">Account</th><th scope="col">Bill</th><th scope="col">Bill date</th><th scope="col">Period</th><th scope="col" class="num">Rent</th><th scope="col" class="num">Penalties</th><th scope="col" class="num">Charges</th><th scope="col" class="num">Credit</th></tr></thead>
    <tbody>${r.lines
      .slice(0, SHOWN_LINES)
      .map(
        (l) =>
          `<tr><td class="num">${l.line}</td><td><a href="#/account/${encodeURIComponent(l.accountId)}">${escapeHtml(l.accountId)}</a></td><td>${escapeHtml(l.billId ?? '(credit)')}</td><td>${usDate(l.billDate)}</td><td>${escapeHtml(l.period ?? '')}</td><td class="num">${money(l.rentUnpaid)}</td><td class="num">${money(l.penaltiesUnpaid)}</td><td class="num">${money(l.chargesUnpaid)}</td><td class="num">${money(l.credit)}</td></tr>`,
      )
      .join('')}</tbody></table>
    ${more > 0 ? `<p class="muted">${more} more lines are in the CSV and the PDF.</p>` : ''}`;
  const name = `conversion-${source}-${conversionDate}`;
  where
    .querySelector('#conversion-report-csv')!
    .addEventListener('click', () =>
      api
        .download(`${PATH}/report?${query}&format=csv`, `${name}.csv`)
        .catch((e) => showError(form, e)),
    );
  where
    .querySelector('#conversion-report-pdf')!
    .addEventListener('click', () =>
      api
        .download(`${PATH}/report/document?${query}`, `${name}.pdf`)
        .catch((e) => showError(form, e)),
    );
}

/**
 * C12 in the console (finance only): the old system's export of open items,
 * the conversion date, the source and its five control totals; "Check (dry
 * run)" writes nothing and shows the totals beside the old system's, every
 * difference and every bad line; "Convert" writes, or is refused whole; then
 * the conversion report, its CSV and its PDF.
 */
export async function goLiveSection(where: HTMLElement, who: Me | null): Promise<void> {
  const op = await operation(PATH).catch(() => null);
  if (!op || !may(who, op.roles)) return;
  const details = document.createElement('details');
  details.className = 'action';
  details.id = 'go-live';
  details.dataset.path = PATH;
  details.innerHTML = `<summary>Go live: bring in the old system's open items</summary>
    <p class="help">One line per open item of the old system's export: the account, the old bill's number, date and period, the rent, penalties and charges still unpaid on it, and any credit (a credit line has no bill). The accounts come first, from the assessor's roll (Accounts, Import a CSV file). Check first; the file is converted whole or not at all, and the same file twice changes nothing.</p>
    <form id="go-live-form" class="grid" novalidate>
      <label for="gl-file">Old system's export (CSV)</label>
      <div><input id="gl-file" type="file" accept=".csv,text/csv" /><span class="field-error" data-error-for="file"></span></div>
      <label for="gl-date">Conversion date</label>
      <div><input id="gl-date" type="date" value="${todayIso()}" /><span class="help">The day the old system's open items are as of.</span><span class="field-error" data-error-for="conversionDate"></span></div>
      <label for="gl-source">Source system</label>
      <div><input id="gl-source" autocomplete="off" placeholder="munis" /><span class="help">The old system's name, kept on every item brought in (letters, digits and . _ : -).</span><span class="field-error" data-error-for="source"></span></div>
      <p class="help full">The old system's trial balance on the conversion date (a check may leave them out; converting needs all five):</p>
      ${TOTALS.map(
        (t) =>
          `<label for="gl-${t.param}">${t.words}</label><div><input id="gl-${t.param}" name="${t.param}" autocomplete="off" inputmode="${t.key === 'accounts' ? 'numeric' : 'decimal'}" /><span class="field-error" data-error-for="${t.param}"></span></div>`,
      ).join('')}
      <div></div><div><button type="submit" value="check">Check (dry run)</button> <button type="submit" value="convert">Convert</button> <button type="submit" value="report" class="link">Show the conversion report</button></div>
      <p class="form-error" role="alert"></p>
    </form>
    <progress id="go-live-progress" hidden aria-label="Checking the file"></progress>
    <div id="go-live-result" role="status" aria-live="polite"></div>
    <div id="go-live-report"></div>`;
  where.append(details);
  const form = details.querySelector<HTMLFormElement>('form')!;
  const result = details.querySelector<HTMLElement>('#go-live-result')!;
  const report = details.querySelector<HTMLElement>('#go-live-report')!;
  const progress = details.querySelector<HTMLProgressElement>('#go-live-progress')!;
  const input = (id: string) => details.querySelector<HTMLInputElement>(`#${id}`)!;

  /** The query the form makes, or the sentences beside the fields still wanting. */
  const queryOf = (mode: string) => {
    const wanting: Record<string, string[]> = {};
    const query: Record<string, string> = {
      conversionDate: input('gl-date').value,
      source: input('gl-source').value.trim(),
    };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.conversionDate))
      wanting.conversionDate = ['Give the conversion date (MM/DD/YYYY).'];
    if (!query.source) wanting.source = ['Name the old system (for example munis).'];
    if (mode === 'report') return { query, wanting };
    for (const t of TOTALS) {
      const field = input(`gl-${t.param}`);
      const typed = field.value.trim();
      if (!typed) {
        if (mode === 'convert')
          wanting[t.param] = [
            `Give the old system's ${t.words.toLowerCase()} to convert (a check may leave it out).`,
          ];
        continue;
      }
      const value =
        t.key === 'accounts'
          ? /^\d{1,3}(,\d{3})*$|^\d+$/.test(typed)
            ? typed.replace(/,/g, '')
            : null
          : normaliseAmount(typed);
      if (value === null)
        wanting[t.param] = [
          t.key === 'accounts' ? `"${typed}" is not a number of accounts.` : notAnAmount(typed),
        ];
      else {
        field.value = value;
        query[t.param] = value;
      }
    }
    if (mode === 'check') query.dryRun = 'true';
    return { query, wanting };
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const mode = ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'check';
    clearErrors(form);
    result.innerHTML = '';
    const { query, wanting } = queryOf(mode);
    const file = input('gl-file').files?.[0];
    if (mode !== 'report' && !file) wanting.file = ["Choose the old system's export (CSV)."];
    if (Object.keys(wanting).length) {
      showError(form, new ApiError(400, 'Some fields are still to be filled in.', wanting, 'C12'));
      // #28.14: the first field the refusal names has the focus
      form
        .querySelector<HTMLElement>('.field-error:not(:empty)')
        ?.parentElement?.querySelector<HTMLInputElement>('input')
        ?.focus();
      return;
    }
    const buttons = form.querySelectorAll<HTMLButtonElement>('button');
    buttons.forEach((b) => (b.disabled = true));
    progress.hidden = false;
    try {
      report.innerHTML = '';
      let converted = mode === 'report';
      if (mode !== 'report') {
        // answered whole (not as a job): a refusal's totals and differences come back with it
        const answer = await api.post<OpeningBalances>(
          `${PATH}?${new URLSearchParams(query)}`,
          await file!.text(),
        );
        result.innerHTML = outcome(answer, file!.name, false);
        converted = !answer.dryRun;
      }
      if (converted) await showReport(report, form, query.source, query.conversionDate);
    } catch (error) {
      const answer =
        error instanceof ApiError && error.status === 422 && 'totals' in error.details
          ? (error.details as unknown as OpeningBalances)
          : null;
      if (answer) result.innerHTML = outcome(answer, file?.name ?? '', true);
      else showError(form, error);
    } finally {
      progress.hidden = true;
      buttons.forEach((b) => (b.disabled = false));
    }
    // #28.14: the one who submitted hears and sees what came of it
    const heard = result.innerHTML ? result : report.innerHTML ? report : null;
    if (heard) {
      heard.tabIndex = -1;
      heard.focus();
    }
  });
}
