import type { CivilDate } from '../dates/civil-date';
import type { Amount, Rate } from '../money/money';
import type { DomainEvent } from '../events/event';

/** A municipality's id, one of the registry's (`MUNICIPALITY_IDS`). */
export type Municipality = string;
/** N2: residential | commercial (Northport); W2: residential | other (metered establishment) | vacant-land (Watervliet); Q1: residential | nonresidential. */
export type PropertyClass =
  'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
export type Location = 'inside' | 'outside';
export type Exemption = 'village-owned';

export interface Owner {
  readonly name: string;
  readonly mailingAddress: string;
}

export type AccountOpened = DomainEvent<
  'AccountOpened',
  {
    accountId: string;
    municipality: Municipality;
    parcelId: string;
    propertyClass: PropertyClass;
    location: Location;
    exemption: Exemption | null;
    owner: Owner;
    openedOn: CivilDate;
    /** W2: residential units, named "1".."n" (Watervliet); Q1: residential units; null for Northport. */
    units: number | null;
    /** Q1: the sewer district (Queensbury); absent elsewhere. */
    district?: string | null;
  }
>;

export type WaterUsageRecorded = DomainEvent<
  'WaterUsageRecorded',
  {
    accountId: string;
    /** The billing period: the fiscal year as text ("2025", Northport) or the month it starts ("2022-11", Watervliet). */
    period: string;
    fiscalYear: number | null;
    totalGallons: number;
    /** N3: gallons measured by a village-approved meter that do not reach the sewer (commercial only). */
    meteredNonDischargedGallons: number | null;
  }
>;

export interface BillLine {
  /** What the line charges, for reports and later assessments (e.g. `residential-unit`, `metered-minimum`). */
  readonly code: string;
  /** The unit the line is for (W2), or null. */
  readonly unit: string | null;
  readonly description: string;
  /** In `unitOfMeasure`s; for Northport thousands of gallons, exact (no rounding). */
  readonly quantity: string;
  readonly unitOfMeasure: string;
  readonly rate: Rate;
  readonly amount: Amount;
}

export type BillRendered = DomainEvent<
  'BillRendered',
  {
    accountId: string;
    billId: string;
    billRunId: string | null;
    municipality: Municipality;
    period: string;
    fiscalYear: number | null;
    billDate: CivilDate;
    dueDate: CivilDate;
    /** Northport: the volumes and rate behind the rent; null for flat charges. */
    deliveredGallons: number | null;
    billableGallons: string | null;
    ratePer1000Gallons: Rate | null;
    lines: BillLine[];
    rent: Amount;
    /** Charges billed with the rent (W2 penalties); not rent, no interest. */
    charges: Amount;
    /** C6: the first day a penalty or interest accrues, then monthly from it (N4, W1). */
    firstPenaltyDate: CivilDate;
    penaltyRate: Rate;
    penaltyRule: string;
    /** C6: `monthly` from the first date (N4, W1; the default when absent) or `once` (Q3). */
    penaltyAccruals?: 'monthly' | 'once';
    /** W2: the rate schedule the bill was rendered under (later assessments use it); null for Northport. */
    rateSchedule: Record<string, Rate> | null;
    /** The tariff and rule version that produced the numbers. */
    tariff: string;
  }
>;

export type PaymentReceived = DomainEvent<
  'PaymentReceived',
  {
    accountId: string;
    paymentId: string;
    amount: Amount;
    receivedOn: CivilDate;
    method: string | null;
    reference: string | null;
  }
>;

/** C4: a returned check. Recorded when learned, effective on the payment's own date. */
export type PaymentReversed = DomainEvent<
  'PaymentReversed',
  {
    accountId: string;
    paymentId: string;
    amount: Amount;
    reversedOn: CivilDate;
    reason: string;
  }
>;

/** C6/N4: a penalty (Northport) accrued on a bill's unpaid rent. */
export type PenaltyAccrued = DomainEvent<
  'PenaltyAccrued',
  {
    accountId: string;
    penaltyId: string;
    billId: string;
    accrualDate: CivilDate;
    /** Rent principal unpaid at the end of the day before the accrual date (C6). */
    base: Amount;
    rate: Rate;
    amount: Amount;
    rule: string;
  }
>;

/** C7: a booked accrual that the current facts no longer support. Effective on the original accrual date. */
export type PenaltyReversed = DomainEvent<
  'PenaltyReversed',
  {
    accountId: string;
    penaltyId: string;
    billId: string;
    accrualDate: CivilDate;
    amount: Amount;
    reason: string;
  }
>;

/** N6: an owner's application for an adjustment of a bill's water usage (its date starts the 90-day refund clock). */
export type AdjustmentApplicationFiled = DomainEvent<
  'AdjustmentApplicationFiled',
  { accountId: string; applicationId: string; billId: string; filedOn: CivilDate; claim: string }
>;

/**
 * N6: the Board's grant: a credit against the bill's rent, booked on the grant
 * date. The part exceeding the rent then unpaid is a refund obligation due by
 * application date + 90 days (N7).
 */
export type AdjustmentGranted = DomainEvent<
  'AdjustmentGranted',
  {
    accountId: string;
    applicationId: string;
    billId: string;
    grantedOn: CivilDate;
    resolution: string;
    adjustedBillableGallons: string | null;
    credit: Amount;
    appliedToRent: Amount;
    refundDue: Amount;
    refundDeadline: CivilDate | null;
    /** § 239-32 L: a continued adjustment references the earlier grant. */
    continuesApplicationId: string | null;
    rule: string;
  }
>;

export type AdjustmentDenied = DomainEvent<
  'AdjustmentDenied',
  {
    accountId: string;
    applicationId: string;
    billId: string;
    deniedOn: CivilDate;
    resolution: string;
  }
>;

/** N7: the refund of a granted adjustment, with interest at 3% a year when paid after the deadline. */
export type RefundIssued = DomainEvent<
  'RefundIssued',
  {
    accountId: string;
    refundId: string;
    applicationId: string;
    billId: string;
    paidOn: CivilDate;
    deadline: CivilDate;
    principal: Amount;
    interestRate: Rate;
    daysLate: number;
    interest: Amount;
    total: Amount;
    rule: string;
  }
>;

/** N11/§ 239-36: the Board waives a bill's unpaid penalties; each waived accrual is listed. */
export type PenaltyWaived = DomainEvent<
  'PenaltyWaived',
  {
    accountId: string;
    waiverId: string;
    billId: string;
    waivedOn: CivilDate;
    resolution: string;
    penalties: Array<{ penaltyId: string; accrualDate: CivilDate; amount: Amount }>;
    amount: Amount;
  }
>;

export type UnitStatus = 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied';

/** W2: a unit's occupancy status from a date (default: occupied). */
export type UnitStatusChanged = DomainEvent<
  'UnitStatusChanged',
  { accountId: string; unit: string; status: UnitStatus; effectiveOn: CivilDate }
>;

/** W2: water turned on at the building's service entry; by someone other than the City Water Department is penalized. */
export type WaterTurnedOn = DomainEvent<
  'WaterTurnedOn',
  { accountId: string; turnOnId: string; turnedOnOn: CivilDate; by: 'city' | 'other' }
>;

/** W2: a unit granted the owner-occupied vacancy reduction found occupied. */
export type OccupancyFound = DomainEvent<
  'OccupancyFound',
  { accountId: string; findingId: string; unit: string; foundOn: CivilDate }
>;

/**
 * A charge assessed on a bill after it was rendered. `rent` charges (a vacancy
 * rate lost during the period, W2) add to the bill's rent principal and bear
 * interest; `charge` charges (the 500.00 penalties of W2) do not.
 */
export type ChargeAssessed = DomainEvent<
  'ChargeAssessed',
  {
    accountId: string;
    chargeId: string;
    billId: string;
    kind: 'rent' | 'charge';
    code: string;
    unit: string | null;
    amount: Amount;
    assessedOn: CivilDate;
    description: string;
    rule: string;
  }
>;

/** N9/W3: the arrears of the listed bills levied on the tax roll: they leave the account and accrue nothing more. */
export type LienLevied = DomainEvent<
  'LienLevied',
  {
    accountId: string;
    statementId: string;
    taxYear: number;
    leviedOn: CivilDate;
    cutoff: CivilDate;
    bills: Array<{
      billId: string;
      rent: Amount;
      penalties: Amount;
      charges: Amount;
      total: Amount;
    }>;
    total: Amount;
  }
>;

/** C9: the property changed hands; the account and its arrears stay with the parcel. */
export type OwnerChanged = DomainEvent<
  'OwnerChanged',
  {
    accountId: string;
    ownerChangeId: string;
    owner: Owner;
    effectiveOn: CivilDate;
    deedReference: string | null;
  }
>;

/** N12: the Assessor's classification changed (a change of use); a bill uses the class in effect on its bill date. */
export type AccountReclassified = DomainEvent<
  'AccountReclassified',
  {
    accountId: string;
    reclassificationId: string;
    previousClass: PropertyClass;
    propertyClass: PropertyClass;
    effectiveOn: CivilDate;
    reason: string;
  }
>;

/**
 * W3: the account's bills unpaid at the tax sale: from the sale date each
 * bears a further penalty (`penalty`: a yearly rate accrued `accrualsPerYear`
 * times a year, on each monthly anniversary of the sale date), beside its own.
 * The advertising cost is a ChargeAssessed of the same sale (once per parcel).
 */
export type TaxSaleListed = DomainEvent<
  'TaxSaleListed',
  {
    accountId: string;
    taxSaleId: string;
    saleDate: CivilDate;
    billIds: string[];
    penalty: { rule: string; annualRate: Rate; accrualsPerYear: number };
    /** The advertising cost charged on this account ('0.00' when another account of the parcel bears it). */
    advertising: Amount;
  }
>;

/** N10: the owner's sworn utilization form filed, for a requirement (the year's, or a change of use's). */
export type UtilizationFormFiled = DomainEvent<
  'UtilizationFormFiled',
  { accountId: string; formId: string; requirementId: string; filedOn: CivilDate }
>;

/** N10: $100 for a full 30-day period a required form remained unfiled: a charge (not rent, no penalty), standing alone. */
export type UtilizationFormCharged = DomainEvent<
  'UtilizationFormCharged',
  {
    accountId: string;
    chargeId: string;
    requirementId: string;
    dueOn: CivilDate;
    chargedOn: CivilDate;
    amount: Amount;
    rule: string;
  }
>;

/** N10/C7: a form charge the facts no longer support (a filing recorded late with an earlier date); effective on the charge's date. */
export type UtilizationFormChargeReversed = DomainEvent<
  'UtilizationFormChargeReversed',
  {
    accountId: string;
    chargeId: string;
    requirementId: string;
    chargedOn: CivilDate;
    amount: Amount;
    reason: string;
  }
>;

export type AccountEvent =
  | AccountOpened
  | WaterUsageRecorded
  | BillRendered
  | PaymentReceived
  | PaymentReversed
  | PenaltyAccrued
  | PenaltyReversed
  | AdjustmentApplicationFiled
  | AdjustmentGranted
  | AdjustmentDenied
  | RefundIssued
  | PenaltyWaived
  | UnitStatusChanged
  | WaterTurnedOn
  | OccupancyFound
  | ChargeAssessed
  | LienLevied
  | OwnerChanged
  | AccountReclassified
  | TaxSaleListed
  | UtilizationFormFiled
  | UtilizationFormCharged
  | UtilizationFormChargeReversed;

type AccountEventType = AccountEvent['type'];

export const ACCOUNT_EVENT_TYPES: readonly AccountEventType[] = [
  'AccountOpened',
  'WaterUsageRecorded',
  'BillRendered',
  'PaymentReceived',
  'PaymentReversed',
  'PenaltyAccrued',
  'PenaltyReversed',
  'AdjustmentApplicationFiled',
  'AdjustmentGranted',
  'AdjustmentDenied',
  'RefundIssued',
  'PenaltyWaived',
  'UnitStatusChanged',
  'WaterTurnedOn',
  'OccupancyFound',
  'ChargeAssessed',
  'LienLevied',
  'OwnerChanged',
  'AccountReclassified',
  'TaxSaleListed',
  'UtilizationFormFiled',
  'UtilizationFormCharged',
  'UtilizationFormChargeReversed',
];
