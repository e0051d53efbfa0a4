import type { CivilDate } from '../dates/civil-date';
import type { Amount, Rate } from '../money/money';
import type { DomainEvent } from '../events/event';

export type Municipality = 'northport';
export type PropertyClass = 'residential' | 'commercial';
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
  }
>;

export type WaterUsageRecorded = DomainEvent<
  'WaterUsageRecorded',
  {
    accountId: string;
    fiscalYear: number;
    totalGallons: number;
    /** N3: gallons measured by a village-approved meter that do not reach the sewer (commercial only). */
    meteredNonDischargedGallons: number | null;
  }
>;

export interface BillLine {
  readonly description: string;
  /** In `unit`s; for Northport thousands of gallons, exact (no rounding). */
  readonly quantity: string;
  readonly unit: string;
  readonly rate: Rate;
  readonly amount: Amount;
}

export type BillRendered = DomainEvent<
  'BillRendered',
  {
    accountId: string;
    billId: string;
    billRunId: string | null;
    fiscalYear: number;
    billDate: CivilDate;
    dueDate: CivilDate;
    deliveredGallons: number;
    billableGallons: string;
    ratePer1000Gallons: Rate;
    lines: BillLine[];
    rent: Amount;
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
  { accountId: string; applicationId: string; billId: string; deniedOn: CivilDate; resolution: string }
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
  | PenaltyWaived;

export type AccountEventType = AccountEvent['type'];

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
];
