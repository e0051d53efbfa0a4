import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, parseAmount, ZERO } from '../money/money';
import { positionAsOf } from './balance';

export type StatementEntryKind =
  | 'rent'
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
   * a returned check, always: C4). Penalty entries are the runs'
   * reconciliations and are not flagged.
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

function rawEntries(state: AccountState): RawEntry[] {
  const entries: RawEntry[] = [];
  // N6: grants split, and refunds re-owed, as derived from the facts known now
  const position = positionAsOf(state, '9999-12-31');
  let latestEffective = '';
  state.history.forEach((e, seq) => {
    const backdated =
      e.type === 'PaymentReversed' ||
      (e.type !== 'PenaltyAccrued' &&
        e.type !== 'PenaltyReversed' &&
        e.effectiveDate < latestEffective);
    const reversed =
      (e.type === 'PaymentReceived' && state.payments.get(e.data.paymentId)?.reversal != null) ||
      (e.type === 'PenaltyAccrued' && state.penalties.get(e.data.penaltyId)?.reversal != null) ||
      (e.type === 'UtilizationFormCharged' &&
        state.formCharges.get(e.data.chargeId)?.reversal != null);
    if (
      e.type !== 'PenaltyReversed' &&
      e.type !== 'PaymentReversed' &&
      e.effectiveDate > latestEffective
    )
      latestEffective = e.effectiveDate;
    const base = {
      effectiveDate: e.effectiveDate,
      recordedAt: e.recordedAt,
      seq,
      backdated,
      reversed,
    };
    switch (e.type) {
      case 'BillRendered':
        entries.push({
          ...base,
          kind: 'rent',
          reference: e.data.billId,
          description: `Sewer rent, ${e.data.fiscalYear !== null ? `fiscal year ${e.data.fiscalYear}` : `period ${e.data.period}`}, due ${e.data.dueDate}`,
          amount: parseAmount(e.data.rent),
        });
        if (e.data.charges !== '0.00') {
          entries.push({
            ...base,
            kind: 'charge',
            reference: e.data.billId,
            description: `Charges billed with the rent: ${e.data.lines
              .filter((l) => l.code.endsWith('penalty'))
              .map((l) => l.description)
              .join('; ')}`,
            amount: parseAmount(e.data.charges),
          });
        }
        break;
      case 'ChargeAssessed':
        entries.push({
          ...base,
          kind: 'charge',
          reference: e.data.chargeId,
          description: `${e.data.description} (${e.data.rule}, bill ${e.data.billId})`,
          amount: parseAmount(e.data.amount),
        });
        break;
      case 'LienLevied':
        entries.push({
          ...base,
          kind: 'levy',
          reference: e.data.statementId,
          description: `Arrears levied on the ${e.data.taxYear} tax roll (N9): collected as taxes`,
          amount: parseAmount(e.data.total).negated(),
        });
        break;
      case 'PenaltyAccrued':
        entries.push({
          ...base,
          kind: 'penalty',
          reference: e.data.penaltyId,
          description: `Penalty ${e.data.rule}: ${e.data.rate} x ${e.data.base} unpaid rent of bill ${e.data.billId}`,
          amount: parseAmount(e.data.amount),
        });
        break;
      case 'PenaltyReversed':
        entries.push({
          ...base,
          kind: 'penalty-reversal',
          reference: e.data.penaltyId,
          description: `Penalty reversed: ${plainWords(e.data.reason)}`,
          amount: parseAmount(e.data.amount).negated(),
        });
        break;
      case 'PaymentReceived':
        entries.push({
          ...base,
          kind: 'payment',
          reference: e.data.paymentId,
          description: `Payment${e.data.method ? ` (${e.data.method})` : ''}${e.data.reference ? ` ref ${e.data.reference}` : ''}`,
          amount: parseAmount(e.data.amount).negated(),
        });
        break;
      case 'PaymentReversed':
        entries.push({
          ...base,
          kind: 'payment-reversal',
          reference: e.data.paymentId,
          description: `Payment reversed on ${e.data.reversedOn} (C4): ${e.data.reason}`,
          amount: parseAmount(e.data.amount),
        });
        break;
      case 'AdjustmentGranted': {
        const split = position.grants.get(e.data.applicationId)!;
        entries.push({
          ...base,
          kind: 'adjustment',
          reference: e.data.applicationId,
          description: `Adjustment granted (N6), credit ${e.data.credit}: ${formatAmount(split.applied)} against unpaid rent of bill ${e.data.billId}${split.refundable.isZero() ? '' : `, ${formatAmount(split.refundable)} to be refunded${e.data.refundDeadline ? ` by ${e.data.refundDeadline}` : ' (N7)'}`}`,
          amount: split.applied.negated(),
        });
        break;
      }
      case 'PenaltyWaived':
        entries.push({
          ...base,
          kind: 'penalty-waiver',
          reference: e.data.waiverId,
          description: `Penalties of bill ${e.data.billId} waived: ${e.data.resolution}`,
          amount: parseAmount(e.data.amount).negated(),
        });
        break;
      case 'UtilizationFormCharged':
        entries.push({
          ...base,
          kind: 'charge',
          reference: e.data.chargeId,
          description: `Utilization form ${e.data.requirementId} due ${e.data.dueOn} not filed: 30 days (N10)`,
          amount: parseAmount(e.data.amount),
        });
        break;
      case 'UtilizationFormChargeReversed':
        entries.push({
          ...base,
          kind: 'charge-reversal',
          reference: e.data.chargeId,
          description: `Form charge reversed: ${plainWords(e.data.reason)}`,
          amount: parseAmount(e.data.amount).negated(),
        });
        break;
      case 'RefundIssued': {
        const reowed = position.refundsReowed.get(e.data.refundId);
        if (reowed)
          entries.push({
            ...base,
            kind: 'rent',
            reference: e.data.refundId,
            description: `Refund ${e.data.refundId} beyond the refundable part now: owed again as rent of bill ${e.data.billId} (N6)`,
            amount: reowed,
          });
        // paid to the owner out of the refund reserve: it does not change what the account owes
        entries.push({
          ...base,
          kind: 'refund',
          reference: e.data.refundId,
          description: `Refund paid ${e.data.total} (principal ${e.data.principal}, interest ${e.data.interest} for ${e.data.daysLate} days late, N7)`,
          amount: ZERO,
        });
        break;
      }
      default:
        break;
    }
  });
  return entries;
}

/** An account statement with a running balance, in effective-date order (C3). */
export function statementOf(
  state: AccountState,
  from: CivilDate | null,
  to: CivilDate | null,
): Statement {
  const all = rawEntries(state).sort((a, b) =>
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
