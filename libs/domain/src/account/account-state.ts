import type { Recorded } from '../events/event';
import { convertedAsBill } from './opening-balances';
import type {
  AccountEvent,
  AccountOpened,
  AdjustmentApplicationFiled,
  AdjustmentDenied,
  AdjustmentGranted,
  ChargeAssessed,
  LienLevied,
  OccupancyFound,
  PenaltyWaived,
  UnitStatusChanged,
  WaterTurnedOn,
  RefundIssued,
  BillRendered,
  BillVoided,
  BillConverted,
  CreditConverted,
  PaymentReceived,
  PaymentReversed,
  PenaltyAccrued,
  PenaltyReversed,
  WaterUsageRecorded,
  OwnerChanged,
  AccountReclassified,
  TaxSaleListed,
  UtilizationFormFiled,
  UtilizationFormCharged,
  UtilizationFormChargeReversed,
} from './account-events';
import {
  billUsage,
  contradiction,
  periodUsage,
  type BillUsage,
  type ContradictedEstimate,
  type SourceReadings,
} from './water-sources';

/** N10: a form charge and its reversal, if the facts no longer support it (C7). */
export interface FormChargeRecord {
  readonly charged: Recorded<UtilizationFormCharged>;
  readonly reversal: Recorded<UtilizationFormChargeReversed> | null;
}

export interface BookedPenalty {
  readonly accrued: Recorded<PenaltyAccrued>;
  readonly reversal: Recorded<PenaltyReversed> | null;
}

export interface PaymentRecord {
  readonly received: Recorded<PaymentReceived>;
  readonly reversal: Recorded<PaymentReversed> | null;
}

/** N6: an adjustment application and what became of it. */
export interface ApplicationRecord {
  readonly filed: Recorded<AdjustmentApplicationFiled>;
  readonly granted: Recorded<AdjustmentGranted> | null;
  readonly denied: Recorded<AdjustmentDenied> | null;
  readonly refund: Recorded<RefundIssued> | null;
}

/**
 * What the decider knows of one sewer account: every fact, indexed. Money
 * positions (what is owed, how payments were applied) are never stored here;
 * they are derived by the ledger fold (C5), as of a date.
 */
export interface AccountState {
  readonly opened: Recorded<AccountOpened> | null;
  /** N3/W2: the period's usage: the sum of its sources' latest readings (`periodUsage`), per billing period. */
  readonly usage: ReadonlyMap<string, Recorded<WaterUsageRecorded>>;
  /** N3: each period's latest reading per water source. */
  readonly readings: ReadonlyMap<string, SourceReadings>;
  /** N3: the usage each bill was made from (its total and estimated sources), by bill id; derived when it is rendered. */
  readonly billUsage: ReadonlyMap<string, BillUsage>;
  /** N3/C11: bills made from an estimate that a later actual reading contradicts, in the order learned. */
  readonly contradictedEstimates: readonly ContradictedEstimate[];
  readonly bills: ReadonlyMap<string, Recorded<BillRendered>>;
  /** One bill per billing period (N1 annual, W1 semiannual); a voided bill frees its period (C11). */
  readonly billByPeriod: ReadonlyMap<string, string>;
  /** C12: the bills converted from the old system, by bill id (each also in `bills`, as the rules see a bill). */
  readonly conversions: ReadonlyMap<string, Recorded<BillConverted>>;
  /** C12: the account credits converted from the old system, by credit id. */
  readonly convertedCredits: ReadonlyMap<string, Recorded<CreditConverted>>;
  /** C11: the voids, by the voided bill's id. */
  readonly voids: ReadonlyMap<string, Recorded<BillVoided>>;
  readonly payments: ReadonlyMap<string, PaymentRecord>;
  readonly penalties: ReadonlyMap<string, BookedPenalty>;
  readonly applications: ReadonlyMap<string, ApplicationRecord>;
  readonly waivers: ReadonlyMap<string, Recorded<PenaltyWaived>>;
  readonly unitStatuses: readonly Recorded<UnitStatusChanged>[];
  readonly turnOns: ReadonlyMap<string, Recorded<WaterTurnedOn>>;
  readonly findings: ReadonlyMap<string, Recorded<OccupancyFound>>;
  readonly charges: ReadonlyMap<string, Recorded<ChargeAssessed>>;
  readonly levies: ReadonlyMap<string, Recorded<LienLevied>>;
  /** C9: changes of owner, by their id (the history is derived in account-on.ts). */
  readonly ownerChanges: ReadonlyMap<string, Recorded<OwnerChanged>>;
  /** N12: changes of class, by their id. */
  readonly reclassifications: ReadonlyMap<string, Recorded<AccountReclassified>>;
  /** W3: the tax sales the account's bills were listed in, by sale id. */
  readonly taxSales: ReadonlyMap<string, Recorded<TaxSaleListed>>;
  /** N10: the utilization forms filed, by form id, and the charges for forms unfiled, by charge id. */
  readonly forms: ReadonlyMap<string, Recorded<UtilizationFormFiled>>;
  readonly formCharges: ReadonlyMap<string, FormChargeRecord>;
  /** Every event in the order it was appended, for statements and audits. */
  readonly history: readonly Recorded<AccountEvent>[];
}

export function initialAccountState(): AccountState {
  return {
    opened: null,
    usage: new Map(),
    readings: new Map(),
    billUsage: new Map(),
    contradictedEstimates: [],
    bills: new Map(),
    billByPeriod: new Map(),
    voids: new Map(),
    conversions: new Map(),
    convertedCredits: new Map(),
    payments: new Map(),
    penalties: new Map(),
    applications: new Map(),
    waivers: new Map(),
    unitStatuses: [],
    turnOns: new Map(),
    findings: new Map(),
    charges: new Map(),
    levies: new Map(),
    ownerChanges: new Map(),
    reclassifications: new Map(),
    taxSales: new Map(),
    forms: new Map(),
    formCharges: new Map(),
    history: [],
  };
}

/**
 * The copies a fold of several events has made (`evolveAccountAll`): the
 * state object and the collections copied for its events, which no one else
 * holds, so its later events change them in place instead of copying them
 * again (#30: one event at a time, a stream of n events copied its history n
 * times, and each map once per event that touched it). Null for one event:
 * every change is a copy. What a fold was given is never in it.
 */
type Owned = Set<object> | null;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** `map` to change: itself if this fold made it, else a copy it now owns. */
function own<K, V>(map: ReadonlyMap<K, V>, owned: Owned): Map<K, V> {
  if (owned?.has(map)) return map as Map<K, V>;
  const copy = new Map(map);
  owned?.add(copy);
  return copy;
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V, owned: Owned): Map<K, V> {
  return own(map, owned).set(key, value);
}

function withItem<T>(list: readonly T[], item: T, owned: Owned): readonly T[] {
  if (owned?.has(list)) {
    (list as T[]).push(item);
    return list;
  }
  const copy = [...list, item];
  owned?.add(copy);
  return copy;
}

/**
 * The state after an event: `next`, the copy `evolveAccount` made of the state
 * for this event (or the fold's own, `Owned`) and shared with no one yet,
 * changed in place. The state evolved from is never changed (#30: a second
 * copy of every field per event, `{ ...next, ... }`, was a seventh of a cold
 * rebuild's allocations).
 */
function changed(next: AccountState, changes: Partial<AccountState>): AccountState {
  return Object.assign(next, changes);
}

/**
 * N3: a source's reading restates that source only; the period's usage is the sum; an actual may contradict a bill's estimate.
 * `state` is the copy `evolveAccount` made for this event (changed in place).
 */
function recordReading(
  state: AccountState,
  event: Recorded<WaterUsageRecorded>,
  owned: Owned,
): AccountState {
  const { period, source } = event.data;
  const readings = withEntry(state.readings.get(period) ?? new Map(), source, event, owned);
  const billId = state.billByPeriod.get(period);
  const contradicted = billId
    ? contradiction(state.bills.get(billId), state.billUsage.get(billId), event, readings)
    : null;
  // N3: a source's later reading restates it: what an earlier reading of it said against the bill is superseded
  const standing = billId
    ? state.contradictedEstimates.filter((c) => c.billId !== billId || c.source !== source)
    : state.contradictedEstimates;
  const kept =
    standing.length === state.contradictedEstimates.length ? state.contradictedEstimates : standing;
  return changed(state, {
    readings: withEntry(state.readings, period, readings, owned),
    usage: withEntry(state.usage, period, periodUsage(readings), owned),
    contradictedEstimates: contradicted ? withItem(kept, contradicted, owned) : kept,
  });
}

function application(state: AccountState, applicationId: string): ApplicationRecord {
  const record = state.applications.get(applicationId);
  if (!record) throw new Error(`event for unknown adjustment application ${applicationId}`);
  return record;
}

export function evolveAccount(state: AccountState, event: Recorded<AccountEvent>): AccountState {
  return evolveOwning(state, event, null);
}

/**
 * The state after several events: what `evolveAccount` gives one after the
 * other, each collection copied once for them all (`Owned`) instead of once
 * per event; `state` is never changed. An event that throws throws here as
 * there (the copies made are dropped with it).
 */
export function evolveAccountAll(
  state: AccountState,
  events: readonly Recorded<AccountEvent>[],
): AccountState {
  const owned = new Set<object>();
  let next = state;
  for (const event of events) next = evolveOwning(next, event, owned);
  return next;
}

// eslint-disable-next-line max-lines-per-function -- the evolve of the decider: one exhaustive case per event type, each a line or two; split, a reader would lose the one place that says what each fact does to the state
function evolveOwning(
  state: AccountState,
  event: Recorded<AccountEvent>,
  owned: Owned,
): AccountState {
  const next: Mutable<AccountState> = owned?.has(state) ? state : { ...state };
  owned?.add(next);
  next.history = withItem(state.history, event, owned);
  // `state` and `next` are one object in a fold of several: each case reads a map or list from `state` before
  // it changes it through `next` (the history, changed first, no case reads)
  const put = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => withEntry(map, key, value, owned);
  switch (event.type) {
    case 'AccountOpened':
      return changed(next, { opened: event });
    case 'WaterUsageRecorded':
      return recordReading(next, event, owned);
    case 'BillRendered': {
      const made = billUsage(state.readings.get(event.data.period));
      return changed(next, {
        billUsage: made ? put(state.billUsage, event.data.billId, made) : state.billUsage,
        bills: put(state.bills, event.data.billId, event),
        // C11: a supplemental bill shares its replacement's period; the replacement holds it
        billByPeriod: event.data.supplements
          ? state.billByPeriod
          : put(state.billByPeriod, event.data.period, event.data.billId),
      });
    }
    case 'BillConverted':
      // C12: from the conversion on, every rule applies to it as to a bill of the ledger's own
      return changed(next, {
        conversions: put(state.conversions, event.data.billId, event),
        bills: put(state.bills, event.data.billId, convertedAsBill(event)),
        billByPeriod: put(state.billByPeriod, event.data.period, event.data.billId),
      });
    case 'CreditConverted':
      return changed(next, {
        convertedCredits: put(state.convertedCredits, event.data.creditId, event),
      });
    case 'BillVoided': {
      const period = state.bills.get(event.data.billId)?.data.period;
      const billByPeriod = own(state.billByPeriod, owned);
      if (period !== undefined && billByPeriod.get(period) === event.data.billId)
        billByPeriod.delete(period);
      return changed(next, {
        voids: put(state.voids, event.data.billId, event),
        billByPeriod,
        // N3/C11: a voided bill is corrected; its estimate contradicts nothing any more
        contradictedEstimates: state.contradictedEstimates.filter(
          (c) => c.billId !== event.data.billId,
        ),
      });
    }
    case 'PaymentReceived':
      return changed(next, {
        payments: put(state.payments, event.data.paymentId, {
          received: event,
          reversal: null,
        }),
      });
    case 'PaymentReversed': {
      const payment = state.payments.get(event.data.paymentId);
      if (!payment) throw new Error(`PaymentReversed for unknown payment ${event.data.paymentId}`);
      return changed(next, {
        payments: put(state.payments, event.data.paymentId, { ...payment, reversal: event }),
      });
    }
    case 'PenaltyAccrued':
      return changed(next, {
        penalties: put(state.penalties, event.data.penaltyId, {
          accrued: event,
          reversal: null,
        }),
      });
    case 'PenaltyReversed': {
      const penalty = state.penalties.get(event.data.penaltyId);
      if (!penalty) throw new Error(`PenaltyReversed for unknown penalty ${event.data.penaltyId}`);
      return changed(next, {
        penalties: put(state.penalties, event.data.penaltyId, {
          ...penalty,
          reversal: event,
        }),
      });
    }
    case 'AdjustmentApplicationFiled':
      return changed(next, {
        applications: put(state.applications, event.data.applicationId, {
          filed: event,
          granted: null,
          denied: null,
          refund: null,
        }),
      });
    case 'AdjustmentGranted':
      return changed(next, {
        applications: put(state.applications, event.data.applicationId, {
          ...application(state, event.data.applicationId),
          granted: event,
        }),
      });
    case 'AdjustmentDenied':
      return changed(next, {
        applications: put(state.applications, event.data.applicationId, {
          ...application(state, event.data.applicationId),
          denied: event,
        }),
      });
    case 'RefundIssued':
      return changed(next, {
        applications: put(state.applications, event.data.applicationId, {
          ...application(state, event.data.applicationId),
          refund: event,
        }),
      });
    case 'PenaltyWaived':
      return changed(next, { waivers: put(state.waivers, event.data.waiverId, event) });
    case 'UnitStatusChanged':
      return changed(next, { unitStatuses: withItem(state.unitStatuses, event, owned) });
    case 'WaterTurnedOn':
      return changed(next, { turnOns: put(state.turnOns, event.data.turnOnId, event) });
    case 'OccupancyFound':
      return changed(next, { findings: put(state.findings, event.data.findingId, event) });
    case 'ChargeAssessed':
      return changed(next, { charges: put(state.charges, event.data.chargeId, event) });
    case 'LienLevied':
      return changed(next, { levies: put(state.levies, event.data.statementId, event) });
    case 'OwnerChanged':
      return changed(next, {
        ownerChanges: put(state.ownerChanges, event.data.ownerChangeId, event),
      });
    case 'AccountReclassified':
      return changed(next, {
        reclassifications: put(state.reclassifications, event.data.reclassificationId, event),
      });
    case 'TaxSaleListed':
      return changed(next, { taxSales: put(state.taxSales, event.data.taxSaleId, event) });
    case 'UtilizationFormFiled':
      return changed(next, { forms: put(state.forms, event.data.formId, event) });
    case 'UtilizationFormCharged':
      return changed(next, {
        formCharges: put(state.formCharges, event.data.chargeId, {
          charged: event,
          reversal: null,
        }),
      });
    case 'UtilizationFormChargeReversed': {
      const charge = state.formCharges.get(event.data.chargeId);
      if (!charge)
        throw new Error(`UtilizationFormChargeReversed for unknown charge ${event.data.chargeId}`);
      return changed(next, {
        formCharges: put(state.formCharges, event.data.chargeId, {
          ...charge,
          reversal: event,
        }),
      });
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown account event ${(unknown as AccountEvent).type}`);
    }
  }
}
