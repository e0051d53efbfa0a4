import type {
  AccountCommand,
  ReceivePayment,
  RecordWaterUsage,
  RenderBill,
} from '../account/account-commands';
import type { AccountEvent } from '../account/account-events';
import { accountDecider } from '../account/account-decider';
import type { AccountState } from '../account/account-state';
import type { Recorded } from '../events/event';
import { fold } from '../events/event';
import { lienArrearsAsOf } from '../liens/arrears';

/**
 * Given/when/then for the account decider. Each fact gets a recorded time one
 * minute after the previous one (the order facts were learned), unless the
 * test sets it.
 */
export class AccountScenario {
  private readonly events: Recorded<AccountEvent>[] = [];
  private clock = Date.parse('2025-01-01T12:00:00Z');

  given(...events: Array<AccountEvent | Recorded<AccountEvent>>): this {
    for (const e of events) this.events.push('recordedAt' in e ? e : this.stamp(e));
    return this;
  }

  /** Runs the command against the facts so far; the events it decides are recorded too. */
  when(command: AccountCommand): AccountEvent[] {
    const decided = accountDecider.decide(command, this.state());
    for (const e of decided) this.events.push(this.stamp(e));
    return decided;
  }

  state(): AccountState {
    return fold(accountDecider, this.events);
  }

  /** The facts so far, as recorded (what a stream of the account holds). */
  recorded(): readonly Recorded<AccountEvent>[] {
    return this.events;
  }

  private stamp(e: AccountEvent): Recorded<AccountEvent> {
    this.clock += 60_000;
    return { ...e, recordedAt: new Date(this.clock).toISOString() };
  }
}

export const residentialAccount = (accountId = 'NP-1'): AccountEvent => ({
  type: 'AccountOpened',
  schemaVersion: 1,
  effectiveDate: '2025-06-01',
  data: {
    accountId,
    municipality: 'northport',
    parcelId: '0403-001.00-01.00-001.000',
    propertyClass: 'residential',
    location: 'inside',
    exemption: null,
    owner: { name: 'A. Resident', mailingAddress: '1 Main St, Northport NY 11768' },
    openedOn: '2025-06-01',
    units: null,
  },
});

export const RATE_2025 = {
  fiscalYear: 2025,
  ratePer1000Gallons: '3.2000',
  adoptedOn: '2025-09-15',
} as const;

/** N3: one source's reading of fiscal year 2025 (Northport), read 2025-09-01 unless `over` says. */
export const reading2025 = (
  source: string,
  totalGallons: number,
  over: Partial<RecordWaterUsage> = {},
): RecordWaterUsage => ({
  kind: 'RecordWaterUsage',
  period: '2025',
  totalGallons,
  meteredNonDischargedGallons: null,
  source,
  readOn: '2025-09-01',
  today: '2026-12-02',
  ...over,
});

/** N1/N3: fiscal year 2025's bill B-1, dated 2025-10-01 at the worked example's rate. */
export const BILL_2025: RenderBill = {
  kind: 'RenderBill',
  billId: 'B-1',
  billRunId: null,
  period: '2025',
  billDate: '2025-10-01',
  rate: RATE_2025,
};

/** N3: the next fiscal year's reading (Northport), the same 80,000 gallons, read 2026-09-01. */
export const USAGE_2026: RecordWaterUsage = {
  kind: 'RecordWaterUsage',
  period: '2026',
  totalGallons: 80_000,
  meteredNonDischargedGallons: null,
  readOn: '2026-09-01',
  today: '2026-12-02',
};

/** C5: a payment received at the counter (no method or reference), sent on 2026-12-02. */
export const receivePayment = (
  paymentId: string,
  amount: string,
  receivedOn: string,
): ReceivePayment => ({
  kind: 'ReceivePayment',
  paymentId,
  amount,
  receivedOn,
  method: null,
  reference: null,
  today: '2026-12-02',
});

/** The FY2026 bill (Northport, 3.2000 a 1,000 gallons adopted 2026-09-15), B-2 of 2026-10-01 unless told. */
export const bill2026 = (billDate = '2026-10-01'): RenderBill => ({
  kind: 'RenderBill',
  billId: 'B-2',
  billRunId: null,
  period: '2026',
  billDate,
  rate: { fiscalYear: 2026, ratePer1000Gallons: '3.2000', adoptedOn: '2026-09-15' },
});

/** W2: the amounts in force from 2022-11-01 to 2023-10-31 (L.L. 4-2022). */
export const WATERVLIET_RATES_2022 = {
  residentialUnit: '98.41',
  meteredPer1000Gallons: '4.48',
  meteredMinimum: '224.00',
  vacantUnitWaterOff: '49.50',
  vacantOwnerOccupiedUnit: '49.50',
  vacantLand: '6.57',
  outsideResidentialUnit: '150.00',
  outsideVacantWaterOff: '75.00',
  unauthorizedTurnOnPenalty: '500.00',
  occupiedWhileReducedPenalty: '500.00',
} as const;

export const watervlietAccount = (
  accountId: string,
  over: Partial<{
    propertyClass: 'residential' | 'other' | 'vacant-land';
    location: 'inside' | 'outside';
    units: number | null;
  }> = {},
): AccountEvent => ({
  type: 'AccountOpened',
  schemaVersion: 1,
  effectiveDate: '2022-06-01',
  data: {
    accountId,
    municipality: 'watervliet',
    parcelId: `WV-${accountId}`,
    propertyClass: over.propertyClass ?? 'residential',
    location: over.location ?? 'inside',
    exemption: null,
    owner: { name: 'C. Owner', mailingAddress: '2 Broadway, Watervliet NY 12189' },
    openedOn: '2022-06-01',
    units: over.units === undefined ? 2 : over.units,
  },
});

/** C11: the worked example's bill B-1 voided on 2025-12-10. */
export function voidWorkedBill(s: AccountScenario, reason: string) {
  s.when({
    kind: 'VoidBill',
    voidId: 'V-1',
    billId: 'B-1',
    voidedOn: '2025-12-10',
    reason,
    today: '2026-12-02',
  });
}

/** C11: its corrected reading (`gallons`) recorded and its replacement B-2 rendered on 2025-12-10, at the rate given. */
export function replaceWorkedBill(
  s: AccountScenario,
  gallons: number,
  ratePer1000Gallons = '3.2000',
) {
  s.when({
    kind: 'RecordWaterUsage',
    period: '2025',
    totalGallons: gallons,
    meteredNonDischargedGallons: null,
    readOn: '2025-12-10',
    today: '2026-12-02',
  });
  return s.when({
    kind: 'RenderBill',
    billId: 'B-2',
    billRunId: null,
    period: '2025',
    billDate: '2025-12-10',
    rate: { ...RATE_2025, ratePer1000Gallons },
    replaces: 'B-1',
  });
}

/** Given: the worked example's bill of 230.40 dated 2025-10-01 (Northport, 80,000 gallons at 3.2000). */
export function workedExampleBilled(accountId?: string): AccountScenario {
  const s = new AccountScenario().given(residentialAccount(accountId));
  s.when({
    kind: 'RecordWaterUsage',
    period: '2025',
    totalGallons: 80_000,
    meteredNonDischargedGallons: null,
    readOn: '2025-09-01',
    today: '2026-12-02',
  });
  s.when(BILL_2025);
  return s;
}

/** When: the Board levies a statement of the account's lien arrears as of `cutoff` (N9: what `lienArrearsAsOf` lists then). */
export function levyArrears(
  s: AccountScenario,
  statementId: string,
  cutoff: string,
  leviedOn: string,
  taxYear = 2027,
): AccountEvent[] {
  return s.when({
    kind: 'LevyLien',
    statementId,
    taxYear,
    cutoff,
    leviedOn,
    bills: lienArrearsAsOf(s.state(), cutoff),
  });
}
