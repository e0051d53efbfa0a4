import { ApiError, api, may, showError, clearErrors } from '../api';
import type { ImportReport, Me } from '../api-answers';
import { counted, escapeHtml } from '../format';
import { refusalForClerks, spaced } from '../clerk-words';
import { operation } from '../openapi';

/** Upload a CSV file (assessor's roll, water usage, lockbox payments) as a job; each bad line is named, and then nothing is written. */
export async function importForm(
  where: HTMLElement,
  who: Me | null,
  after: () => void,
): Promise<void> {
  const op = await operation('/v1/imports/{kind}').catch(() => null);
  if (!op || !may(who, op.roles)) return;
  const details = document.createElement('details');
  details.className = 'action';
  details.dataset.path = op.path;
  details.innerHTML = `<summary>Import a CSV file</summary>
    <form id="import-form" class="grid">
      <label for="import-kind">What the file holds</label>
      <select id="import-kind"><option value="payments">payments (bank lockbox)</option><option value="water-usage">water usage (water supplier)</option><option value="accounts">accounts (assessor's roll)</option></select>
      <label for="import-file">File</label>
      <div><input id="import-file" type="file" accept=".csv,text/csv" required /><span class="field-error" data-error-for="file"></span></div>
      <div></div><button type="submit">Import</button>
      <p class="form-error" role="alert"></p>
    </form>
    <progress id="import-progress" hidden aria-label="Import in progress"></progress>
    <div id="import-result" role="status" aria-live="polite"></div>`;
  where.append(details);
  const form = details.querySelector<HTMLFormElement>('form')!;
  const result = details.querySelector<HTMLElement>('#import-result')!;
  const progress = details.querySelector<HTMLProgressElement>('#import-progress')!;
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors(form);
    result.innerHTML = '';
    const file = details.querySelector<HTMLInputElement>('#import-file')!.files?.[0];
    if (!file) {
      details.querySelector('[data-error-for="file"]')!.textContent =
        'Choose the CSV file to import.';
      return;
    }
    const kind = details.querySelector<HTMLSelectElement>('#import-kind')!.value;
    progress.hidden = false;
    try {
      const report = await api.job<ImportReport>(
        // #28.8: the register names the import, the deposit its lockbox batch, by the file's name
        `/v1/imports/${kind}?${new URLSearchParams({ fileName: file.name })}`,
        await file.text(),
        (view) => {
          if (view.total) {
            progress.max = view.total;
            progress.value = view.done;
          }
        },
      );
      result.innerHTML = `<p class="ok">&#10003; ${escapeHtml(file.name)}: ${counted(report.records, 'line')} read, ${report.applied} written, ${report.unchanged} already in the ledger.</p>`;
      after();
    } catch (error) {
      const lines =
        error instanceof ApiError ? ((error.details as unknown as ImportReport).errors ?? []) : [];
      if (lines.length) {
        result.innerHTML = `<p class="form-error">${escapeHtml(error instanceof Error ? error.message : String(error))}</p>
          <table id="import-errors"><caption>Lines to correct</caption><thead><tr><th scope="col" class="num">Line</th><th scope="col">Column</th><th scope="col">Problem</th></tr></thead>
          <tbody>${lines.map((l) => `<tr><td class="num">${l.line}</td><td>${escapeHtml(l.field ? spaced(l.field) : '')}</td><td>${escapeHtml(refusalForClerks(l.message))}</td></tr>`).join('')}</tbody></table>`;
      } else showError(form, error);
    } finally {
      progress.hidden = true;
    }
  });
}
