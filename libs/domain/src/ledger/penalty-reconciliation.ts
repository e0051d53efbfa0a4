import { evolveAccount, type AccountState } from '../account/account-state';
import type { PenaltyAccrued, PenaltyReversed } from '../account/account-events';
import type { CivilDate } from '../dates/civil-date';
import { formatAmount, parseRate } from '../money/money';
import { accrualKey } from './fold/accruals';
import { foldLedger } from './ledger-fold';
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
  const accountId = state.opened!.data.accountId;
  const ideal = foldLedger(ledgerInput(state), { kind: 'computed' }, through).accruals;
  const ruleOf = (billId: string) => state.bills.get(billId)!.data.penaltyRule;
  const wanted = new Map(
    ideal.map((a) => [accrualKey(a.billId, a.rule, ruleOf(a.billId), a.accrualDate), a]),
  );
  const booked = new Map<string, { penaltyId: string; amount: string }>();
  const timesBooked = new Map<string, number>();
  for (const p of state.penalties.values()) {
    const key = accrualKey(
      p.accrued.data.billId,
      p.accrued.data.rule,
      ruleOf(p.accrued.data.billId),
      p.accrued.data.accrualDate,
    );
    timesBooked.set(key, (timesBooked.get(key) ?? 0) + 1);
    if (p.reversal === null && p.accrued.data.accrualDate <= through)
      booked.set(key, { penaltyId: p.accrued.data.penaltyId, amount: p.accrued.data.amount });
  }

  const reversed: PenaltyReversed[] = [];
  const accrued: PenaltyAccrued[] = [];
  for (const [key, existing] of booked) {
    const should = wanted.get(key);
    if (should && formatAmount(should.amount) === existing.amount) continue;
    const p = state.penalties.get(existing.penaltyId)!.accrued.data;
    reversed.push({
      type: 'PenaltyReversed',
      schemaVersion: 1,
      effectiveDate: p.accrualDate,
      data: {
        accountId,
        penaltyId: p.penaltyId,
        billId: p.billId,
        accrualDate: p.accrualDate,
        amount: p.amount,
        reason: should
          ? `C7: recomputed from current facts as ${formatAmount(should.amount)} on an unpaid rent of ${formatAmount(should.base)}`
          : 'C7: not supported by current facts (the rent was paid by the end of the previous day, or the bill was levied)',
      },
    });
  }
  for (const [key, a] of wanted) {
    const existing = booked.get(key);
    if (existing && existing.amount === formatAmount(a.amount)) continue;
    const n = (timesBooked.get(key) ?? 0) + 1;
    const bill = state.bills.get(a.billId)!.data;
    const own = a.rule === bill.penaltyRule;
    const surcharge = own
      ? null
      : [...state.taxSales.values()].find(
          (t) => t.data.billIds.includes(a.billId) && t.data.penalty.rule === a.rule,
        )!.data.penalty;
    const id = own
      ? `${a.billId}/penalty/${a.accrualDate}`
      : `${a.billId}/${a.rule}/${a.accrualDate}`;
    accrued.push({
      type: 'PenaltyAccrued',
      schemaVersion: 1,
      effectiveDate: a.accrualDate,
      data: {
        accountId,
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
    });
  }
  const byDate = <T extends { effectiveDate: string }>(a: T, b: T) =>
    a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : 0;
  return [...reversed.sort(byDate), ...accrued.sort(byDate)];
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
): { readonly state: AccountState; readonly events: Array<PenaltyAccrued | PenaltyReversed> } {
  const recordedAt = state.history.at(-1)?.recordedAt ?? new Date(0).toISOString();
  const events = reconcilePenalties(state, through);
  return {
    state: events.reduce((s, event) => evolveAccount(s, { ...event, recordedAt }), state),
    events,
  };
}
