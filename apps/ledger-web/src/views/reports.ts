import { api, clearErrors, showError, whoAmI } from '../api';
import type {
  Aging,
  Fund,
  LienStatement,
  MunicipalityView,
  RefundObligations,
  RefundReserve,
} from '../api-answers';
import { counted, currentFiscalYear, escapeHtml, money, todayIso, usDate } from '../format';
import { addAction } from '../forms';
import { accruesInterest, municipalities as listMunicipalities, ofKey } from '../municipalities';
import { tableCsv } from '../table-csv';
import { barChart } from './charts';
import { levyDates, statementDates } from './lien-dates';
import { listLienStatements } from './lien-list';
import { paymentsReport } from './payments-report';

/**
 * Why a municipality whose law has no budget chapter (N5-N8) shows no fund
 * waterfall, reserve or refunds, said once in words, naming the
 * municipalities whose law has it (GML §453 gives every one a sewer rent fund).
 */
function fundNotInItsLaw(withChapter: readonly MunicipalityView[]): string {
  const whose =
    withChapter.length === 0
      ? 'a local law with a sewer rent budget, reserve and adjustments'
      : withChapter.length === 1
        ? `the ${withChapter[0].displayName}'s local law (its sewer rent budget, reserve and adjustments)`
        : `the local laws of ${withChapter.map((m) => `the ${m.displayName}`).join(' and ')} (their sewer rent budgets, reserves and adjustments)`;
  return `The fund's waterfall by fiscal year, the refund reserve and refund obligations follow ${escapeHtml(whose)}; this municipality's law has none of them. What its sewer rents bring in is in the aging and payments reports.`;
}

/** An aging bucket in the office's words: "Not yet due", "1-30 days", "Over 180 days" (not the API's "current" and "over-180"). */
const bucketWords = (bucket: string): string =>
  bucket === 'current'
    ? 'Not yet due'
    : bucket.startsWith('over-')
      ? `Over ${bucket.slice(5)} days`
      : `${bucket} days`;

/** The aging rows the screen shows (#30: asked as a page, not all and cut). */
const AGING_ROWS_SHOWN = 200;

/** Reports: aging, the fund waterfall per fiscal year, refund obligations, the reserve year over year, the lien statement. */
export async function reportsView(main: HTMLElement): Promise<void> {
  const today = todayIso();
  // the key's municipalities (a key for some reports on those only); the fund reports only where the law has the chapter (N5-N8)
  const all = await listMunicipalities();
  const municipalities = ofKey(all, await whoAmI());
  const withFund = all.filter((m) => m.chapters.some((c) => c.chapter === 'budget-fund-reserve'));
  const hasFund = (id: string) =>
    municipalities.some(
      (m) => m.municipality === id && m.chapters.some((c) => c.chapter === 'budget-fund-reserve'),
    );
  main.innerHTML = `
    <h2>Reports</h2>
    <form id="reports-form" class="inline">
      <div><label for="r-municipality">Municipality</label><select id="r-municipality">${municipalities.map((m) => `<option value="${escapeHtml(m.municipality)}">${escapeHtml(m.displayName)}</option>`).join('')}</select></div>
      <div><label for="r-as-of">As of</label><input id="r-as-of" type="date" value="${today}" /><span class="field-error" data-error-for="asOf"></span></div>
      <div><label for="r-fy">Fiscal year (of the fund)</label><input id="r-fy" inputmode="numeric" value="${currentFiscalYear(today)}" /></div>
      <button id="r-show" type="button">Show reports</button>
      <p class="form-error" role="alert"></p>
    </form>
    <section aria-labelledby="aging-heading"><h3 id="aging-heading">Aging</h3><div id="aging" aria-live="polite"></div><p><button type="button" id="aging-csv">Download aging (CSV)</button></p></section>
    <section aria-labelledby="payments-heading"><h3 id="payments-heading">Payments received (deposit slip)</h3><div id="payments"></div></section>
    <section aria-labelledby="fund-heading"><h3 id="fund-heading">Sewer Rent Fund waterfall</h3><div id="fund"></div></section>
    <section aria-labelledby="reserve-heading"><h3 id="reserve-heading">Refund reserve, year over year</h3><div id="reserve"></div></section>
    <section aria-labelledby="refunds-heading"><h3 id="refunds-heading">Refund obligations</h3><div id="refunds"></div></section>
    <section aria-labelledby="lien-heading">
      <h3 id="lien-heading">Lien statement</h3>
      <form id="lien-form" class="inline">
        <div><label for="lien-id">Lien statement to show</label><select id="lien-id"></select><span class="field-error" data-error-for="statementId"></span></div>
        <button id="lien-show" type="button">Show statement</button>
        <p class="form-error" role="alert"></p>
      </form>
      <div id="lien"></div>
      <div id="lien-actions" class="no-print"></div>
    </section>`;
  const v = (id: string) => main.querySelector<HTMLInputElement>(`#${id}`)!.value.trim();
  const form = main.querySelector<HTMLFormElement>('#reports-form')!;
  // each draw of the reports is numbered: an answer for a municipality no longer chosen is dropped
  let shows = 0;
  const show = async () => {
    const draw = ++shows;
    const stale = () => draw !== shows;
    const municipality = v('r-municipality');
    const asOf = v('r-as-of');
    try {
      // the screen shows the first rows and the totals of every account; the CSV has every row
      const aging = await api.get<Aging>(
        `/v1/municipalities/${municipality}/aging?asOf=${asOf}&limit=${AGING_ROWS_SHOWN}`,
      );
      if (stale()) return;
      const buckets = ['current', '1-30', '31-60', '61-90', '91-180', 'over-180'] as const;
      main.querySelector('#aging')!.innerHTML = `${barChart(
        `Owed by days past due (bills not yet due included), ${usDate(asOf)} (${counted(aging.accounts, 'account')}, ${money(aging.totals.total)})`,
        buckets.map((b) => ({
          label: bucketWords(b),
          amount: aging.totals[b],
        })),
      )}
        <table><caption>Accounts in arrears${aging.accounts > aging.rows.length ? ` (the first ${aging.rows.length} of ${aging.accounts}: the CSV has every one)` : ''}</caption><thead><tr><th scope="col">Account</th><th scope="col">Owner</th>${buckets.map((b) => `<th scope="col" class="num">${bucketWords(b)}</th>`).join('')}<th scope="col" class="num">Total</th></tr></thead>
        <tbody>${aging.rows
          .map(
            (r) =>
              `<tr><td><a href="#/account/${encodeURIComponent(r.accountId)}">${escapeHtml(r.accountId)}</a></td><td>${escapeHtml(r.owner)}</td>${buckets.map((b) => `<td class="num">${money(r[b])}</td>`).join('')}<td class="num">${money(r.total)}</td></tr>`,
          )
          .join('')}</tbody>
        <tfoot><tr id="aging-totals"><th scope="row" colspan="2">Total, ${counted(aging.accounts, 'account')}</th>${buckets.map((b) => `<td class="num">${money(aging.totals[b])}</td>`).join('')}<td class="num">${money(aging.totals.total)}</td></tr></tfoot></table>`;
      if (hasFund(municipality)) {
        const fy = Number(v('r-fy'));
        const fund = await api.get<Fund>(
          `/v1/municipalities/${municipality}/fiscal-years/${fy}/fund?asOf=${asOf}`,
        );
        if (stale()) return;
        const a = fund.allocations;
        main.querySelector('#fund')!.innerHTML = barChart(
          `Fiscal year ${fy}: receipts ${money(fund.receipts)} as of ${usDate(asOf)}${fund.budget ? '' : ' (no budget adopted: all surplus)'}`,
          [
            { label: 'Operation and maintenance', amount: a.operationAndMaintenance },
            { label: 'Debt service', amount: a.debtService },
            { label: 'Capital', amount: a.capital },
            { label: 'Refund reserve', amount: a.refundReserve },
            { label: 'Surplus', amount: a.surplus },
          ],
        );
        const years = [fy - 2, fy - 1, fy];
        const reserves = await Promise.all(
          years.map((y) =>
            api.get<RefundReserve>(
              `/v1/municipalities/${municipality}/fiscal-years/${y}/refund-reserve?asOf=${asOf}`,
            ),
          ),
        );
        if (stale()) return;
        main.querySelector('#reserve')!.innerHTML = `${barChart(
          'Closing refund reserve by fiscal year',
          // N8: a shortfall is shown, never hidden: its amount beside no bar
          reserves.map((r) => ({
            label: `FY ${r.fiscalYear}${r.closing.startsWith('-') ? ' (shortfall)' : ''}`,
            amount: r.closing,
          })),
        )}
          <table><thead><tr><th scope="col">Fiscal year</th><th scope="col" class="num">Opening</th><th scope="col" class="num">Allocated</th><th scope="col" class="num">Refunds</th><th scope="col" class="num">Interest</th><th scope="col" class="num">Closing</th><th scope="col" class="num">Shortfall</th></tr></thead>
          <tbody>${reserves.map((r) => `<tr><td>${r.fiscalYear}</td><td class="num">${money(r.opening)}</td><td class="num">${money(r.allocated)}</td><td class="num">${money(r.refundsPaid)}</td><td class="num">${money(r.interestPaid)}</td><td class="num">${money(r.closing)}</td><td class="num">${money(r.shortfall)}</td></tr>`).join('')}</tbody></table>
          <p><button type="button" class="table-csv" data-name="refund-reserve.csv">Download CSV</button></p>`;
        const refunds = await api.get<RefundObligations>(
          `/v1/municipalities/${municipality}/refund-obligations?asOf=${asOf}`,
        );
        if (stale()) return;
        main.querySelector('#refunds')!.innerHTML = refunds.obligations.length
          ? `<table><thead><tr><th scope="col">Account</th><th scope="col">Application</th><th scope="col" class="num">Refund due</th><th scope="col">Deadline</th><th scope="col" class="num">Days late</th><th scope="col" class="num">Interest</th><th scope="col">Status</th></tr></thead>
            <tbody>${refunds.obligations.map((o) => `<tr><td>${escapeHtml(o.accountId)}</td><td>${escapeHtml(o.applicationId)}</td><td class="num">${money(o.refundDue)}</td><td>${usDate(o.deadline)}</td><td class="num">${o.daysLate}</td><td class="num">${money(o.interestAccrued)}</td><td>${o.status === 'open' ? (o.daysLate > 0 ? 'open, LATE' : 'open') : `paid ${usDate(o.paidOn)}`}</td></tr>`).join('')}</tbody></table>
            <p><button type="button" class="table-csv" data-name="refund-obligations.csv">Download CSV</button></p>`
          : '<p class="muted">No refund obligations by this date.</p>';
      } else {
        // GML §453 gives every municipality a sewer rent fund; the waterfall, the reserve and the refunds are a local law's chapter
        main.querySelector('#fund')!.innerHTML =
          `<p class="muted">${fundNotInItsLaw(withFund)}</p>`;
        for (const id of ['#reserve', '#refunds']) main.querySelector(id)!.innerHTML = '';
      }
      clearErrors(form);
    } catch (e) {
      if (stale()) return;
      // an error never leaves an earlier report on screen under it
      clearReports();
      showError(form, e);
    }
  };
  const clearReports = () => {
    for (const id of ['#aging', '#fund', '#reserve', '#refunds'])
      main.querySelector(id)!.innerHTML = '';
  };
  main
    .querySelector('#aging-csv')!
    .addEventListener('click', () =>
      api
        .download(
          `/v1/municipalities/${v('r-municipality')}/aging?asOf=${v('r-as-of')}&format=csv`,
          'aging.csv',
        )
        .catch((e) => showError(form, e)),
    );
  main.querySelector('#r-municipality')!.addEventListener('change', () => {
    // never one municipality's figures under another's name: cleared at once, then drawn for the one chosen
    clearReports();
    void show();
    void paymentsReport(main.querySelector<HTMLElement>('#payments')!, v('r-municipality'));
    // the statement's form is for the municipality now selected, never the one it was drawn for
    void lienActions(null, null);
    void listLienStatements(lienList, v('r-municipality'));
  });
  main.querySelector('#r-show')!.addEventListener('click', () => void show());
  const lienForm = main.querySelector<HTMLFormElement>('#lien-form')!;
  const lienList = main.querySelector<HTMLSelectElement>('#lien-id')!;
  const showLien = async () => {
    const id = v('lien-id');
    try {
      const s = await api.get<LienStatement>(`/v1/lien-statements/${encodeURIComponent(id)}`);
      // N9: once levied, each parcel as the levy put it on the tax roll (what the roll and the CSV give) beside what was prepared
      const onRoll = s.leviedLines ? new Map(s.leviedLines.map((l) => [l.parcelId, l])) : null;
      const leviedCell = (parcelId: string) => {
        const l = onRoll?.get(parcelId);
        if (!onRoll) return '';
        return l?.levied
          ? `<td class="num">${money(l.total)}</td>`
          : '<td class="num muted">paid before the levy</td>';
      };
      main.querySelector('#lien')!.innerHTML =
        `<p>${escapeHtml(municipalities.find((m) => m.municipality === s.municipality)?.displayName ?? s.municipality)}, arrears as of ${usDate(s.cutoff)}, tax year ${s.taxYear}: ${counted(s.lines.length, 'parcel')}, ${money(s.total)} (<span id="lien-status">${s.status}</span>)${s.levied ? `; the levy of ${usDate(s.levied.leviedOn)} put ${counted(s.levied.accounts, 'account')} and ${money(s.levied.total)} on the tax roll` : ''}. <button type="button" id="lien-csv">Download statement (CSV)</button> <button type="button" id="lien-roll">Lien roll for the Board (PDF)</button></p>
        <table><thead><tr><th scope="col">Parcel</th><th scope="col">Assessed to</th><th scope="col">Accounts</th><th scope="col" class="num">Rent</th><th scope="col" class="num">${accruesInterest(municipalities, s.municipality) ? 'Interest' : 'Penalties'}</th><th scope="col" class="num">Total</th>${onRoll ? '<th scope="col" class="num">Levied</th>' : ''}</tr></thead>
        <tbody>${s.lines.map((l) => `<tr><td>${escapeHtml(l.parcelId)}</td><td>${escapeHtml(l.owner)}</td><td>${l.accountIds.map(escapeHtml).join(', ')}</td><td class="num">${money(l.rent)}</td><td class="num">${money(l.penalties)}</td><td class="num">${money(l.total)}</td>${leviedCell(l.parcelId)}</tr>`).join('')}</tbody>
        <tfoot><tr id="lien-totals"><th scope="row" colspan="3">Total, ${counted(s.lines.length, 'parcel')}</th><td class="num">${money(s.totals.rent)}</td><td class="num">${money(s.totals.penalties)}</td><td class="num">${money(s.total)}</td>${onRoll && s.levied ? `<td class="num">${money(s.levied.total)}</td>` : ''}</tr></tfoot></table>${
          // N9: what the levy did, when payments after the cut-off made it differ from what was prepared (the roll prints the levy)
          s.levied && s.levied.total !== s.total
            ? `<p id="lien-levy-note" class="help">The table lists the arrears as prepared, as of ${usDate(s.cutoff)}: ${money(s.total)}. What was paid, waived or adjusted after the cut-off was not levied: the levy put ${money(s.levied.total)} on the tax roll (the Levied column), and the lien roll and the CSV give what was levied.</p>`
            : ''
        }`;
      main
        .querySelector('#lien-csv')!
        .addEventListener('click', () =>
          api
            .download(
              `/v1/lien-statements/${encodeURIComponent(id)}?format=csv`,
              `lien-statement-${id}.csv`,
            )
            .catch((e) => showError(lienForm, e)),
        );
      main
        .querySelector('#lien-roll')!
        .addEventListener('click', () =>
          api
            .download(`/v1/lien-statements/${encodeURIComponent(id)}/roll`, `lien-roll-${id}.pdf`)
            .catch((e) => showError(lienForm, e)),
        );
      clearErrors(lienForm);
      await lienActions(id, s.status, s.cutoff);
    } catch (e) {
      main.querySelector('#lien')!.innerHTML = '';
      main.querySelector('#lien-actions')!.innerHTML = '';
      showError(lienForm, e);
    }
  };
  main.querySelector('#lien-show')!.addEventListener('click', () => void showLien());
  // each draw of the lien forms is numbered: only the latest is shown (a municipality chosen
  // while the screen was still drawing drew the forms twice, and showed both)
  let lienDraws = 0;
  /** The treasurer prepares a statement (N9, W3); the Board reviews it here and levies it. */
  const lienActions = async (
    statementId: string | null,
    status: string | null,
    cutoff: string | null = null,
  ) => {
    const draw = ++lienDraws;
    const where = document.createElement('div');
    const who = await whoAmI();
    const municipality = v('r-municipality');
    const listed = municipalities.find((m) => m.municipality === municipality);
    const name = listed?.displayName ?? municipality;
    const dates = statementDates(listed, today);
    await addAction(where, who, {
      path: '/v1/lien-statements',
      title: `Prepare a lien statement for ${name}`,
      fixed: { municipality },
      ...dates,
      confirm: (r) =>
        `Lien statement ${escapeHtml(r.statementId)} prepared: ${counted(r.lines.length, 'parcel')}, ${money(r.total)}.`,
      after: async (r) => {
        await listLienStatements(lienList, v('r-municipality'), r.statementId);
        await showLien();
      },
    });
    if (statementId && cutoff && status === 'prepared') {
      await addAction(where, who, {
        path: '/v1/lien-statements/{statementId}/levy',
        title: 'Levy this statement on the tax roll',
        params: { statementId },
        ...levyDates(cutoff, today),
        confirm: (r, body) => `Levied on ${usDate(r.levied?.leviedOn ?? String(body.leviedOn))}.`,
        after: async () => {
          await showLien();
          await listLienStatements(lienList, v('r-municipality'));
        },
      });
    }
    if (draw === lienDraws)
      main.querySelector<HTMLElement>('#lien-actions')!.replaceChildren(...where.childNodes);
  };
  main.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button.table-csv');
    if (button)
      api.save(tableCsv(button.closest('section')!.querySelector('table')!), button.dataset.name!);
  });
  await Promise.all([
    show(),
    lienActions(null, null),
    listLienStatements(lienList, v('r-municipality')),
    paymentsReport(main.querySelector<HTMLElement>('#payments')!, v('r-municipality')),
  ]);
}
