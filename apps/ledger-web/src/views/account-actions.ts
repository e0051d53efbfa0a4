import { api } from '../api';
import type { Account, Me, Payoff } from '../api-answers';
import { counted, currentFiscalYear, escapeHtml, money, todayIso, usDate } from '../format';
import { action, addAction, newId, type Action } from '../forms';
import { accruesInterest, hasChapter, municipalities } from '../municipalities';
import { operation } from '../openapi';
import { billCorrections } from './bill-corrections';

interface Hooks {
  reload(): Promise<void>;
  download(path: string, name: string): void;
  /** Where confirmations stay while the forms are drawn again. */
  readonly confirmAt: HTMLElement;
}

/** Q2: today's calendar quarter as the Town names it, such as 2026-Q4. */
const currentQuarter = () => {
  const [year, month] = todayIso().split('-').map(Number);
  return `${year}-Q${Math.ceil(month / 3)}`;
};

const ACCOUNT = '/v1/accounts/{accountId}';

/**
 * The work the office does on one account, each offered only to the roles
 * the API lets do it and only where the municipality's law has the chapter:
 * the counter's (payments, returned checks, usage, owners), the Board's
 * (adjustments, waivers) and the treasurer's (a single bill, refunds).
 */
export async function accountActions(
  where: HTMLElement,
  who: Me | null,
  account: Account,
  hooks: Hooks,
): Promise<void> {
  const params = { accountId: account.accountId };
  const all = await municipalities();
  const mine = all.find((m) => m.municipality === account.municipality);
  const period = mine?.period;
  // #28.9: the period field of the account's municipality only, its current fiscal year where it has one
  const otherPeriods = [...new Set(all.map((m) => m.period.field))].filter(
    (f) => f !== period?.field,
  );
  const periodDefault: Record<string, string> =
    period?.field === 'fiscalYear'
      ? { fiscalYear: String(currentFiscalYear()) }
      : period?.field === 'quarter'
        ? { quarter: currentQuarter() }
        : {};
  // the account's municipality bills by its period: asked, and required
  const periodRequired = () => (period ? [period.field] : []);
  // N3/N12: water metered as never reaching the sewer is asked only where the account's law deducts it
  const meteredOut = mine?.nonDischargedWaterDeductedFor.includes(account.propertyClass)
    ? []
    : ['meteredNonDischargedGallons'];
  const enc = encodeURIComponent;
  const openPayments = account.payments
    .filter((p) => !p.reversal)
    .map((p) => ({
      value: p.paymentId,
      label: `${p.paymentId}: ${money(p.amount)} on ${usDate(p.receivedOn)}${p.method ? ` (${p.method})` : ''}`,
    }));
  // #28.12: the Board reads the owner's claim beside the application it decides
  const pending = account.adjustmentApplications
    .filter((a) => a.status === 'pending')
    .map((a) => ({
      value: a.applicationId,
      label: `${a.applicationId} on bill ${a.billId}`,
      detail: `The owner's claim, filed ${usDate(a.filedOn)}: ${a.claim}`,
    }));
  const granted = account.adjustmentApplications
    .filter((a) => a.status === 'granted' && !a.refund)
    .map((a) => a.applicationId);
  const billIds = account.bills.map((b) => b.billId);
  const accrued = accruesInterest(all, account.municipality) ? 'interest' : 'penalties';
  const actions: Action[] = [
    action({
      path: `${ACCOUNT}/payments`,
      title: 'Post a payment',
      defaults: { paymentId: newId('PMT'), receivedOn: todayIso(), method: 'check' },
      // #28.7: the methods the municipality takes; a check is posted with its number
      ...(mine ? { options: { method: mine.paymentMethods } } : {}),
      labels: { reference: 'Check number or reference' },
      required: (values) => (values.method === 'check' ? ['reference'] : []),
      help: {
        reference:
          'The number printed on the check; for other methods, any reference the payer gives.',
      },
      ask: (body): Record<string, string> =>
        body.method === 'check' && !body.reference
          ? { reference: 'Type the check number printed on the check.' }
          : {},
      // #28.6: the amount to pay today, the same figure the page quotes
      fill: {
        field: 'amount',
        label: 'Pay the amount due',
        value: async () =>
          (await api.get<Payoff>(`/v1/accounts/${enc(account.accountId)}/payoff?on=${todayIso()}`))
            .payoff,
      },
      confirm: (r) =>
        `Payment ${escapeHtml(r.paymentId)} of ${money(r.amount)} received ${usDate(r.receivedOn)} is recorded. <button type="button" class="print-receipt">Print receipt</button>`,
      wire: (at, r) =>
        at
          .querySelector('.print-receipt')
          ?.addEventListener('click', () =>
            hooks.download(
              `/v1/accounts/${enc(account.accountId)}/payments/${enc(r.paymentId)}/receipt`,
              `receipt-${r.paymentId}.pdf`,
            ),
          ),
      after: hooks.reload,
    }),
    ...(openPayments.length
      ? [
          action({
            path: `${ACCOUNT}/payments/{paymentId}/reversal`,
            title: 'Reverse a returned check',
            choices: { paymentId: openPayments },
            defaults: { reversedOn: todayIso(), reason: 'returned check' },
            after: hooks.reload,
          }),
        ]
      : []),
    action({
      path: `${ACCOUNT}/water-usage`,
      title: 'Record water usage',
      omit: [...otherPeriods, ...meteredOut],
      required: periodRequired,
      defaults: periodDefault,
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/owner-changes`,
      title: 'Change owner or mailing address',
      defaults: {
        ownerChangeId: newId('OWN'),
        'owner.name': account.owner.name,
        'owner.mailingAddress': account.owner.mailingAddress,
        effectiveOn: todayIso(),
      },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/reclassifications`,
      title: 'Record a change of use',
      defaults: { reclassificationId: newId('USE'), effectiveOn: todayIso() },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/adjustment-applications`,
      title: 'File an adjustment application',
      defaults: {
        applicationId: newId('ADJ'),
        filedOn: todayIso(),
        billId: billIds[billIds.length - 1] ?? '',
      },
      after: hooks.reload,
    }),
    ...(pending.length
      ? [
          action({
            path: `${ACCOUNT}/adjustment-applications/{applicationId}/grant`,
            title: 'Grant an adjustment',
            choices: { applicationId: pending },
            labels: { resolution: "Board's resolution" },
            defaults: { grantedOn: todayIso() },
            // what the grant wrote, in money: its split (N6), as the statement will show it
            confirm: (r) =>
              `Adjustment ${escapeHtml(r.applicationId)} granted on ${usDate(r.grantedOn)}: a credit of ${money(r.credit)}, ${money(r.appliedToRent)} against unpaid rent${r.certifiedToTaxRoll !== '0.00' ? `, ${money(r.certifiedToTaxRoll)} certified to the tax roll` : ''}, ${money(r.refundDue)} to be refunded.`,
            after: hooks.reload,
          }),
          action({
            path: `${ACCOUNT}/adjustment-applications/{applicationId}/denial`,
            title: 'Deny an adjustment',
            choices: { applicationId: pending },
            labels: { resolution: "Board's resolution" },
            defaults: { deniedOn: todayIso() },
            after: hooks.reload,
          }),
        ]
      : []),
    action({
      path: `${ACCOUNT}/penalty-waivers`,
      // W1: the municipality's word for what accrues (Watervliet's interest)
      title: `Waive ${accrued}`,
      // C13, as the ledger reads it: what is still unpaid and booked up to the date is waived, never what was paid
      lead: `Waives the ${accrued} still unpaid on the bill, as booked up to the date it is waived on. ${accrued === 'interest' ? 'Interest' : 'A penalty'} already paid is not waived.`,
      // C13/N11: a waiver is the Board's, by resolution: the form asks for it, not only the API's refusal
      labels: { resolution: "Board's resolution" },
      help: {
        resolution:
          'The number and words of the resolution that waives them, e.g. Board Res. 2025-40: good cause shown.',
      },
      defaults: {
        waiverId: newId('WVR'),
        waivedOn: todayIso(),
        billId: billIds[billIds.length - 1] ?? '',
      },
      confirm: (r) =>
        `Waiver ${escapeHtml(r.waiverId)}: ${money(r.amount)} of ${accrued} on bill ${escapeHtml(r.billId)} waived as of ${usDate(r.waivedOn)}.`,
      after: hooks.reload,
    }),
    ...(granted.length
      ? [
          action({
            path: `${ACCOUNT}/refunds`,
            title: 'Pay a refund',
            defaults: { refundId: newId('REF'), applicationId: granted[0], paidOn: todayIso() },
            // the check to write (N7): principal and the interest for the days late
            confirm: (r) =>
              `Refund ${escapeHtml(r.refundId)} paid on ${usDate(r.paidOn)}: write the check for ${money(r.total)}${r.daysLate > 0 ? ` (${money(r.principal)} and ${money(r.interest)} interest for ${counted(r.daysLate, 'day')} late)` : ''}.`,
            after: hooks.reload,
          }),
        ]
      : []),
    action({
      path: `${ACCOUNT}/utilization-forms`,
      title: 'Record a utilization form filed',
      defaults: { formId: newId('FORM'), filedOn: todayIso() },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/unit-status`,
      title: "Change a unit's status",
      defaults: { effectiveOn: todayIso() },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/water-turn-ons`,
      title: 'Record water turned on',
      defaults: { turnOnId: newId('TON'), turnedOnOn: todayIso() },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/occupancy-findings`,
      title: 'Record an occupancy finding',
      defaults: { findingId: newId('OCC'), foundOn: todayIso() },
      after: hooks.reload,
    }),
    action({
      path: `${ACCOUNT}/bills`,
      title: 'Render a single bill',
      // a correction's void and right reading are given on the bill itself ("Correct a bill")
      omit: [...otherPeriods, 'void', 'reading'],
      required: periodRequired,
      defaults: { ...periodDefault, billId: newId('B'), billDate: todayIso() },
      after: hooks.reload,
    }),
  ];
  for (const each of actions) {
    const op = await operation(each.path).catch(() => null);
    if (!op || !hasChapter(all, account.municipality, op.chapter)) continue;
    await addAction(where, who, { ...each, params, confirmAt: hooks.confirmAt });
  }
  // C11: every municipality corrects a bill by void and replacement
  // a correction's reading asks only what the account's law bills on (N3/N12): water metered as never
  // reaching the sewer where the class the account had on the bill's date is deducted it
  const deductedOn = (date: string) =>
    mine?.nonDischargedWaterDeductedFor.includes(classOn(account, date)) ?? false;
  if (period)
    await billCorrections(where, who, account, period.field, otherPeriods, deductedOn, hooks);
}

/**
 * N12: the account's class on a date, by the rule a bill takes it (the domain's `propertyClassOn`):
 * the change of use with the latest effective date on or before it, of two on one date the one
 * recorded later (the answer lists them as recorded), else the class at opening (the first
 * recorded change's previous class: nothing had changed it then).
 */
function classOn(account: Account, date: string): string {
  const changes = account.reclassifications;
  let current: (typeof changes)[number] | null = null;
  for (const r of changes)
    if (r.effectiveOn <= date && (!current || r.effectiveOn >= current.effectiveOn)) current = r;
  return current?.propertyClass ?? changes[0]?.previousClass ?? account.propertyClass;
}
