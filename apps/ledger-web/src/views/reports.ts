import { api, showError } from '../api';
import { escapeHtml, money, todayIso, usDate } from '../format';
import { barChart } from './charts';

/** Reports: aging, the fund waterfall per fiscal year, refund obligations, the reserve year over year, the lien statement. */
export async function reportsView(main: HTMLElement): Promise<void> {
  const today = todayIso();
  // the registry's municipalities; the fund reports only where the law has the chapter (N5-N8)
  const municipalities = await api.get<Array<{ municipality: string; displayName: string; chapters: Array<{ chapter: string }> }>>('/v1/municipalities').catch(() => []);
  const hasFund = (id: string) => municipalities.some((m) => m.municipality === id && m.chapters.some((c) => c.chapter === 'budget-fund-reserve'));
  main.innerHTML = `
    <h2>Reports</h2>
    <form id="reports-form" class="inline">
      <div><label for="r-municipality">Municipality</label><select id="r-municipality">${municipalities.map((m) => `<option value="${escapeHtml(m.municipality)}">${escapeHtml(m.displayName)}</option>`).join('')}</select></div>
      <div><label for="r-as-of">As of</label><input id="r-as-of" type="date" value="${today}" /><span class="field-error" data-error-for="asOf"></span></div>
      <div><label for="r-fy">Fiscal year (Northport fund)</label><input id="r-fy" inputmode="numeric" value="${Number(today.slice(0, 4)) - 1}" /></div>
      <button id="r-show" type="button">Show reports</button>
      <p class="form-error" role="alert"></p>
    </form>
    <section aria-labelledby="aging-heading"><h3 id="aging-heading">Aging</h3><div id="aging" aria-live="polite"></div></section>
    <section aria-labelledby="fund-heading"><h3 id="fund-heading">Sewer Rent Fund waterfall</h3><div id="fund"></div></section>
    <section aria-labelledby="reserve-heading"><h3 id="reserve-heading">Refund reserve, year over year</h3><div id="reserve"></div></section>
    <section aria-labelledby="refunds-heading"><h3 id="refunds-heading">Refund obligations</h3><div id="refunds"></div></section>
    <section aria-labelledby="lien-heading">
      <h3 id="lien-heading">Lien statement</h3>
      <form id="lien-form" class="inline">
        <div><label for="lien-id">Statement id</label><input id="lien-id" /><span class="field-error" data-error-for="statementId"></span></div>
        <button id="lien-show" type="button">Show statement</button>
        <p class="form-error" role="alert"></p>
      </form>
      <div id="lien"></div>
    </section>`;
  const v = (id: string) => main.querySelector<HTMLInputElement>(`#${id}`)!.value.trim();
  const form = main.querySelector<HTMLFormElement>('#reports-form')!;
  const show = async () => {
    const municipality = v('r-municipality');
    const asOf = v('r-as-of');
    try {
      const aging = await api.get<any>(`/v1/municipalities/${municipality}/aging?asOf=${asOf}`);
      const buckets = ['current', '1-30', '31-60', '61-90', '91-180', 'over-180'];
      main.querySelector('#aging')!.innerHTML = `${barChart(`Arrears by days past due, ${usDate(asOf)} (${aging.accounts} accounts, ${money(aging.totals.total)})`, buckets.map((b) => ({ label: b === 'current' ? 'not yet due' : `${b} days`, amount: aging.totals[b] })))}
        <table><caption>Accounts in arrears</caption><thead><tr><th scope="col">Account</th><th scope="col">Owner</th>${buckets.map((b) => `<th scope="col" class="num">${b}</th>`).join('')}<th scope="col" class="num">Total</th></tr></thead>
        <tbody>${aging.rows.slice(0, 200).map((r: any) => `<tr><td><a href="#/account/${encodeURIComponent(r.accountId)}">${escapeHtml(r.accountId)}</a></td><td>${escapeHtml(r.owner)}</td>${buckets.map((b) => `<td class="num">${money(r[b])}</td>`).join('')}<td class="num">${money(r.total)}</td></tr>`).join('')}</tbody>
        <tfoot><tr id="aging-totals"><th scope="row" colspan="2">Total, ${aging.accounts} accounts</th>${buckets.map((b) => `<td class="num">${money(aging.totals[b])}</td>`).join('')}<td class="num">${money(aging.totals.total)}</td></tr></tfoot></table>`;
      if (hasFund(municipality)) {
        const fy = Number(v('r-fy'));
        const fund = await api.get<any>(`/v1/municipalities/${municipality}/fiscal-years/${fy}/fund?asOf=${asOf}`);
        const a = fund.allocations;
        main.querySelector('#fund')!.innerHTML = barChart(`Fiscal year ${fy}: receipts ${money(fund.receipts)} as of ${usDate(asOf)}${fund.budget ? '' : ' (no budget adopted: all surplus)'}`, [
          { label: 'Operation and maintenance', amount: a.operationAndMaintenance },
          { label: 'Debt service', amount: a.debtService },
          { label: 'Capital', amount: a.capital },
          { label: 'Refund reserve', amount: a.refundReserve },
          { label: 'Surplus', amount: a.surplus },
        ]);
        const years = [fy - 2, fy - 1, fy];
        const reserves = await Promise.all(years.map((y) => api.get<any>(`/v1/municipalities/${municipality}/fiscal-years/${y}/refund-reserve?asOf=${asOf}`)));
        main.querySelector('#reserve')!.innerHTML = `${barChart('Closing refund reserve by fiscal year', reserves.map((r) => ({ label: `FY ${r.fiscalYear}`, amount: r.closing.startsWith('-') ? '0.00' : r.closing })))}
          <table><thead><tr><th scope="col">Fiscal year</th><th scope="col" class="num">Opening</th><th scope="col" class="num">Allocated</th><th scope="col" class="num">Refunds</th><th scope="col" class="num">Interest</th><th scope="col" class="num">Closing</th><th scope="col" class="num">Shortfall</th></tr></thead>
          <tbody>${reserves.map((r) => `<tr><td>${r.fiscalYear}</td><td class="num">${money(r.opening)}</td><td class="num">${money(r.allocated)}</td><td class="num">${money(r.refundsPaid)}</td><td class="num">${money(r.interestPaid)}</td><td class="num">${money(r.closing)}</td><td class="num">${money(r.shortfall)}</td></tr>`).join('')}</tbody></table>`;
        const refunds = await api.get<any>(`/v1/municipalities/${municipality}/refund-obligations?asOf=${asOf}`);
        main.querySelector('#refunds')!.innerHTML = refunds.obligations.length
          ? `<table><thead><tr><th scope="col">Account</th><th scope="col">Application</th><th scope="col" class="num">Refund due</th><th scope="col">Deadline</th><th scope="col" class="num">Days late</th><th scope="col" class="num">Interest</th><th scope="col">Status</th></tr></thead>
            <tbody>${refunds.obligations.map((o: any) => `<tr><td>${escapeHtml(o.accountId)}</td><td>${escapeHtml(o.applicationId)}</td><td class="num">${money(o.refundDue)}</td><td>${usDate(o.deadline)}</td><td class="num">${o.daysLate}</td><td class="num">${money(o.interestAccrued)}</td><td>${o.status === 'open' ? (o.daysLate > 0 ? 'open, LATE' : 'open') : `paid ${usDate(o.paidOn)}`}</td></tr>`).join('')}</tbody></table>`
          : '<p class="muted">No refund obligations by this date.</p>';
      } else {
        for (const id of ['#fund', '#reserve', '#refunds']) main.querySelector(id)!.innerHTML = '<p class="muted">This municipality\'s law has no Sewer Rent Fund, reserve or refunds (N5-N8).</p>';
      }
      form.querySelector('.form-error')!.textContent = '';
    } catch (e) {
      showError(form, e);
    }
  };
  main.querySelector('#r-show')!.addEventListener('click', () => void show());
  const lienForm = main.querySelector<HTMLFormElement>('#lien-form')!;
  main.querySelector('#lien-show')!.addEventListener('click', async () => {
    const id = v('lien-id');
    try {
      const s = await api.get<any>(`/v1/lien-statements/${encodeURIComponent(id)}`);
      main.querySelector('#lien')!.innerHTML = `<p>${escapeHtml(s.municipality)}, arrears as of ${usDate(s.cutoff)}, tax year ${s.taxYear}: ${s.lines.length} parcels, ${money(s.total)} (${s.status}). <button type="button" id="lien-csv">Download CSV</button></p>
        <table><thead><tr><th scope="col">Parcel</th><th scope="col">Assessed to</th><th scope="col">Accounts</th><th scope="col" class="num">Rent</th><th scope="col" class="num">Penalties</th><th scope="col" class="num">Total</th></tr></thead>
        <tbody>${s.lines.map((l: any) => `<tr><td>${escapeHtml(l.parcelId)}</td><td>${escapeHtml(l.owner)}</td><td>${l.accountIds.map(escapeHtml).join(', ')}</td><td class="num">${money(l.rent)}</td><td class="num">${money(l.penalties)}</td><td class="num">${money(l.total)}</td></tr>`).join('')}</tbody>
        <tfoot><tr id="lien-totals"><th scope="row" colspan="3">Total, ${s.lines.length} parcels</th><td class="num">${money(s.totals.rent)}</td><td class="num">${money(s.totals.penalties)}</td><td class="num">${money(s.total)}</td></tr></tfoot></table>`;
      main.querySelector('#lien-csv')!.addEventListener('click', () => api.download(`/v1/lien-statements/${encodeURIComponent(id)}?format=csv`, `lien-statement-${id}.csv`).catch((e) => showError(lienForm, e)));
      lienForm.querySelector('.form-error')!.textContent = '';
    } catch (e) {
      showError(lienForm, e);
    }
  });
  void show();
}
