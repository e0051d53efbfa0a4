import { api, clearErrors, showError } from '../api';
import type { PaymentsReceived } from '../api-answers';
import { escapeHtml, money, todayIso, usDate } from '../format';
import { onSettledDates } from '../view-state';

/** Payments received by day, method and batch, for the deposit; returned checks of those days apart. */
export async function paymentsReport(where: HTMLElement, municipality: string): Promise<void> {
  const today = todayIso();
  where.innerHTML = `
    <form id="payments-form" class="inline">
      <div><label for="pay-from">From</label><input id="pay-from" type="date" required value="${today}" /><span class="field-error" data-error-for="from"></span></div>
      <div><label for="pay-to">To</label><input id="pay-to" type="date" required value="${today}" /><span class="field-error" data-error-for="to"></span></div>
      <button type="button" id="payments-csv">Download CSV</button>
      <p class="form-error" role="alert"></p>
    </form>
    <div id="payments-days" aria-live="polite"></div>`;
  const form = where.querySelector<HTMLFormElement>('#payments-form')!;
  const from = where.querySelector<HTMLInputElement>('#pay-from')!;
  const to = where.querySelector<HTMLInputElement>('#pay-to')!;
  const out = where.querySelector<HTMLElement>('#payments-days')!;
  const query = () =>
    `/v1/municipalities/${encodeURIComponent(municipality)}/payments?from=${from.value}&to=${to.value}`;
  const show = async () => {
    try {
      const r = await api.get<PaymentsReceived>(query());
      out.innerHTML = r.days.length
        ? `<table id="deposit"><thead><tr><th scope="col">Day</th><th scope="col">Method or batch</th><th scope="col" class="num">Payments</th><th scope="col" class="num">Amount</th></tr></thead>
          <tbody>${r.days
            .map(
              (d) =>
                d.byMethod
                  .map(
                    (m) =>
                      `<tr><td>${usDate(d.date)}</td><td>${escapeHtml(m.method)}</td><td class="num">${m.count}</td><td class="num">${money(m.amount)}</td></tr>`,
                  )
                  .join('') +
                d.byBatch
                  .map(
                    (b) =>
                      `<tr class="muted"><td>${usDate(d.date)}</td><td>batch: ${escapeHtml(b.batch)}</td><td class="num">${b.count}</td><td class="num">${money(b.amount)}</td></tr>`,
                  )
                  .join('') +
                `<tr class="total"><th scope="row" colspan="2">Deposit of ${usDate(d.date)}</th><td class="num">${d.count}</td><td class="num">${money(d.amount)}</td></tr>`,
            )
            .join('')}</tbody>
          <tfoot><tr class="total" id="payments-total"><th scope="row" colspan="2">Total received</th><td class="num">${r.totals.count}</td><td class="num">${money(r.totals.amount)}</td></tr></tfoot></table>
          ${r.returned.count ? `<p>Returned checks recorded in these days: ${r.returned.count}, ${money(r.returned.amount)}: ${r.returned.payments.map((p) => `${escapeHtml(p.paymentId)} (${escapeHtml(p.accountId)})`).join(', ')}.</p>` : ''}`
        : '<p class="muted">No payments received in these days.</p>';
      clearErrors(form);
    } catch (e) {
      out.innerHTML = '';
      showError(form, e);
    }
  };
  where
    .querySelector('#payments-csv')!
    .addEventListener('click', () =>
      api.download(`${query()}&format=csv`, 'payments.csv').catch((e) => showError(form, e)),
    );
  onSettledDates([from, to], () => void show());
  await show();
}
