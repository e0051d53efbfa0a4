import { api } from '../api';
import { escapeHtml, money, usDateTime } from '../format';
import { tableCsv } from '../table-csv';

interface Job {
  jobId: string;
  kind: string;
  state: string;
  done: number;
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  startedBy: string | null;
  municipality: string | null;
  request: Record<string, unknown> | null;
  result: Record<string, any> | null;
  error: { message: string; rule?: string } | null;
}

/** What a run asked, in a few words. */
function asked(job: Job): string {
  const r = job.request ?? {};
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
  const r = job.result ?? {};
  if (job.kind === 'bill-run')
    return `${r.billed} bills, ${money(r.total)}; ${r.skipped?.length ?? 0} skipped`;
  if (job.kind === 'penalty-run')
    return `${r.accounts} accounts; ${r.accrued} accrued (${money(r.accruedAmount)}), ${r.reversed} reversed`;
  if (job.kind === 'lien-statement') return `${r.lines?.length ?? 0} parcels, ${money(r.total)}`;
  if (job.kind.startsWith('import'))
    return `${r.records} lines, ${r.applied} written, ${r.unchanged} unchanged`;
  if (job.kind === 'aging') return `${r.accounts} accounts in arrears, ${money(r.totals?.total)}`;
  return 'done';
}

/** The run register: past runs and reports, latest first, who ran them, what they asked and what came of it. */
export async function runRegister(where: HTMLElement): Promise<void> {
  try {
    const { jobs } = await api.get<{ jobs: Job[] }>('/v1/jobs?limit=50');
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
