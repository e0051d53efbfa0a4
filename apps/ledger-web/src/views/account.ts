import { api, clearErrors, showError, whoAmI } from '../api';
import type { Account, Balance, Me, Payoff, Readings, Statement } from '../api-answers';
import {
  counted,
  pendingWords,
  escapeHtml,
  fromOfficeInput,
  money,
  todayIso,
  toOfficeInput,
  usDate,
  usDateTime,
} from '../format';
import { accountActions } from './account-actions';
import { billLinesHtml, gallons as g, readingsHtml, sourceInWords } from './readings';
import { accruesInterest, municipalities } from '../municipalities';
import { hashParams, onSettledDates, setHashParams } from '../view-state';

const enc = encodeURIComponent;

/** The account's facts as `GET /v1/accounts/{id}` answers them. */
function factsHtml(account: Account, names: ReadonlyMap<string, string>): string {
  return `
    <dl class="facts">
      <dt>Owner</dt><dd id="owner">${escapeHtml(account.owner.name)}<br />${escapeHtml(account.owner.mailingAddress)}</dd>
      <dt>Parcel</dt><dd>${escapeHtml(account.parcelId)}</dd>
      <dt>Municipality</dt><dd id="municipality">${escapeHtml(names.get(account.municipality) ?? account.municipality)}</dd>
      ${account.district ? `<dt>Sewer district</dt><dd id="district">${escapeHtml(districtInWords(account.district))}</dd>` : ''}
      <dt>Class</dt><dd>${escapeHtml(account.propertyClass)}${account.units ? `, ${counted(account.units, 'unit')}` : ''}, ${escapeHtml(account.location)}${account.exemption ? `, exempt (${escapeHtml(account.exemption)})` : ''}</dd>
      <dt>Opened</dt><dd>${usDate(account.openedOn)}</dd>
      <dt>Bills</dt><dd id="bills">${
        account.bills
          .map(
            (b) =>
              `${escapeHtml(b.billId)}: ${money(b.total)}${b.creditApplied !== '0.00' && !b.voided && !b.levied ? ` (${money(b.creditApplied)} ${b.replaces ? 'paid and credited' : 'of credit applied'}, ${money(b.amountDue)} asked)` : ''} dated ${usDate(b.billDate)}, due ${usDate(b.dueDate)}, to ${escapeHtml(b.owner.name)}${billMarks(account, b)} <button type="button" class="link" data-bill="${escapeHtml(b.billId)}">Print bill</button>`,
          )
          .join('<br />') || 'none'
      }</dd>
      ${contradictedHtml(account)}
      <dt>Payments</dt><dd id="payments">${
        account.payments
          .map(
            (p) =>
              `${escapeHtml(p.paymentId)}: ${money(p.amount)} on ${usDate(p.receivedOn)}${p.method ? ` (${escapeHtml(p.method)}${p.reference ? ` ${escapeHtml(p.reference)}` : ''})` : ''}${p.reversal ? ` <span class="badge">&#10007; reversed ${usDate(p.reversal.reversedOn)}</span>` : ''} <button type="button" class="link" data-receipt="${escapeHtml(p.paymentId)}">Print receipt</button>`,
          )
          .join('<br />') || 'none'
      }</dd>
      ${account.adjustmentApplications?.length ? `<dt>Adjustments</dt><dd id="adjustments">${account.adjustmentApplications.map((a) => `${escapeHtml(a.applicationId)} on bill ${escapeHtml(a.billId)}, filed ${usDate(a.filedOn)}: ${escapeHtml(a.status)}`).join('<br />')}</dd>` : ''}
      ${account.owners.length > 1 ? `<dt>Owners</dt><dd id="owners">${account.owners.map((o) => `${escapeHtml(o.owner.name)}: ${usDate(o.from)} to ${o.to ? usDate(o.to) : 'today'}${o.deedReference ? ` (deed ${escapeHtml(o.deedReference)})` : ''}`).join('<br />')}</dd>` : ''}
      ${account.reclassifications.length ? `<dt>Changes of use</dt><dd id="reclassifications">${account.reclassifications.map((r) => `${escapeHtml(r.previousClass)} to ${escapeHtml(r.propertyClass)} from ${usDate(r.effectiveOn)}: ${escapeHtml(r.reason)}`).join('<br />')}</dd>` : ''}
      ${account.utilizationForms.length ? `<dt>Utilization forms</dt><dd id="forms">${account.utilizationForms.map((f) => `${escapeHtml(f.requirementId)} filed ${usDate(f.filedOn)}`).join('<br />')}</dd>` : ''}
      ${account.taxSales.length ? `<dt>Tax sales</dt><dd id="tax-sales">${account.taxSales.map((t) => `${escapeHtml(t.taxSaleId)} on ${usDate(t.saleDate)}: bills ${t.billIds.map(escapeHtml).join(', ')}; advertising ${money(t.advertising)}`).join('<br />')}</dd>` : ''}
    </dl>`;
}

/** Q1: a sewer district as the Town names it: "technical-park" reads "Technical park". */
const districtInWords = (district: string) =>
  district.charAt(0).toUpperCase() + district.slice(1).replace(/-/g, ' ');

type Bill = Account['bills'][number];

/** C11/N3/N9: what became of a bill: voided (and by what replaced), a replacement, a supplemental bill, made from an estimate, levied. */
function billMarks(account: Account, b: Bill): string {
  const by = account.bills.find((r) => r.replaces === b.billId);
  return [
    b.voided
      ? ` <span class="badge voided">&#10007; voided ${usDate(b.voided.voidedOn)}${by ? `, replaced by ${escapeHtml(by.billId)}` : ''}</span>`
      : '',
    b.replaces ? ` <span class="badge">replaces ${escapeHtml(b.replaces)}</span>` : '',
    b.supplements ? ` <span class="badge">supplemental to ${escapeHtml(b.supplements)}</span>` : '',
    b.estimatedSources?.length ? ' <span class="badge">estimated reading</span>' : '',
    b.levied
      ? ` <span class="badge">levied ${[b.levied, ...(b.laterLevies ?? [])].map((l) => l.taxYear).join(', ')}</span>`
      : '',
  ].join('');
}

/** N3/C11: bills made from an estimate an actual reading now contradicts (corrected by void and replace). */
function contradictedHtml(account: Account): string {
  if (!account.contradictedEstimates.length) return '';
  return `<dt>Estimates contradicted</dt><dd id="contradicted">${account.contradictedEstimates
    .map(
      (c) =>
        `Bill ${escapeHtml(c.billId)} was made from an estimated reading of the ${escapeHtml(sourceInWords(c.source))} (${g(c.estimatedGallons)} gallons): it billed ${g(c.billedDeliveredGallons)} gallons delivered (${money(c.billedRent)}); the actual reading of ${g(c.actualGallons)} gallons on ${usDate(c.actualReadOn)} makes ${g(c.actualDeliveredGallons)}. Correct it by voiding and replacing the bill.`,
    )
    .join('<br />')}</dd>`;
}

/** C11: the statement's badge for an entry of a voided bill, or of its replacement. */
function entryMark(account: Account, e: Entry): string {
  if (e.kind !== 'rent' && e.kind !== 'charge') return '';
  const bill = account.bills.find((b) => b.billId === e.reference);
  if (bill?.voided) return ' <span class="badge voided">&#10007; voided</span>';
  if (bill?.replaces) return ' <span class="badge">replacement</span>';
  return '';
}

type Entry = Statement['entries'][number];

/** Hides a reversed entry and the entry that reversed it (a pair that nets to nothing). */
function folded(entries: readonly Entry[]): { shown: Entry[]; pairs: number } {
  const reversedRefs = new Set(
    entries.filter((e) => e.reversed).map((e) => `${e.kind}:${e.reference}`),
  );
  const undoes = (e: Entry) =>
    e.kind.endsWith('-reversal') &&
    reversedRefs.has(`${e.kind.replace(/-reversal$/, '')}:${e.reference}`);
  const shown = entries.filter((e) => !e.reversed && !undoes(e));
  return { shown, pairs: entries.filter((e) => e.reversed).length };
}

/** The account views opened so far: the latest is the one the page shows. */
let opened = 0;

/**
 * Whether this view (the `view`-th opened) is still the page: the clerk may
 * have opened another page, or this account again, while its answers came.
 */
function stillShowing(view: number, accountId: string): boolean {
  const shown = /^#\/account\/([^?]+)/.exec(location.hash);
  return view === opened && shown !== null && decodeURIComponent(shown[1]) === accountId;
}

/**
 * The account: its facts, a balance as of a date (and as known at an
 * instant), the amount to pay today, the statement with running balance, its
 * printed documents, and the work the signed-in role may do on it.
 */
export async function accountView(main: HTMLElement, accountId: string): Promise<void> {
  const view = ++opened;
  const current = () => stillShowing(view, accountId);
  main.innerHTML = `<p aria-live="polite">Loading account ${escapeHtml(accountId)}...</p>`;
  let account: Account;
  let who: Me | null;
  let names: ReadonlyMap<string, string>;
  let accrued: 'Interest' | 'Penalties';
  try {
    let all: Awaited<ReturnType<typeof municipalities>>;
    [account, who, all] = await Promise.all([
      api.get<Account>(`/v1/accounts/${enc(accountId)}`),
      whoAmI(),
      municipalities(),
    ]);
    // the municipality by the name its documents print, not its code
    names = new Map(all.map((m) => [m.municipality, m.displayName]));
    accrued = accruesInterest(all, account.municipality) ? 'Interest' : 'Penalties';
  } catch (e) {
    if (!current()) return;
    main.innerHTML = `<p class="form-error" role="alert">${escapeHtml((e as Error).message)}</p><p><a href="#/accounts">Back to search</a></p>`;
    return;
  }
  // a slow answer for an account the clerk has since left is not painted over the one chosen last (its forms would act on it)
  if (!current()) return;
  const state = hashParams();
  // this view's own root: once the clerk opens another page, main holds that page and every late
  // write of this view lands in its detached root (a same account opened again is another view)
  const root = document.createElement('div');
  root.innerHTML = `
    <p class="no-print"><a href="#/accounts">&larr; Search</a></p>
    <h2>Account ${escapeHtml(account.accountId)}</h2>
    <div class="account-top">
      <div id="facts">${factsHtml(account, names)}</div>
      <section aria-labelledby="balance-heading">
        <h3 id="balance-heading">Balance</h3>
        <table class="balance" aria-live="polite"><tbody id="balance"></tbody></table>
      </section>
    </div>
    <p class="no-print documents">
      <button type="button" id="print-statement">Statement (PDF)</button>
      <button type="button" id="print-notice">Delinquency notice (PDF)</button>
      <button type="button" id="print-screen">Print this page</button>
      <span class="form-error" id="documents-error" role="alert"></span>
    </p>
    <form id="as-of-form" class="inline no-print">
      <div><label for="as-of">Balance as of</label><input id="as-of" type="date" required value="${escapeHtml(state.get('asOf') ?? todayIso())}" /><span class="field-error" data-error-for="asOf"></span></div>
      <div><label for="known-at">As known at, New York time (optional)</label><input id="known-at" type="datetime-local" step="1" value="${escapeHtml(state.get('knownAt') ? toOfficeInput(state.get('knownAt')!) : '')}" /><span class="field-error" data-error-for="knownAt"></span></div>
      <div><label><input id="fold" type="checkbox"${state.get('fold') === '1' ? ' checked' : ''} /> Hide reversed pairs</label></div>
      <p class="form-error" role="alert"></p>
    </form>
    <p id="known-note" class="muted" aria-live="polite"></p>
    <section aria-labelledby="actions-heading" class="no-print" id="actions-section">
      <h3 id="actions-heading">Work on this account</h3>
      <div id="account-confirmation" class="confirmation" role="status" aria-live="polite"></div>
      <div id="actions"></div>
    </section>
    <section aria-labelledby="readings-heading">
      <h3 id="readings-heading">Water readings</h3>
      <div id="readings" aria-live="polite"></div>
      <div id="bill-lines-place"></div>
    </section>
    <section aria-labelledby="statement-heading">
      <h3 id="statement-heading">Statement</h3>
      <p class="help">Each entry shows the day it took effect and when the ledger learned it. <span class="badge">&#8630; backdated</span> entries changed history already shown; <span class="badge">&#10007; reversed</span> entries were later undone.</p>
      <p id="folded-note" class="muted"></p>
      <table class="statement"><thead><tr><th scope="col">Effective</th><th scope="col">Recorded</th><th scope="col">Entry</th><th scope="col" class="num">Amount</th><th scope="col" class="num">Balance</th></tr></thead><tbody id="statement"></tbody></table>
    </section>`;
  main.replaceChildren(root);
  const form = root.querySelector<HTMLFormElement>('#as-of-form')!;
  const asOf = root.querySelector<HTMLInputElement>('#as-of')!;
  const knownAt = root.querySelector<HTMLInputElement>('#known-at')!;
  const fold = root.querySelector<HTMLInputElement>('#fold')!;
  const balanceBody = root.querySelector<HTMLElement>('#balance')!;
  const notice = root.querySelector<HTMLButtonElement>('#print-notice')!;
  const statementBody = root.querySelector<HTMLElement>('#statement')!;
  let seq = 0;
  const refresh = async () => {
    const mine = ++seq;
    const knownAtIso = knownAt.value ? fromOfficeInput(knownAt.value) : null;
    setHashParams({ asOf: asOf.value, knownAt: knownAtIso, fold: fold.checked ? '1' : null });
    const params = new URLSearchParams({
      asOf: asOf.value,
      ...(knownAtIso ? { knownAt: knownAtIso } : {}),
    });
    try {
      const known = knownAtIso ? `&${new URLSearchParams({ knownAt: knownAtIso })}` : '';
      const [b, p, s, facts, readings] = await Promise.all([
        api.get<Balance>(`/v1/accounts/${enc(accountId)}/balance?${params}`),
        // what to quote at the counter: the balance today with what the rules made due that no run has booked yet
        // (C3: as known at the instant asked, like every other figure on the screen)
        api.get<Payoff>(`/v1/accounts/${enc(accountId)}/payoff?on=${todayIso()}${known}`),
        api.get<Statement>(
          `/v1/accounts/${enc(accountId)}/statement?${new URLSearchParams({ to: asOf.value, ...(knownAtIso ? { knownAt: knownAtIso } : {}) })}`,
        ),
        knownAtIso
          ? api.get<Account>(
              `/v1/accounts/${enc(accountId)}?${new URLSearchParams({ knownAt: knownAtIso })}`,
            )
          : Promise.resolve(account),
        // N3: the readings on file, as known at the same instant as the facts
        api.get<Readings>(
          `/v1/accounts/${enc(accountId)}/readings${knownAtIso ? `?${new URLSearchParams({ knownAt: knownAtIso })}` : ''}`,
        ),
      ]);
      // the page is shared: answers that come once the clerk has opened another account paint nothing
      if (mine !== seq || !current()) return;
      root.querySelector('#facts')!.innerHTML = factsHtml(facts, names);
      root.querySelector('#readings')!.innerHTML = readingsHtml(readings);
      root.querySelector('#bill-lines-place')!.innerHTML = billLinesHtml(facts);
      root.querySelector('#known-note')!.textContent = knownAtIso
        ? `Every figure, fact and printed statement here is as the ledger knew it at ${usDateTime(knownAtIso)}. A delinquency notice is printed only as known now: clear "As known at" to print one.`
        : '';
      // #28.4: printed is what is on screen; the notice can only be printed with today's knowledge
      notice.disabled = knownAtIso !== null;
      const row = (label: string, value: string, id: string) =>
        `<tr><th scope="row">${label}</th><td class="num" id="${id}">${money(value)}</td></tr>`;
      balanceBody.innerHTML = [
        row('Rent', b.rent, 'bal-rent'),
        // W1: the municipality's own word for what accrues (Watervliet's interest, N4's and Q3's penalties)
        row(accrued, b.penalties, 'bal-penalties'),
        row('Charges', b.charges, 'bal-charges'),
        row('Credit', b.credit, 'bal-credit'),
        `<tr class="total"><th scope="row">Total owed on ${usDate(b.asOf)}</th><td class="num" id="bal-total">${money(b.total)}</td></tr>`,
        row('Refund due to the owner', b.refundDue, 'bal-refund'),
        row('Levied to the tax roll', b.leviedToTaxRoll, 'bal-levied'),
        `<tr class="total"><th scope="row">Amount to pay today${knownAtIso ? ' (as then known)' : ''}${pendingWords(p.notYetBooked)}${p.payoff.startsWith('-') ? ': nothing, the account is in credit' : ''}</th><td class="num" id="bal-payoff">${money(p.payoff)}</td></tr>`,
      ].join('');
      const { shown, pairs } = fold.checked ? folded(s.entries) : { shown: s.entries, pairs: 0 };
      root.querySelector('#folded-note')!.textContent = pairs
        ? `${counted(pairs, 'reversed pair')} hidden.`
        : '';
      statementBody.innerHTML =
        shown
          .map(
            (e) => `<tr class="${e.backdated ? 'backdated' : ''} ${e.reversed ? 'reversed' : ''}">
              <td>${usDate(e.effectiveDate)}</td><td>${usDateTime(e.recordedAt)}</td>
              <td>${escapeHtml(e.description).replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (d) => usDate(d))}${e.backdated ? ' <span class="badge">&#8630; backdated</span>' : ''}${e.reversed ? ' <span class="badge">&#10007; reversed</span>' : ''}${entryMark(facts, e)}</td>
              <td class="num">${money(e.amount)}</td><td class="num">${money(e.balance)}</td></tr>`,
          )
          .join('') || '<tr><td colspan="5" class="muted">No entries by this date.</td></tr>';
      statementBody.dataset.asOf = asOf.value;
      clearErrors(form);
    } catch (e) {
      if (mine !== seq || !current()) return;
      // an error never leaves an earlier answer on screen under it
      balanceBody.innerHTML = '';
      statementBody.innerHTML = '';
      root.querySelector('#readings')!.innerHTML = '';
      delete statementBody.dataset.asOf;
      showError(form, e);
    }
  };
  /** After a write: the facts (bills, payments) and the figures again. */
  const reload = async () => {
    account = await api.get<Account>(`/v1/accounts/${enc(accountId)}`);
    if (!current()) return;
    root.querySelector('#facts')!.innerHTML = factsHtml(account, names);
    await refresh();
    if (!current()) return;
    await renderActions();
  };
  const documentsError = root.querySelector<HTMLElement>('#documents-error')!;
  const fetchDocument = (path: string, name: string) => {
    documentsError.textContent = '';
    api.download(path, name).catch((e: Error) => (documentsError.textContent = e.message));
  };
  main
    .querySelector('#print-statement')!
    .addEventListener('click', () =>
      fetchDocument(
        `/v1/accounts/${enc(accountId)}/statement/document?${new URLSearchParams({ to: asOf.value, ...(knownAt.value ? { knownAt: fromOfficeInput(knownAt.value) } : {}) })}`,
        `statement-${accountId}.pdf`,
      ),
    );
  notice.addEventListener('click', () =>
    fetchDocument(
      `/v1/accounts/${enc(accountId)}/delinquency-notice?on=${todayIso()}`,
      `notice-${accountId}.pdf`,
    ),
  );
  root.querySelector('#print-screen')!.addEventListener('click', () => window.print());
  root.querySelector('#facts')!.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.dataset.bill)
      fetchDocument(
        `/v1/bills/${enc(target.dataset.bill)}/document`,
        `bill-${target.dataset.bill}.pdf`,
      );
    if (target.dataset.receipt)
      fetchDocument(
        `/v1/accounts/${enc(accountId)}/payments/${enc(target.dataset.receipt)}/receipt`,
        `receipt-${target.dataset.receipt}.pdf`,
      );
  });
  const renderActions = async () => {
    const where = root.querySelector<HTMLElement>('#actions')!;
    const open = [...where.querySelectorAll<HTMLDetailsElement>('details[open]')].map(
      (d) => d.dataset.path,
    );
    where.innerHTML = '';
    await accountActions(where, who, account, {
      reload,
      download: fetchDocument,
      confirmAt: root.querySelector<HTMLElement>('#account-confirmation')!,
    });
    where
      .querySelectorAll<HTMLDetailsElement>('details')
      .forEach((d) => (d.open ||= open.includes(d.dataset.path)));
    if (!where.children.length) root.querySelector<HTMLElement>('#actions-section')!.hidden = true;
  };
  onSettledDates([asOf, knownAt], () => void refresh());
  fold.addEventListener('change', () => void refresh());
  await Promise.all([refresh(), renderActions()]);
}
