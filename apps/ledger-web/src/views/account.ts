import { api, showError } from '../api';
import { escapeHtml, money, todayIso, usDate, usDateTime } from '../format';

interface Balance {
  asOf: string;
  knownAt: string;
  rent: string;
  penalties: string;
  charges: string;
  credit: string;
  total: string;
  refundDue: string;
  leviedToTaxRoll: string;
}

interface Entry {
  effectiveDate: string;
  recordedAt: string;
  kind: string;
  reference: string;
  description: string;
  amount: string;
  balance: string;
  backdated: boolean;
  reversed: boolean;
}

/** The account: its facts, a balance as of a date (and as known at an instant), the statement with running balance. */
export async function accountView(main: HTMLElement, accountId: string): Promise<void> {
  main.innerHTML = `<p aria-live="polite">Loading account ${escapeHtml(accountId)}...</p>`;
  let account: Record<string, any>;
  try {
    account = await api.get(`/v1/accounts/${encodeURIComponent(accountId)}`);
  } catch (e) {
    main.innerHTML = `<p class="form-error" role="alert">${escapeHtml((e as Error).message)}</p><p><a href="#/accounts">Back to search</a></p>`;
    return;
  }
  main.innerHTML = `
    <p><a href="#/accounts">&larr; Search</a></p>
    <h2>Account ${escapeHtml(account.accountId)}</h2>
    <dl class="facts">
      <dt>Owner</dt><dd>${escapeHtml(account.owner.name)}<br />${escapeHtml(account.owner.mailingAddress)}</dd>
      <dt>Parcel</dt><dd>${escapeHtml(account.parcelId)}</dd>
      <dt>Municipality</dt><dd>${escapeHtml(account.municipality)}</dd>
      <dt>Class</dt><dd>${escapeHtml(account.propertyClass)}${account.units ? `, ${account.units} units` : ''}, ${escapeHtml(account.location)}${account.exemption ? `, exempt (${escapeHtml(account.exemption)})` : ''}</dd>
      <dt>Opened</dt><dd>${usDate(account.openedOn)}</dd>
      <dt>Bills</dt><dd>${account.bills.map((b: any) => `${escapeHtml(b.billId)}: ${money(b.total)} dated ${usDate(b.billDate)}, due ${usDate(b.dueDate)}, to ${escapeHtml(b.owner.name)}`).join('<br />') || 'none'}</dd>
      ${account.owners.length > 1 ? `<dt>Owners (C9)</dt><dd id="owners">${account.owners.map((o: any) => `${escapeHtml(o.owner.name)}: ${usDate(o.from)} to ${o.to ? usDate(o.to) : 'today'}${o.deedReference ? ` (deed ${escapeHtml(o.deedReference)})` : ''}`).join('<br />')}</dd>` : ''}
      ${account.reclassifications.length ? `<dt>Changes of use (N12)</dt><dd id="reclassifications">${account.reclassifications.map((r: any) => `${escapeHtml(r.previousClass)} to ${escapeHtml(r.propertyClass)} from ${usDate(r.effectiveOn)}: ${escapeHtml(r.reason)}`).join('<br />')}</dd>` : ''}
      ${account.utilizationForms.length ? `<dt>Utilization forms (N10)</dt><dd id="forms">${account.utilizationForms.map((f: any) => `${escapeHtml(f.requirementId)} filed ${usDate(f.filedOn)}`).join('<br />')}</dd>` : ''}
      ${account.taxSales.length ? `<dt>Tax sales (W3)</dt><dd id="tax-sales">${account.taxSales.map((t: any) => `${escapeHtml(t.taxSaleId)} on ${usDate(t.saleDate)}: bills ${t.billIds.map(escapeHtml).join(', ')}; advertising ${money(t.advertising)}`).join('<br />')}</dd>` : ''}
    </dl>
    <form id="as-of-form" class="inline">
      <div><label for="as-of">Balance as of</label><input id="as-of" type="date" value="${todayIso()}" /><span class="field-error" data-error-for="asOf"></span></div>
      <div><label for="known-at">As known at (optional)</label><input id="known-at" type="datetime-local" step="1" /><span class="field-error" data-error-for="knownAt"></span></div>
      <p class="form-error" role="alert"></p>
    </form>
    <section aria-labelledby="balance-heading">
      <h3 id="balance-heading">Balance</h3>
      <table class="balance" aria-live="polite"><tbody id="balance"></tbody></table>
    </section>
    <section aria-labelledby="statement-heading">
      <h3 id="statement-heading">Statement</h3>
      <p class="help">Each entry shows the day it took effect and when the ledger learned it. <span class="badge">&#8630; backdated</span> entries changed history already shown; <span class="badge">&#10007; reversed</span> entries were later undone.</p>
      <table class="statement"><thead><tr><th scope="col">Effective</th><th scope="col">Recorded</th><th scope="col">Entry</th><th scope="col" class="num">Amount</th><th scope="col" class="num">Balance</th></tr></thead><tbody id="statement"></tbody></table>
    </section>`;
  const form = main.querySelector<HTMLFormElement>('#as-of-form')!;
  const asOf = main.querySelector<HTMLInputElement>('#as-of')!;
  const knownAt = main.querySelector<HTMLInputElement>('#known-at')!;
  const refresh = async () => {
    const params = new URLSearchParams({ asOf: asOf.value });
    if (knownAt.value) params.set('knownAt', new Date(knownAt.value).toISOString());
    try {
      const b = await api.get<Balance>(`/v1/accounts/${encodeURIComponent(accountId)}/balance?${params}`);
      const row = (label: string, value: string, id: string) => `<tr><th scope="row">${label}</th><td class="num" id="${id}">${money(value)}</td></tr>`;
      main.querySelector('#balance')!.innerHTML = [
        row('Rent', b.rent, 'bal-rent'),
        row('Penalties and interest', b.penalties, 'bal-penalties'),
        row('Charges', b.charges, 'bal-charges'),
        row('Credit', b.credit, 'bal-credit'),
        `<tr class="total"><th scope="row">Total owed on ${usDate(b.asOf)}</th><td class="num" id="bal-total">${money(b.total)}</td></tr>`,
        row('Refund due to the owner', b.refundDue, 'bal-refund'),
        row('Levied to the tax roll', b.leviedToTaxRoll, 'bal-levied'),
      ].join('');
      // what to quote at the counter: the balance today with what the rules made due that no run has booked yet
      const p = await api.get<{ payoff: string; notYetBooked: unknown[] }>(`/v1/accounts/${encodeURIComponent(accountId)}/payoff?on=${todayIso()}`);
      main.querySelector('#balance')!.insertAdjacentHTML(
        'beforeend',
        `<tr class="total"><th scope="row">Amount to pay today${p.notYetBooked.length ? ` (with ${p.notYetBooked.length} accrual(s) not yet booked)` : ''}</th><td class="num" id="bal-payoff">${money(p.payoff)}</td></tr>`,
      );
      const s = await api.get<{ entries: Entry[] }>(`/v1/accounts/${encodeURIComponent(accountId)}/statement?${new URLSearchParams({ to: asOf.value, ...(params.get('knownAt') ? { knownAt: params.get('knownAt')! } : {}) })}`);
      main.querySelector('#statement')!.innerHTML =
        s.entries
          .map(
            (e) => `<tr class="${e.backdated ? 'backdated' : ''} ${e.reversed ? 'reversed' : ''}">
              <td>${usDate(e.effectiveDate)}</td><td>${usDateTime(e.recordedAt)}</td>
              <td>${escapeHtml(e.description).replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (d) => usDate(d))}${e.backdated ? ' <span class="badge">&#8630; backdated</span>' : ''}${e.reversed ? ' <span class="badge">&#10007; reversed</span>' : ''}</td>
              <td class="num">${money(e.amount)}</td><td class="num">${money(e.balance)}</td></tr>`,
          )
          .join('') || '<tr><td colspan="5" class="muted">No entries by this date.</td></tr>';
      form.querySelector('.form-error')!.textContent = '';
      form.querySelectorAll('.field-error').forEach((x) => (x.textContent = ''));
    } catch (e) {
      showError(form, e);
    }
  };
  asOf.addEventListener('change', () => void refresh());
  knownAt.addEventListener('change', () => void refresh());
  await refresh();
}
