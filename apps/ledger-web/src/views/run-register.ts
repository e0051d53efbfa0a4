import { api } from '../api';
import type {
  Aging,
  BillRun,
  ImportReport,
  LienStatement,
  OpeningBalances,
  PenaltyRun,
  RunRegister,
} from '../api-answers';
import { refusalForClerks, spaced } from '../clerk-words';
import { counted, escapeHtml, money, usDate, usDateTime } from '../format';
import { tableCsv } from '../table-csv';
import { accruesInterest, municipalities } from '../municipalities';

type Job = RunRegister['jobs'][number];

/** What a run asked, in a few words. */
function asked(job: Job): string {
  const r = (job.request ?? {}) as Record<string, unknown>;
  const pick = [
    'billRunId',
    'fiscalYear',
    'period',
    'quarter',
    'billDate',
    'through',
    'statementId',
    'cutoff',
    'taxSaleId',
    'asOf',
    'source',
    'conversionDate',
  ].filter((k) => r[k] !== undefined);
  // #28.8: an import is named by its file
  const file = typeof r.fileName === 'string' ? `file ${r.fileName}` : '';
  const value = (v: unknown) => String(v).replace(/^\d{4}-\d{2}-\d{2}$/, (d) => usDate(d));
  // C12: a check of the old system's export wrote nothing
  const check = r.dryRun === 'true' ? 'check only (dry run)' : '';
  return [file, ...pick.map((k) => `${spaced(k)} ${value(r[k])}`), check]
    .filter(Boolean)
    .join(', ');
}

/** The municipality a run was for; an import's (a conversion's, checked or written), from the accounts its file named. */
function municipalityOf(job: Job, names: ReadonlyMap<string, string>): string {
  const named = (m: string) => names.get(m) ?? m;
  if (job.municipality) return named(job.municipality);
  if (job.kind.startsWith('import') && job.state === 'succeeded')
    return ((job.result as ImportReport).municipalities ?? []).map(named).join(', ');
  return '';
}

const enc = encodeURIComponent;

/** #28.8: the documents a past run made, fetched again without running it again. */
function documentsOf(job: Job): string {
  if (job.state !== 'succeeded') return '';
  const r = (job.request ?? {}) as Record<string, unknown>;
  const button = (path: string, name: string, words: string) =>
    `<button type="button" class="link" data-download="${escapeHtml(path)}" data-name="${escapeHtml(name)}">${escapeHtml(words)}</button>`;
  if (job.kind === 'bill-run') {
    const id = (job.result as BillRun).billRunId;
    return `${button(`/v1/bill-runs/${enc(id)}/document`, `bill-run-${id}.pdf`, 'Bills (PDF)')} ${button(`/v1/bill-runs/${enc(id)}/document?format=csv`, `bill-run-${id}.csv`, 'Print file (CSV)')}`;
  }
  if (job.kind === 'import-opening-balances' && !(job.result as OpeningBalances).dryRun) {
    const { source, conversionDate } = job.result as OpeningBalances;
    const query = new URLSearchParams({ source, conversionDate });
    const name = `conversion-${source}-${conversionDate}`;
    return `${button(`/v1/imports/opening-balances/report/document?${query}`, `${name}.pdf`, 'Conversion report (PDF)')} ${button(`/v1/imports/opening-balances/report?${query}&format=csv`, `${name}.csv`, 'Conversion report (CSV)')}`;
  }
  if (job.kind === 'lien-statement' && typeof r.statementId === 'string')
    return `${button(`/v1/lien-statements/${enc(r.statementId)}/roll`, `lien-roll-${r.statementId}.pdf`, 'Lien roll (PDF)')} ${button(`/v1/lien-statements/${enc(r.statementId)}?format=csv`, `lien-statement-${r.statementId}.csv`, 'Statement (CSV)')}`;
  return '';
}

/** What the result holds beyond its counts: the accounts a bill run skipped, an import's bad lines. */
function detailsOf(job: Job): string {
  if (job.state === 'succeeded' && job.kind === 'bill-run') {
    const skipped = (job.result as BillRun).skipped;
    return skipped.length
      ? `<details><summary>${skipped.length} skipped</summary><ul>${skipped.map((s) => `<li><a href="#/account/${enc(s.accountId)}">${escapeHtml(s.accountId)}</a>: ${escapeHtml(s.reason)}</li>`).join('')}</ul></details>`
      : '';
  }
  const lines = ((job.error ?? {}) as { errors?: ImportReport['errors'] }).errors ?? [];
  return lines.length
    ? `<details><summary>${counted(lines.length, 'line')} to correct</summary><ul>${lines.map((l) => `<li>line ${l.line}${l.field ? `, ${escapeHtml(spaced(l.field))}` : ''}: ${escapeHtml(refusalForClerks(l.message))}</li>`).join('')}</ul></details>`
    : '';
}

/** What it came to, in a few words. */
function outcome(job: Job): string {
  if (job.state === 'failed') return `failed: ${refusalForClerks(job.error?.message ?? '')}`;
  if (job.state !== 'succeeded')
    return `${job.state}: ${job.done}${job.total ? ` of ${job.total}` : ''}`;
  // a job's result is its operation's answer (the run register publishes it as any JSON)
  const result = job.result;
  if (job.kind === 'bill-run') {
    const r = result as BillRun;
    return `${counted(r.billed, 'bill')}, ${money(r.total)}; ${r.skipped.length} skipped`;
  }
  if (job.kind === 'penalty-run') return penaltyRunWords(result as PenaltyRun);
  if (job.kind === 'lien-statement') {
    const r = result as LienStatement;
    return `${counted(r.lines.length, 'parcel')}, ${money(r.total)}`;
  }
  if (job.kind === 'import-opening-balances') {
    const r = result as OpeningBalances;
    return r.dryRun
      ? `checked, nothing written: ${counted(r.records, 'line')}`
      : `${counted(r.records, 'line')}, ${counted(r.applied, 'account')} written, ${r.unchanged} already converted`;
  }
  if (job.kind.startsWith('import')) {
    const r = result as ImportReport;
    return `${counted(r.records, 'line')}, ${r.applied} written, ${r.unchanged} unchanged`;
  }
  if (job.kind === 'aging') {
    const r = result as Aging;
    return `${counted(r.accounts, 'account')} in arrears, ${money(r.totals.total)}`;
  }
  return 'done';
}

/** Reports a screen opens while browsing (the aging on the Reports page): runs of a kind, but not the office's runs. */
const BROWSED = new Set(['aging']);

/** The words a run is listed by. */
const RUN_WORDS: Record<string, string> = {
  'bill-run': 'bill run',
  'penalty-run': 'penalty run',
  'lien-statement': 'lien statement',
  'tax-sale': 'tax sale',
  'import-accounts': "import: assessor's roll",
  'import-water-usage': 'import: water usage',
  'import-payments': 'import: lockbox payments',
  'import-opening-balances': "going live: the old system's open items",
  aging: 'aging report',
};

/** What a run is listed by; W1: a penalty run of a municipality that charges interest is its interest run. */
function runWords(job: Job, listed: Parameters<typeof accruesInterest>[0]): string {
  if (job.kind === 'penalty-run' && job.municipality && accruesInterest(listed, job.municipality))
    return 'interest run';
  return RUN_WORDS[job.kind] ?? job.kind;
}

/** What a penalty run did, in words: its accruals and, where it booked or reversed any, the utilization form charges (N10). */
export function penaltyRunWords(r: PenaltyRun): string {
  const forms = r.formCharges;
  return (
    `${counted(r.accounts, 'account')}; ${r.accrued} accrued (${money(r.accruedAmount)}), ${r.reversed} reversed (${money(r.reversedAmount)})` +
    (forms && (forms.accrued > 0 || forms.reversed > 0)
      ? `; utilization form charges: ${forms.accrued} charged, ${forms.reversed} reversed (${money(forms.amount)} net)`
      : '')
  );
}

/** The run register: past runs, latest first, who ran them, what they asked, what came of it and its documents. */
export async function runRegister(where: HTMLElement): Promise<void> {
  try {
    // #28.8: the aging a page opened while browsing is not a run of the office
    const [{ jobs: all }, listed] = await Promise.all([
      api.get<RunRegister>('/v1/jobs?limit=200'),
      municipalities(),
    ]);
    // each municipality as its documents name it ("Village of Northport"), never its code
    const names = new Map(listed.map((m) => [m.municipality, m.displayName]));
    const jobs = all.filter((j) => !BROWSED.has(j.kind)).slice(0, 50);
    where.innerHTML = jobs.length
      ? `<table id="run-register"><thead><tr><th scope="col">Started</th><th scope="col">Run</th><th scope="col">Municipality</th><th scope="col">By</th><th scope="col">Asked</th><th scope="col">Result</th><th scope="col">Documents</th><th scope="col">Finished</th></tr></thead>
        <tbody>${jobs.map((j) => `<tr class="${j.state}" data-job="${escapeHtml(j.jobId)}"><td>${usDateTime(j.startedAt)}</td><td>${escapeHtml(runWords(j, listed))}</td><td>${escapeHtml(municipalityOf(j, names))}</td><td>${escapeHtml(j.startedBy ?? '')}</td><td>${escapeHtml(asked(j))}</td><td>${escapeHtml(outcome(j))}${detailsOf(j)}</td><td>${documentsOf(j)}</td><td>${usDateTime(j.finishedAt)}</td></tr>`).join('')}</tbody></table>
        <p><button type="button" id="register-csv">Download CSV</button> <span class="form-error" id="register-error" role="alert"></span></p>`
      : '<p class="muted">No runs yet.</p>';
    where
      .querySelector('#register-csv')
      ?.addEventListener('click', () =>
        api.save(tableCsv(where.querySelector('table')!), 'run-register.csv'),
      );
    where.querySelector('#run-register')?.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      if (!target.dataset.download) return;
      const error = where.querySelector<HTMLElement>('#register-error')!;
      error.textContent = '';
      api
        .download(target.dataset.download, target.dataset.name ?? 'document')
        .catch((e: Error) => (error.textContent = refusalForClerks(e.message)));
    });
  } catch (e) {
    where.innerHTML = `<p class="form-error" role="alert">${escapeHtml((e as Error).message)}</p>`;
  }
}
