import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { type ByEventType, onEvent } from '../account/by-event-type';
import { END_OF_TIME, positionAsOf } from './balance';
import type { LedgerPosition } from './ledger-fold';
import type { Wording } from '../tariffs/tariff';

export type StatementEntryKind =
  | 'rent'
  | 'bill-void'
  | 'charge'
  | 'charge-reversal'
  | 'penalty'
  | 'penalty-reversal'
  | 'penalty-waiver'
  | 'payment'
  | 'payment-reversal'
  | 'adjustment'
  | 'refund'
  | 'levy';

export interface StatementEntry {
  readonly effectiveDate: CivilDate;
  readonly recordedAt: string;
  readonly kind: StatementEntryKind;
  readonly reference: string;
  readonly description: string;
  /** Positive raises what is owed, negative lowers it. */
  readonly amount: Amount;
  readonly balance: Amount;
  /**
   * Recorded after an entry with a later effective date was already on the
   * account: it changed history that had been shown before (a backdated payment,
   * a check returned on a day after it was received: C4). Penalty entries are
   * the runs' reconciliations and are not flagged.
   */
  readonly backdated: boolean;
  /** A payment or penalty that a later entry reverses (C4, C7). */
  readonly reversed: boolean;
}

interface Statement {
  readonly from: CivilDate | null;
  readonly to: CivilDate | null;
  readonly openingBalance: Amount;
  readonly closingBalance: Amount;
  readonly entries: StatementEntry[];
}

interface RawEntry {
  backdated: boolean;
  reversed: boolean;
  effectiveDate: CivilDate;
  recordedAt: string;
  seq: number;
  kind: StatementEntryKind;
  reference: string;
  description: string;
  amount: Decimal;
}

/** A reason as a clerk reads it: the sentence first, its rule ids after it as a reference ("C7: recomputed ..." -> "recomputed ... (C7)"). */
function plainWords(reason: string): string {
  const m = /^([A-Z]\d+(?:\/[A-Z]\d+)*): (.*)$/s.exec(reason);
  return m ? `${m[2]} (${m[1]})` : reason;
}

/** What an event shows on the statement, before it is dated and marked. */
type Line = Pick<RawEntry, 'kind' | 'reference' | 'description' | 'amount'>;

/** A line that raises what is owed by the amount; `paid`, one that lowers it. */
const owed = (
  kind: StatementEntryKind,
  reference: string,
  description: string,
  amount: string,
) => ({
  kind,
  reference,
  description,
  amount: parseAmount(amount),
});
const paid = (...line: Parameters<typeof owed>) => {
  const owing = owed(...line);
  return { ...owing, amount: owing.amount.negated() };
};

/** What accrues on unpaid rent, as a line names it: W1's interest, N4's and Q3's penalty. */
type Accrues = Wording['accrues'];
const accrual = (accrues: Accrues) => (accrues === 'interest' ? 'Interest' : 'Penalty');
/** A rate as a person reads it: 0.0150 is 1.5%. */
const percent = (rate: string) => `${new Decimal(rate).times(100).toString()}%`;

/**
 * A billing period as the statement names it: the words the bill prints
 * ("May 1 - October 31, 2026", W1; "April 1 - June 30, 2021", Q2), given by the
 * caller from the municipality's tariff (the domain knows no registry); the
 * period's code where none is given.
 */
type PeriodName = (period: string) => string;
const byCode: PeriodName = (period) => `period ${period}`;

/** N1: a fiscal year by its number, any other period as the caller names it. */
const periodOf = (data: { fiscalYear: number | null; period: string }, name: PeriodName) =>
  data.fiscalYear !== null ? `fiscal year ${data.fiscalYear}` : name(data.period);

/** The lines each event shows (positive raises what is owed); other events show none. */
const LINES: ByEventType<[LedgerPosition, Accrues, PeriodName], readonly Line[]> = {
  BillRendered: ({ data }, _, __, name) => {
    const period = periodOf(data, name);
    // C11: a replacement says which voided bill it replaces; a supplemental bill, which replacement it supplements
    const replaces = data.replaces ? `, replaces voided bill ${data.replaces}` : '';
    const supplements = data.supplements ? `, supplemental to bill ${data.supplements}` : '';
    const rent = owed(
      'rent',
      data.billId,
      `Sewer rent, ${period}, due ${data.dueDate}${replaces}${supplements}`,
      data.rent,
    );
    if (data.charges === '0.00') return [rent];
    const charged = data.lines.filter((l) => l.code.endsWith('penalty')).map((l) => l.description);
    const description = `Charges billed with the rent: ${charged.join('; ')}`;
    return [rent, owed('charge', data.billId, description, data.charges)];
  },
  BillVoided: ({ data }) => [
    paid(
      'bill-void',
      data.voidId,
      `Bill ${data.billId} voided (C11): ${data.reason}; rent and charges no longer owed`,
      formatAmount(parseAmount(data.rent).plus(parseAmount(data.charges))),
    ),
  ],
  // C12: each figure of the old system's line, traceable to it
  BillConverted: ({ data }, _, __, name) => {
    const period = periodOf(data, name);
    const from = `converted from ${data.source} (line ${data.reference}) as of ${data.conversionDate}`;
    return [
      owed(
        'rent',
        data.billId,
        `Sewer rent, ${period}, due ${data.dueDate}, unpaid, ${from}`,
        data.rentUnpaid,
      ),
      owed(
        'penalty',
        `${data.billId}/converted`,
        `Penalties and interest unpaid, ${from}`,
        data.penaltiesUnpaid,
      ),
      owed('charge', data.billId, `Charges unpaid, ${from}`, data.chargesUnpaid),
    ].filter((l) => !l.amount.isZero());
  },
  CreditConverted: ({ data }) => [
    paid(
      'payment',
      data.creditId,
      `Account credit converted from ${data.source} (line ${data.reference}) as of ${data.conversionDate}`,
      data.amount,
    ),
  ],
  ChargeAssessed: ({ data }) => [
    owed(
      'charge',
      data.chargeId,
      `${data.description} (${data.rule}, bill ${data.billId})`,
      data.amount,
    ),
  ],
  LienLevied: ({ data }) => [
    paid(
      'levy',
      data.statementId,
      `Arrears levied on the ${data.taxYear} tax roll (N9): collected as taxes`,
      data.total,
    ),
  ],
  PenaltyAccrued: ({ data }, _, accrues) => [
    owed(
      'penalty',
      data.penaltyId,
      `${accrual(accrues)} ${data.rule}: ${percent(data.rate)} of ${data.base} unpaid rent of bill ${data.billId}`,
      data.amount,
    ),
  ],
  PenaltyReversed: ({ data }, _, accrues) => [
    paid(
      'penalty-reversal',
      data.penaltyId,
      `${accrual(accrues)} reversed: ${plainWords(data.reason)}`,
      data.amount,
    ),
  ],
  PaymentReceived: ({ data }) => [
    paid(
      'payment',
      data.paymentId,
      `Payment${data.method ? ` (${data.method})` : ''}${data.reference ? ` ref ${data.reference}` : ''}`,
      data.amount,
    ),
  ],
  PaymentReversed: ({ data }) => [
    owed(
      'payment-reversal',
      data.paymentId,
      `Payment reversed on ${data.reversedOn} (C4): ${data.reason}`,
      data.amount,
    ),
  ],
  AdjustmentGranted: ({ data }, position) => {
    // N6: the split as derived from the facts known now
    const split = position.grants.get(data.applicationId)!;
    const refund = split.refundable.isZero()
      ? ''
      : `, ${formatAmount(split.refundable)} to be refunded${data.refundDeadline ? ` by ${data.refundDeadline}` : ' (N7)'}`;
    // N9 x N6: the part that meets rent on the tax roll is the roll's correction, not cash
    const roll = split.taxRoll.isZero()
      ? ''
      : `, ${formatAmount(split.taxRoll)} against rent levied on the tax roll, to be certified to the tax collector as a correction of the roll (not refunded)`;
    // C11 x N6: the part with nothing to relieve (the bill's rent no longer owed, never paid in)
    const lapsed = split.lapsed.isZero()
      ? ''
      : `, ${formatAmount(split.lapsed)} lapsed: the rent it would relieve is no longer owed (C11)`;
    const description = `Adjustment granted (N6), credit ${data.credit}: ${formatAmount(split.applied)} against unpaid rent of bill ${split.billId === data.billId ? data.billId : `${split.billId}, the replacement of voided bill ${data.billId} (C11)`}${roll}${refund}${lapsed}`;
    return [
      {
        kind: 'adjustment',
        reference: data.applicationId,
        description,
        amount: split.applied.negated(),
      },
    ];
  },
  PenaltyWaived: ({ data }, position) => {
    // C13: what the waiver takes off as derived from the facts known now (as the journal and the
    // balance take it): an accrual it named that a re-flow reversed is not taken off a second time
    const standing = sum(
      position.applications
        .filter((a) => a.sourceKind === 'waiver' && a.source === data.waiverId)
        .map((a) => a.amount),
    );
    const since = standing.equals(parseAmount(data.amount))
      ? ''
      : ` (the resolution waived ${data.amount}; ${formatAmount(standing)} of it stands: ${sinceWords(data.billId, data.waiverId, position)}) (C13)`;
    return [
      paid(
        'penalty-waiver',
        data.waiverId,
        `Penalties of bill ${data.billId} waived: ${data.resolution}${since}`,
        formatAmount(standing),
      ),
    ];
  },
  UtilizationFormCharged: ({ data }) => [
    owed(
      'charge',
      data.chargeId,
      `Utilization form ${data.requirementId} due ${data.dueOn} not filed: 30 days (N10)`,
      data.amount,
    ),
  ],
  UtilizationFormChargeReversed: ({ data }) => [
    paid(
      'charge-reversal',
      data.chargeId,
      `Form charge reversed: ${plainWords(data.reason)}`,
      data.amount,
    ),
  ],
  RefundIssued: ({ data }, position) => {
    // paid to the owner out of the refund reserve: it does not change what the account owes
    const refund: Line = {
      kind: 'refund',
      reference: data.refundId,
      description: `Refund paid ${data.total} (principal ${data.principal}, interest ${data.interest} for ${data.daysLate} days late) (N7)`,
      amount: ZERO,
    };
    // N6: a refund beyond what is now refundable is owed again as rent
    const reowed = position.refundsReowed.get(data.refundId);
    if (!reowed) return [refund];
    // C11 x N7: on the bill the grant meets now (a replacement of the bill it named)
    const on = position.grants.get(data.applicationId)?.billId ?? data.billId;
    const description = `Refund ${data.refundId} beyond the refundable part now: owed again as rent of bill ${on} (N6)`;
    return [{ kind: 'rent', reference: data.refundId, description, amount: reowed }, refund];
  },
};

/**
 * C13, C11 x C13: why a waiver forgives other than what it listed: the bill
 * was corrected (the waiver now forgives its replacement's accruals on the
 * same dates, recomputed on the corrected rent), or a re-flow since.
 */
function sinceWords(billId: string, waiverId: string, position: LedgerPosition): string {
  const carried = position.applications.find(
    (a) => a.sourceKind === 'waiver' && a.source === waiverId && a.billId !== billId,
  );
  return carried
    ? `the bill was corrected, and it forgives the accruals of its replacement ${carried.billId} on the dates it named, recomputed on the corrected rent`
    : 'since then the accruals it named were paid by a payment dated before it, reversed or recomputed';
}

/** A payment or penalty (or form charge) that a later entry reverses (C4, C7). */
function isReversed(state: AccountState, e: AccountState['history'][number]): boolean {
  return (
    (e.type === 'PaymentReceived' && state.payments.get(e.data.paymentId)?.reversal != null) ||
    (e.type === 'PenaltyAccrued' && state.penalties.get(e.data.penaltyId)?.reversal != null) ||
    (e.type === 'UtilizationFormCharged' &&
      state.formCharges.get(e.data.chargeId)?.reversal != null)
  );
}

/** C11: the bill that replaces a voided bill, as the facts now know it. */
function replacementOf(state: AccountState, billId: string): string | undefined {
  for (const b of state.bills.values()) if (b.data.replaces === billId) return b.data.billId;
  return undefined;
}

/**
 * C11: a voided bill's lines say so (and which bill replaced it), and so does
 * the void, so the pair reads as voided and replaced wherever the statement is
 * shown (screen, paper, CSV).
 */
function correctionWords(state: AccountState, e: AccountState['history'][number]): string {
  const billId = e.type === 'BillRendered' || e.type === 'BillVoided' ? e.data.billId : undefined;
  if (billId === undefined) return '';
  const voided = state.voids.get(billId);
  if (!voided) return '';
  const by = replacementOf(state, billId);
  // a supplemental bill is never replaced: the replacement of the bill it supplements carries its rent
  const supplements = state.bills.get(billId)?.data.supplements;
  const replaced = by
    ? `replaced by bill ${by}`
    : supplements
      ? `voided with bill ${supplements}`
      : 'not yet replaced';
  return e.type === 'BillRendered'
    ? ` (voided ${voided.data.voidedOn}, ${replaced})`
    : `; ${replaced}`;
}

/** Every event's lines in the order recorded, each marked backdated (see StatementEntry) and reversed. */
function rawEntries(state: AccountState, accrues: Accrues, name: PeriodName): RawEntry[] {
  // N6: grants split, and refunds re-owed, as derived from the facts known now
  const position = positionAsOf(state, END_OF_TIME);
  let latestEffective = '';
  return state.history.flatMap((e, seq) => {
    const reversal = e.type === 'PenaltyReversed' || e.type === 'PaymentReversed';
    // C4: a returned check is effective on the payment's date, so it changed history whenever it
    // came back on a later day (reversedOn, the business date the office states, not the
    // recording instant); one returned the day it was received changed nothing shown
    const backdated =
      (e.type === 'PaymentReversed' && e.data.reversedOn > e.effectiveDate) ||
      (e.type !== 'PenaltyAccrued' &&
        e.type !== 'PenaltyReversed' &&
        e.effectiveDate < latestEffective);
    if (!reversal && e.effectiveDate > latestEffective) latestEffective = e.effectiveDate;
    const marks = { effectiveDate: e.effectiveDate, recordedAt: e.recordedAt, seq, backdated };
    const reversed = isReversed(state, e);
    const corrected = correctionWords(state, e);
    return onEvent(LINES, [], e, position, accrues, name).map((line) => ({
      ...marks,
      reversed,
      ...line,
      description: line.description + corrected,
    }));
  });
}

/**
 * An account statement with a running balance, in effective-date order (C3);
 * what accrues named as its municipality names it (`Wording.accrues`), and its
 * billing periods in the words of its bills (`periodName`).
 */
export function statementOf(
  state: AccountState,
  from: CivilDate | null,
  to: CivilDate | null,
  accrues: Accrues = 'penalties',
  periodName: PeriodName = byCode,
): Statement {
  const all = rawEntries(state, accrues, periodName).sort((a, b) =>
    a.effectiveDate !== b.effectiveDate
      ? a.effectiveDate < b.effectiveDate
        ? -1
        : 1
      : a.recordedAt !== b.recordedAt
        ? a.recordedAt < b.recordedAt
          ? -1
          : 1
        : a.seq - b.seq,
  );
  let running = ZERO;
  let opening = ZERO;
  const entries: StatementEntry[] = [];
  for (const e of all) {
    if (to !== null && e.effectiveDate > to) break;
    running = running.plus(e.amount);
    if (from !== null && e.effectiveDate < from) {
      opening = running;
      continue;
    }
    entries.push({
      effectiveDate: e.effectiveDate,
      recordedAt: e.recordedAt,
      kind: e.kind,
      reference: e.reference,
      description: e.description,
      amount: formatAmount(e.amount),
      balance: formatAmount(running),
      backdated: e.backdated,
      reversed: e.reversed,
    });
  }
  return {
    from,
    to,
    openingBalance: formatAmount(opening),
    closingBalance: formatAmount(running),
    entries,
  };
}
