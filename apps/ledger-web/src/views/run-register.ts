import { api } from '../api';
import type {
  Aging,
  BillRun,
  ImportReport,
  LienStatement,
  PenaltyRun,
  RunRegister,
} from '../api-answers';
import { escapeHtml, money, usDateTime } from '../format';
import { tableCsv } from '../table-csv';

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
    'kind',
  ].filter((k) => r[k] !== undefined);
  return pick.map((k) => `${k} ${String(r[k])}`).join(', ');
}

/** What it came to, in a few words. */
function outcome(job: Job): string {
  if (job.state === 'failed')
    return `failed: ${job.error?.message ?? ''}${job.error?.rule ? ` (rule ${job.error.rule})` : ''}`;
  if (job.state !== 'succeeded')
    return `${job.state}: ${job.done}${job.total ? ` of ${job.total}` : ''}`;
  // a job's result is its operation's answer (the run register publishes it as any JSON)
  const result = job.result;
  if (job.kind === 'bill-run') {
    const r = result as BillRun;
    return `${r.billed} bills, ${money(r.total)}; ${r.skipped.length} skipped`;
  }
  if (job.kind === 'penalty-run') {
    const r = result as PenaltyRun;
    return `${r.accounts} accounts; ${r.accrued} accrued (${money(r.accruedAmount)}), ${r.reversed} reversed`;
  }
  if (job.kind === 'lien-statement') {
    const r = result as LienStatement;
    return `${r.lines.length} parcels, ${money(r.total)}`;
  }
  if (job.kind.startsWith('import')) {
    const r = result as ImportReport;
    return `${r.records} lines, ${r.applied} written, ${r.unchanged} unchanged`;
  }
  if (job.kind === 'aging') {
    const r = result as Aging;
    return `${r.accounts} accounts in arrears, ${money(r.totals.total)}`;
  }
  return 'done';
}

/** The run register: past runs and reports, latest first, who ran them, what they asked and what came of it. */
export async function runRegister(where: HTMLElement): Promise<void> {
  try {
    const { jobs } = await api.get<RunRegister>('/v1/jobs?limit=50');
    where.innerHTML = jobs.length
      ? `<table id="run-register"><thead><tr><th scope="col">Started</th><th scope="col">Run</th><th scope="col">Municipality</th><th scope="col">By</th><th scope="col">Asked</th><th scope="col">Result</th><th scope="col">Finished</th></tr></thead>
        <tbody>${jobs.map((j) => `<tr class="${j.state}"><td>${usDateTime(j.startedAt)}</td><td>${escapeHtml(j.kind)}</td><td>${escapeHtml(j.municipality ?? '')}</td><td>${escapeHtml(j.startedBy ?? '')}</td><td>${escapeHtml(asked(j))}</td><td>${escapeHtml(outcome(j))}</td><td>${usDateTime(j.finishedAt)}</td></tr>`).join('')}</tbody></table>
        <p><button type="button" id="register-csv">Download CSV</button></p>`
      : '<p class="muted">No runs yet.</p>';
    where
      .querySelector('#register-csv')
      ?.addEventListener('click', () =>
        api.save(tableCsv(where.querySelector('table')!), 'run-register.csv'),
      );
  } catch (e) {
    where.innerHTML = `<p class="form-error" role="alert">${escapeHtml((e as Error).message)}</p>`;
  }
}
