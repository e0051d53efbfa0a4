import { api, may, showError, whoAmI } from '../api';
import type { BillRun, JobView, MunicipalityView, PenaltyRun } from '../api-answers';
import { counted, currentFiscalYear, escapeHtml, money, todayIso } from '../format';
import { accruesInterest, municipalities as listMunicipalities, ofKey } from '../municipalities';
import { operation } from '../openapi';
import { penaltyRunWords, runRegister } from './run-register';
import { runsAreTheTreasurers } from './runs-whose';

const PERIOD_WORDS: Record<string, string> = {
  fiscalYear: 'Fiscal year',
  period: 'Period',
  quarter: 'Quarter',
};

/** The chosen municipality's period, as it names it: "Fiscal year" (N1), "Period (e.g. 2022-11)" (W1), "Quarter (e.g. 2021-Q2)" (Q2). */
function periodLabel(m: MunicipalityView | undefined): string {
  if (!m) return 'Period';
  const words = PERIOD_WORDS[m.period.field] ?? 'Period';
  return m.period.field === 'fiscalYear' ? words : `${words} (e.g. ${m.period.example})`;
}

/**
 * The period today is in, named as the municipality names its periods (the
 * registry's `period.kind`): N1's fiscal year ("2026", from June 1), W1's
 * half-year by the month it starts ("2026-05", "2026-11"), Q2's quarter
 * ("2026-Q4"); another kind, the registry's own example.
 */
function currentPeriod(m: MunicipalityView, today = todayIso()): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (m.period.kind) {
    case 'fiscal-year':
      return String(currentFiscalYear(today));
    case 'semiannual':
      return month < 5 ? `${year - 1}-11` : month < 11 ? `${year}-05` : `${year}-11`;
    case 'quarterly':
      return `${year}-Q${Math.ceil(month / 3)}`;
    default:
      return m.period.example;
  }
}

/** What a municipality's penalty run accrues, as its documents name it: N4's and Q3's penalties, W1's interest. */
function runWord(municipalities: readonly MunicipalityView[], municipality: string): string {
  return accruesInterest(municipalities, municipality) ? 'Interest' : 'Penalty';
}

/** Start a bill run or a penalty run and watch it finish: counts, totals, skipped accounts with reasons. */
export async function runsView(main: HTMLElement): Promise<void> {
  // a key for some municipalities runs those only: the forms offer them alone (a Watervliet treasurer's first choice is the city)
  const who = await whoAmI();
  const municipalities = ofKey(await listMunicipalities(), who);
  const options = municipalities
    .map(
      (m) => `<option value="${escapeHtml(m.municipality)}">${escapeHtml(m.displayName)}</option>`,
    )
    .join('');
  main.innerHTML = `
    <h2>Runs</h2>
    <section aria-labelledby="bill-run-heading" data-path="/v1/bill-runs">
      <h3 id="bill-run-heading">Bill run</h3>
      <form id="bill-run" class="grid">
        <label for="br-municipality">Municipality</label>
        <select id="br-municipality">${options}</select>
        <label for="br-period">${escapeHtml(periodLabel(municipalities[0]))}</label>
        <div><input id="br-period" value="${currentFiscalYear()}" required />${[...new Set(municipalities.map((m) => m.period.field))].map((f) => `<span class="field-error" data-error-for="${escapeHtml(f)}"></span>`).join('')}</div>
        <label for="br-date">Bill date</label>
        <div><input id="br-date" type="date" value="${todayIso()}" required /><span class="field-error" data-error-for="billDate"></span></div>
        <label for="br-id">Run id</label>
        <div><input id="br-id" required /><span class="help">Suggested from the municipality and period; the same id again shows that run, never bills twice.</span><span class="field-error" data-error-for="billRunId"></span></div>
        <div></div><button type="submit">Start bill run</button>
        <p class="form-error" role="alert"></p>
      </form>
      <progress id="bill-progress" hidden aria-label="Bill run in progress"></progress> <span id="bill-progress-text" aria-live="polite"></span>
      <div id="bill-result" aria-live="polite"></div>
    </section>
    <section aria-labelledby="penalty-run-heading" data-path="/v1/penalty-runs">
      <h3 id="penalty-run-heading">Penalty run</h3>
      <form id="penalty-run" class="grid">
        <label for="pr-municipality">Municipality</label>
        <select id="pr-municipality">${options}</select>
        <label for="pr-through">Through</label>
        <div><input id="pr-through" type="date" value="${todayIso()}" required /><span class="field-error" data-error-for="through"></span></div>
        <div></div><button type="submit" id="pr-start">Start penalty run</button>
        <p class="form-error" role="alert"></p>
      </form>
      <progress id="penalty-progress" hidden aria-label="Penalty run in progress"></progress> <span id="penalty-progress-text" aria-live="polite"></span>
      <div id="penalty-result" aria-live="polite"></div>
    </section>
    <section aria-labelledby="register-heading">
      <h3 id="register-heading">Run register</h3>
      <div id="register"></div>
    </section>`;
  // #28.13: a run's form is shown only to a role its operation's x-roles lets start it (a clerk reads the register)
  for (const section of main.querySelectorAll<HTMLElement>('section[data-path]')) {
    const op = await operation(section.dataset.path!).catch(() => null);
    section.hidden = !op || !may(who, op.roles);
  }
  runsAreTheTreasurers(main);
  const register = () => runRegister(main.querySelector<HTMLElement>('#register')!);
  /** The bar and its words follow the job: accounts done of the municipality's total. */
  const follow = (which: 'bill' | 'penalty') => (view: JobView) => {
    const bar = main.querySelector<HTMLProgressElement>(`#${which}-progress`)!;
    const words = main.querySelector<HTMLElement>(`#${which}-progress-text`)!;
    if (view.total) {
      bar.max = view.total;
      bar.value = view.done;
      words.textContent = `${view.done.toLocaleString('en-US')} of ${view.total.toLocaleString('en-US')} account${view.total === 1 ? '' : 's'}`;
    } else {
      bar.removeAttribute('value');
      words.textContent = view.state === 'queued' ? 'Queued...' : 'Listing accounts...';
    }
  };
  const value = (id: string) => main.querySelector<HTMLInputElement>(`#${id}`)!.value.trim();
  // #28.9: the run id follows the municipality and period until the treasurer types one
  const runId = main.querySelector<HTMLInputElement>('#br-id')!;
  // the period box offers the chosen municipality's current period, named its own way (N1, W1, Q2)
  const periodBox = main.querySelector<HTMLInputElement>('#br-period')!;
  const offerPeriod = () => {
    const chosen = municipalities.find((m) => m.municipality === value('br-municipality'));
    if (chosen) periodBox.value = currentPeriod(chosen);
    // #28.9: the label names only the chosen municipality's period, not every municipality's
    main.querySelector('label[for="br-period"]')!.textContent = periodLabel(chosen);
  };
  const suggest = () => {
    if (runId.dataset.typed) return;
    runId.value = `${value('br-municipality')}-${value('br-period')}`;
  };
  runId.addEventListener('input', () => (runId.dataset.typed = runId.value ? '1' : ''));
  for (const id of ['br-municipality', 'br-period'])
    main.querySelector(`#${id}`)!.addEventListener('input', suggest);
  main.querySelector('#br-municipality')!.addEventListener('change', () => {
    offerPeriod();
    suggest();
  });
  offerPeriod();
  suggest();
  const billForm = main.querySelector<HTMLFormElement>('#bill-run')!;
  billForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const municipality = value('br-municipality');
    const period = value('br-period');
    // the period goes in the field its municipality names it by (a fiscal year is a number)
    const field =
      municipalities.find((m) => m.municipality === municipality)?.period.field ?? 'period';
    const body = {
      billRunId: value('br-id'),
      municipality,
      billDate: value('br-date'),
      [field]: field === 'fiscalYear' ? Number(period) : period,
    };
    const progress = main.querySelector<HTMLProgressElement>('#bill-progress')!;
    progress.hidden = false;
    main.querySelector('#bill-result')!.textContent = '';
    try {
      const r = await api.job<BillRun>('/v1/bill-runs', body, follow('bill'));
      main.querySelector('#bill-result')!.innerHTML =
        `<p class="result"><strong>Bill run ${escapeHtml(r.billRunId)} finished:</strong> ${counted(r.billed, 'bill')}, total ${money(r.total)}; ${r.skipped.length} skipped.</p>
        <p><button type="button" id="bill-run-pdf">Bills for the mail house (PDF)</button> <button type="button" id="bill-run-csv">Bill print file (CSV)</button></p>
        ${r.skipped.length ? `<table><caption>Skipped accounts</caption><thead><tr><th scope="col">Account</th><th scope="col">Reason</th></tr></thead><tbody>${r.skipped.map((s) => `<tr><td><a href="#/account/${encodeURIComponent(s.accountId)}">${escapeHtml(s.accountId)}</a></td><td>${escapeHtml(s.reason)}</td></tr>`).join('')}</tbody></table>` : ''}`;
      const runId = encodeURIComponent(r.billRunId);
      main
        .querySelector('#bill-run-pdf')!
        .addEventListener('click', () =>
          api
            .download(`/v1/bill-runs/${runId}/document`, 'bill-run.pdf')
            .catch((e) => showError(billForm, e)),
        );
      main
        .querySelector('#bill-run-csv')!
        .addEventListener('click', () =>
          api
            .download(`/v1/bill-runs/${runId}/document?format=csv`, 'bill-run.csv')
            .catch((e) => showError(billForm, e)),
        );
      billForm.querySelector('.form-error')!.textContent = '';
      billForm.querySelectorAll('.field-error').forEach((x) => (x.textContent = ''));
      void register();
    } catch (e) {
      main.querySelector('#bill-result')!.textContent = '';
      showError(billForm, e);
    } finally {
      progress.hidden = true;
      main.querySelector('#bill-progress-text')!.textContent = '';
    }
  });
  const penaltyForm = main.querySelector<HTMLFormElement>('#penalty-run')!;
  // W1: the form speaks of what the chosen municipality accrues (Watervliet's interest, N4's and Q3's penalties)
  const nameRun = () => {
    const word = runWord(municipalities, value('pr-municipality'));
    main.querySelector('#penalty-run-heading')!.textContent = `${word} run`;
    main.querySelector('#pr-start')!.textContent = `Start ${word.toLowerCase()} run`;
    main.querySelector('#penalty-progress')!.setAttribute('aria-label', `${word} run in progress`);
  };
  main.querySelector('#pr-municipality')!.addEventListener('change', nameRun);
  nameRun();
  penaltyForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const progress = main.querySelector<HTMLProgressElement>('#penalty-progress')!;
    progress.hidden = false;
    const municipality = value('pr-municipality');
    try {
      const r = await api.job<PenaltyRun>(
        '/v1/penalty-runs',
        { municipality, through: value('pr-through') },
        follow('penalty'),
      );
      main.querySelector('#penalty-result')!.innerHTML =
        `<p class="result"><strong>${runWord(municipalities, municipality)} run finished:</strong> ${penaltyRunWords(r)}.</p>`;
      penaltyForm.querySelector('.form-error')!.textContent = '';
      void register();
    } catch (e) {
      main.querySelector('#penalty-result')!.textContent = '';
      showError(penaltyForm, e);
    } finally {
      progress.hidden = true;
      main.querySelector('#penalty-progress-text')!.textContent = '';
    }
  });
  await register();
}
