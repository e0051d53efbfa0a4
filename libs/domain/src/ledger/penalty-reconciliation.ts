import { replacedChainOf } from '../account/bill-chain';
import { evolveAccount, type AccountState } from '../account/account-state';
import type { FormRequirement } from '../account/account-commands';
import type { AccountEvent, PenaltyAccrued, PenaltyReversed } from '../account/account-events';
import { tariffOf } from '../tariffs/registry';
import type { CivilDate } from '../dates/civil-date';
import { formatAmount, parseRate } from '../money/money';
import { accrualKey } from './fold/accruals';
import { type ComputedAccrual, foldLedger } from './ledger-fold';
import { ledgerInput } from './ledger-input';

/**
 * C7 Penalty runs are reconciliations. From the current facts, compute which
 * accruals should exist on or before `through` (C6; N4 penalties, W1 interest); book those missing,
 * reverse those that should not exist or whose amount is now wrong (effective
 * on the original accrual date) and book the right amount. Running it twice
 * changes nothing. Booked accruals after `through` are left alone.
 */
export function reconcilePenalties(
  state: AccountState,
  through: CivilDate,
): Array<PenaltyAccrued | PenaltyReversed> {
  const keyOf = (billId: string, rule: string, date: CivilDate) =>
    accrualKey(billId, rule, state.bills.get(billId)!.data.penaltyRule, date);
  const ideal = foldLedger(ledgerInput(state), { kind: 'computed' }, through).accruals;
  const wanted = new Map(ideal.map((a) => [keyOf(a.billId, a.rule, a.accrualDate), a]));
  const { booked, timesBooked } = bookedThrough(state, through, keyOf);
  const reversed: PenaltyReversed[] = [];
  for (const [key, existing] of booked) {
    const should = wanted.get(key);
    if (!should || formatAmount(should.amount) !== existing.amount)
      reversed.push(reversalOf(state, existing.penaltyId, should));
  }
  const accrued: PenaltyAccrued[] = [];
  for (const [key, a] of wanted)
    if (booked.get(key)?.amount !== formatAmount(a.amount))
      accrued.push(accrualOf(state, a, (timesBooked.get(key) ?? 0) + 1));
  const byDate = <T extends { effectiveDate: string }>(a: T, b: T) =>
    a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : 0;
  return [...reversed.sort(byDate), ...accrued.sort(byDate)];
}

/** The accruals booked and not reversed through the date, by key; and how often each key was ever booked (for a fresh id). */
function bookedThrough(
  state: AccountState,
  through: CivilDate,
  keyOf: (billId: string, rule: string, date: CivilDate) => string,
) {
  const booked = new Map<string, { penaltyId: string; amount: string }>();
  const timesBooked = new Map<string, number>();
  for (const p of state.penalties.values()) {
    const { billId, rule, accrualDate, penaltyId, amount } = p.accrued.data;
    const key = keyOf(billId, rule, accrualDate);
    timesBooked.set(key, (timesBooked.get(key) ?? 0) + 1);
    if (p.reversal === null && accrualDate <= through) booked.set(key, { penaltyId, amount });
  }
  return { booked, timesBooked };
}

/** C7: a booked accrual reversed on its own date: recomputed as another amount, or no longer supported. */
function reversalOf(
  state: AccountState,
  penaltyId: string,
  should: ComputedAccrual | undefined,
): PenaltyReversed {
  const p = state.penalties.get(penaltyId)!.accrued.data;
  // C11: every accrual of a voided bill is reversed, and the void is why (not a payment, nor a levy)
  const voided = state.voids.get(p.billId)?.data;
  return {
    type: 'PenaltyReversed',
    schemaVersion: 1,
    effectiveDate: p.accrualDate,
    data: {
      accountId: state.opened!.data.accountId,
      penaltyId: p.penaltyId,
      billId: p.billId,
      accrualDate: p.accrualDate,
      amount: p.amount,
      reason: should
        ? `C7: recomputed from current facts as ${formatAmount(should.amount)} on an unpaid rent of ${formatAmount(should.base)}`
        : voided
          ? `C11: bill ${p.billId} was voided on ${voided.voidedOn}; nothing accrues on a voided bill`
          : 'C7: not supported by current facts (the rent was paid by the end of the previous day, or the bill was levied)',
    },
  };
}

/** C6/C7: an accrual the facts call for, booked: the bill's own (N4, W1, Q3) or a tax sale's surcharge (W3); the n-th time for its key. */
function accrualOf(state: AccountState, a: ComputedAccrual, n: number): PenaltyAccrued {
  const bill = state.bills.get(a.billId)!.data;
  const own = a.rule === bill.penaltyRule;
  // C11 x W3: a replacement's surcharge is the sale's that listed the bill it replaces
  const listedAs = own ? [] : replacedChainOf(state, a.billId);
  const surcharge = own
    ? null
    : [...state.taxSales.values()].find(
        (t) => listedAs.some((id) => t.data.billIds.includes(id)) && t.data.penalty.rule === a.rule,
      )!.data.penalty;
  const id = own
    ? `${a.billId}/penalty/${a.accrualDate}`
    : `${a.billId}/${a.rule}/${a.accrualDate}`;
  return {
    type: 'PenaltyAccrued',
    schemaVersion: 1,
    effectiveDate: a.accrualDate,
    data: {
      accountId: state.opened!.data.accountId,
      penaltyId: n === 1 ? id : `${id}/${n}`,
      billId: a.billId,
      accrualDate: a.accrualDate,
      base: formatAmount(a.base),
      // W3: the yearly rate over the accruals a year, as the amount was computed (base x rate, rounded once)
      rate: surcharge
        ? parseRate(surcharge.annualRate)
            .dividedBy(surcharge.accrualsPerYear)
            .toDecimalPlaces(8)
            .toString()
        : bill.penaltyRate,
      amount: formatAmount(a.amount),
      rule: a.rule,
    },
  };
}

/**
 * C7/N9: the account as a penalty run through `through` would leave it: the
 * run's reversals and accruals (`events`) folded into the state (not
 * recorded: they carry the recorded time of the account's last fact). A lien
 * statement and its levy read arrears from this state, never from stale
 * bookings; the levy books `events` before it levies.
 */
export function reconciledThrough(
  state: AccountState,
  through: CivilDate,
  formRequirements: readonly FormRequirement[] = [],
): { readonly state: AccountState; readonly events: AccountEvent[] } {
  const recordedAt = state.history.at(-1)?.recordedAt ?? new Date(0).toISOString();
  // the run's own two reconciliations, from the same state (as ReconcileAccountPenalties makes
  // them): a form charge a run would book meets a credit before a later bill's rent does (C5)
  const events: AccountEvent[] = [
    ...reconcilePenalties(state, through),
    ...(tariffOf(state.opened!.data.municipality).forms?.reconcile(
      state,
      through,
      formRequirements,
    ) ?? []),
  ];
  return {
    state: events.reduce((s, event) => evolveAccount(s, { ...event, recordedAt }), state),
    events,
  };
}
