import type { Recorded } from '../events/event';
import type {
  AccountEvent,
  AccountOpened,
  BillRendered,
  PaymentReceived,
  PaymentReversed,
  PenaltyAccrued,
  PenaltyReversed,
  WaterUsageRecorded,
} from './account-events';

export interface BookedPenalty {
  readonly accrued: Recorded<PenaltyAccrued>;
  readonly reversal: Recorded<PenaltyReversed> | null;
}

export interface PaymentRecord {
  readonly received: Recorded<PaymentReceived>;
  readonly reversal: Recorded<PaymentReversed> | null;
}

/**
 * What the decider knows of one sewer account: every fact, indexed. Money
 * positions (what is owed, how payments were applied) are never stored here;
 * they are derived by the ledger fold (C5), as of a date.
 */
export interface AccountState {
  readonly opened: Recorded<AccountOpened> | null;
  /** N3: the latest usage recorded per fiscal year. */
  readonly usage: ReadonlyMap<number, Recorded<WaterUsageRecorded>>;
  readonly bills: ReadonlyMap<string, Recorded<BillRendered>>;
  readonly billByFiscalYear: ReadonlyMap<number, string>;
  readonly payments: ReadonlyMap<string, PaymentRecord>;
  readonly penalties: ReadonlyMap<string, BookedPenalty>;
  /** Every event in the order it was appended, for statements and audits. */
  readonly history: readonly Recorded<AccountEvent>[];
}

export function initialAccountState(): AccountState {
  return {
    opened: null,
    usage: new Map(),
    bills: new Map(),
    billByFiscalYear: new Map(),
    payments: new Map(),
    penalties: new Map(),
    history: [],
  };
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): Map<K, V> {
  const copy = new Map(map);
  copy.set(key, value);
  return copy;
}

export function evolveAccount(state: AccountState, event: Recorded<AccountEvent>): AccountState {
  const next = { ...state, history: [...state.history, event] };
  switch (event.type) {
    case 'AccountOpened':
      return { ...next, opened: event };
    case 'WaterUsageRecorded':
      return { ...next, usage: withEntry(state.usage, event.data.fiscalYear, event) };
    case 'BillRendered':
      return {
        ...next,
        bills: withEntry(state.bills, event.data.billId, event),
        billByFiscalYear: withEntry(state.billByFiscalYear, event.data.fiscalYear, event.data.billId),
      };
    case 'PaymentReceived':
      return { ...next, payments: withEntry(state.payments, event.data.paymentId, { received: event, reversal: null }) };
    case 'PaymentReversed': {
      const payment = state.payments.get(event.data.paymentId);
      if (!payment) throw new Error(`PaymentReversed for unknown payment ${event.data.paymentId}`);
      return { ...next, payments: withEntry(state.payments, event.data.paymentId, { ...payment, reversal: event }) };
    }
    case 'PenaltyAccrued':
      return { ...next, penalties: withEntry(state.penalties, event.data.penaltyId, { accrued: event, reversal: null }) };
    case 'PenaltyReversed': {
      const penalty = state.penalties.get(event.data.penaltyId);
      if (!penalty) throw new Error(`PenaltyReversed for unknown penalty ${event.data.penaltyId}`);
      return { ...next, penalties: withEntry(state.penalties, event.data.penaltyId, { ...penalty, reversal: event }) };
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown account event ${(unknown as AccountEvent).type}`);
    }
  }
}
