import { eventContract, type EventOf } from '../events/contract';
import {
  amount,
  array,
  boolean,
  date,
  id,
  integer,
  municipality,
  nullable,
  object,
  oneOf,
  optional,
  owner,
  plugInPart,
  propertyClass,
  rate,
  text,
  type Static,
} from '../events/schema-parts';

/**
 * The account's events, each written once as its contract (the schema of
 * its data, from which its type comes). Rule ids say where each is decided.
 */

/** A municipality's id, one of the registry's (`MUNICIPALITY_IDS`). */
export type Municipality = string;
/**
 * A property class, one of the registry's (`PROPERTY_CLASSES`): each
 * municipality lists its own in its tariff (`propertyClasses`) and refuses
 * any other when an account is opened or reclassified, so a plug-in adds
 * its classes without an edit here.
 */
export type PropertyClass = string;
export type Location = 'inside' | 'outside';
export type Exemption = 'village-owned';
export type Owner = Static<typeof owner>;

export const AccountOpenedV2 = eventContract(
  'AccountOpened',
  2,
  'A sewer account opened (units for Watervliet and Queensbury residences; a district where the municipality has districts).',
  {
    accountId: id,
    municipality,
    parcelId: text,
    propertyClass,
    location: oneOf('inside', 'outside'),
    exemption: nullable(oneOf('village-owned')),
    owner,
    openedOn: date,
    /** W2: residential units, named "1".."n" (Watervliet); Q1: residential units; null for Northport. */
    units: nullable(integer),
    /** Q1: the sewer district (Queensbury); absent elsewhere. */
    district: optional(nullable(id)),
  },
);
export type AccountOpened = EventOf<typeof AccountOpenedV2>;

export const WaterUsageRecordedV2 = eventContract(
  'WaterUsageRecorded',
  2,
  "A billing period's water delivered or metered.",
  {
    accountId: id,
    /** The billing period: the fiscal year as text ("2025", Northport) or the month it starts ("2022-11", Watervliet). */
    period: id,
    fiscalYear: nullable(integer),
    totalGallons: integer,
    /** N3: gallons measured by a village-approved meter that do not reach the sewer (commercial only). */
    meteredNonDischargedGallons: nullable(integer),
  },
);
/** N3: each reading names its water source and whether the Village estimated it (v2's read as the one source, actual). */
export const WaterUsageRecordedV3 = eventContract(
  'WaterUsageRecorded',
  3,
  "One water source's reading for a billing period: water delivered or metered, actual or estimated (N3).",
  {
    ...WaterUsageRecordedV2.data.properties,
    /** N3: the water source read (`authority-meter`, `private-well`, ...); a source's later reading restates that source only. */
    source: id,
    /** N3: the Village's estimate where the source gave no reading. */
    estimated: boolean,
  },
);
export type WaterUsageRecorded = EventOf<typeof WaterUsageRecordedV3>;

const billLine = object({
  /** What the line charges, for reports and later assessments (e.g. `residential-unit`, `metered-minimum`). */
  code: id,
  /** The unit the line is for (W2), or null. */
  unit: nullable(text),
  description: text,
  /** In `unitOfMeasure`s; for Northport thousands of gallons, exact (no rounding). */
  quantity: text,
  unitOfMeasure: text,
  rate,
  amount,
});
export type BillLine = Static<typeof billLine>;

export const BillRenderedV2 = eventContract(
  'BillRendered',
  2,
  'A bill with its lines, rent, charges and its penalty or interest schedule (monthly unless `penaltyAccruals` says once, Q3).',
  {
    accountId: id,
    billId: id,
    billRunId: nullable(id),
    municipality,
    period: id,
    fiscalYear: nullable(integer),
    billDate: date,
    dueDate: date,
    /** The gallons the rent was made from (Northport; Watervliet's metered establishments, W2); null for flat charges, which no reading contradicts (N3). */
    deliveredGallons: nullable(integer),
    billableGallons: nullable(text),
    ratePer1000Gallons: nullable(rate),
    lines: array(billLine),
    rent: amount,
    /** Charges billed with the rent (W2 penalties); not rent, no interest. */
    charges: amount,
    /** C6: the first day a penalty or interest accrues, then monthly from it (N4, W1). */
    firstPenaltyDate: date,
    penaltyRate: rate,
    penaltyRule: id,
    /** C6: `monthly` from the first date (N4, W1; the default when absent) or `once` (Q3). */
    penaltyAccruals: optional(oneOf('monthly', 'once')),
    /** The rate schedule the bill was rendered under, in its municipality's own shape (W2's amounts); null where its tariff keeps none (N5, Q1). */
    rateSchedule: nullable(plugInPart('billRateSchedule')),
    /** The tariff and rule version that produced the numbers. */
    tariff: text,
    /** C11: the voided bill this one replaces (same period, its bill and due dates); absent or null otherwise. */
    replaces: optional(nullable(id)),
    /** C11: the day of the correction a replacement was rendered on (its own dates are the voided bill's); a repeat with another day is a conflict (C8). */
    correctedOn: optional(date),
    /** C11: the replacement whose excess over the voided bill's rent this supplemental bill carries, dated the correction. */
    supplements: optional(nullable(id)),
  },
);
export type BillRendered = EventOf<typeof BillRenderedV2>;

/**
 * C11: a bill rendered in error, voided (never edited): from then its rent and
 * charges are not owed, its penalties are reversed by the next run (C7), and
 * payments that met it re-flow (C5). Effective on the voided bill's date.
 */
export const BillVoidedV1 = eventContract(
  'BillVoided',
  1,
  'A bill rendered in error voided (C11): its rent and charges no longer owed, its penalties reversed by the next run.',
  {
    accountId: id,
    voidId: id,
    billId: id,
    voidedOn: date,
    reason: text,
    /** The voided bill's rent and charges no longer owed, with those assessed on it after it was rendered (W2). */
    rent: amount,
    charges: amount,
  },
);
export type BillVoided = EventOf<typeof BillVoidedV1>;

/**
 * C12: a bill open in the old system on the conversion date, brought in as a
 * converted fact (its source and the old system's reference kept): its rent
 * is taken as given (the audit does not recompute it), and from the
 * conversion date every rule applies to it as to the ledger's own bills (its
 * due date and penalty schedule from the original bill date, as the
 * municipality's law sets them). Effective on its bill date.
 */
export const BillConvertedV1 = eventContract(
  'BillConverted',
  1,
  "C12: a bill open in the old system on the conversion date: its unpaid rent, penalties and charges, its own dates and the municipality's penalty schedule.",
  {
    accountId: id,
    billId: id,
    municipality,
    /** The old system named (`munis`, `incode`, ...) and the reference of the line in its export. */
    source: id,
    reference: text,
    conversionDate: date,
    period: id,
    fiscalYear: nullable(integer),
    billDate: date,
    dueDate: date,
    /** What the old system carried unpaid on the conversion date. */
    rentUnpaid: amount,
    penaltiesUnpaid: amount,
    chargesUnpaid: amount,
    /** C6: the municipality's schedule from the original bill date; accruals on or before the conversion date are the old system's (in `penaltiesUnpaid`). */
    firstPenaltyDate: date,
    penaltyRate: rate,
    penaltyRule: id,
    penaltyAccruals: oneOf('monthly', 'once'),
  },
);
export type BillConverted = EventOf<typeof BillConvertedV1>;

/** C12: an account credit the old system carried on the conversion date (C5: it meets the next items booked). Effective on the conversion date. */
export const CreditConvertedV1 = eventContract(
  'CreditConverted',
  1,
  'C12: an account credit carried by the old system on the conversion date.',
  {
    accountId: id,
    creditId: id,
    source: id,
    reference: text,
    conversionDate: date,
    amount,
  },
);
export type CreditConverted = EventOf<typeof CreditConvertedV1>;

export const PaymentReceivedV1 = eventContract('PaymentReceived', 1, 'A payment received.', {
  accountId: id,
  paymentId: id,
  amount,
  receivedOn: date,
  method: nullable(text),
  reference: nullable(text),
});
export type PaymentReceived = EventOf<typeof PaymentReceivedV1>;

/** C4: a returned check. Recorded when learned, effective on the payment's own date. */
export const PaymentReversedV1 = eventContract(
  'PaymentReversed',
  1,
  "A payment reversed (a returned check), effective on the payment's date (C4).",
  { accountId: id, paymentId: id, amount, reversedOn: date, reason: text },
);
export type PaymentReversed = EventOf<typeof PaymentReversedV1>;

/** C6/N4: a penalty (Northport) or interest (W1) accrued on a bill's unpaid rent. */
export const PenaltyAccruedV1 = eventContract(
  'PenaltyAccrued',
  1,
  'A penalty (N4) or interest (W1) accrued.',
  {
    accountId: id,
    penaltyId: id,
    billId: id,
    accrualDate: date,
    /** Rent principal unpaid at the end of the day before the accrual date (C6). */
    base: amount,
    rate,
    amount,
    rule: id,
  },
);
export type PenaltyAccrued = EventOf<typeof PenaltyAccruedV1>;

/** C7: a booked accrual that the current facts no longer support. Effective on the original accrual date. */
export const PenaltyReversedV1 = eventContract(
  'PenaltyReversed',
  1,
  'A booked accrual the facts no longer support (C7).',
  { accountId: id, penaltyId: id, billId: id, accrualDate: date, amount, reason: text },
);
export type PenaltyReversed = EventOf<typeof PenaltyReversedV1>;

/** N6: an owner's application for an adjustment of a bill's water usage (its date starts the 90-day refund clock). */
export const AdjustmentApplicationFiledV1 = eventContract(
  'AdjustmentApplicationFiled',
  1,
  'An application for an adjustment (N6).',
  { accountId: id, applicationId: id, billId: id, filedOn: date, claim: text },
);
export type AdjustmentApplicationFiled = EventOf<typeof AdjustmentApplicationFiledV1>;

/**
 * N6: the Board's grant: a credit against the bill's rent, booked on the grant
 * date. The part exceeding the rent then unpaid is a refund obligation due by
 * application date + 90 days (N7).
 */
export const AdjustmentGrantedV1 = eventContract(
  'AdjustmentGranted',
  1,
  'A granted adjustment: credit, applied to rent, refund due and deadline (N6).',
  {
    accountId: id,
    applicationId: id,
    billId: id,
    grantedOn: date,
    resolution: text,
    adjustedBillableGallons: nullable(text),
    credit: amount,
    appliedToRent: amount,
    refundDue: amount,
    refundDeadline: nullable(date),
    /** § 239-32 L: a continued adjustment references the earlier grant. */
    continuesApplicationId: nullable(id),
    rule: id,
  },
);
export type AdjustmentGranted = EventOf<typeof AdjustmentGrantedV1>;

export const AdjustmentDeniedV1 = eventContract(
  'AdjustmentDenied',
  1,
  'A denied adjustment (N6).',
  { accountId: id, applicationId: id, billId: id, deniedOn: date, resolution: text },
);
export type AdjustmentDenied = EventOf<typeof AdjustmentDeniedV1>;

/** N7: the refund of a granted adjustment, with interest at 3% a year when paid after the deadline. */
export const RefundIssuedV1 = eventContract(
  'RefundIssued',
  1,
  'A refund paid with its statutory interest (N7).',
  {
    accountId: id,
    refundId: id,
    applicationId: id,
    billId: id,
    paidOn: date,
    deadline: date,
    principal: amount,
    interestRate: rate,
    daysLate: integer,
    interest: amount,
    total: amount,
    rule: id,
  },
);
export type RefundIssued = EventOf<typeof RefundIssuedV1>;

/** N11/§ 239-36: the Board waives a bill's unpaid penalties; each waived accrual is listed. */
export const PenaltyWaivedV1 = eventContract(
  'PenaltyWaived',
  1,
  "The Board waived a bill's unpaid penalties.",
  {
    accountId: id,
    waiverId: id,
    billId: id,
    waivedOn: date,
    resolution: text,
    penalties: array(object({ penaltyId: id, accrualDate: date, amount })),
    amount,
  },
);
export type PenaltyWaived = EventOf<typeof PenaltyWaivedV1>;

const unitStatus = oneOf('occupied', 'vacant-water-off', 'vacant-owner-occupied');
export type UnitStatus = Static<typeof unitStatus>;

/** W2: a unit's occupancy status from a date (default: occupied). */
export const UnitStatusChangedV1 = eventContract(
  'UnitStatusChanged',
  1,
  "A unit's occupancy status (W2).",
  { accountId: id, unit: id, status: unitStatus, effectiveOn: date },
);
export type UnitStatusChanged = EventOf<typeof UnitStatusChangedV1>;

/** W2: water turned on at the building's service entry; by someone other than the City Water Department is penalized. */
export const WaterTurnedOnV1 = eventContract(
  'WaterTurnedOn',
  1,
  "Water turned on at a building's service entry (W2).",
  { accountId: id, turnOnId: id, turnedOnOn: date, by: oneOf('city', 'other') },
);
export type WaterTurnedOn = EventOf<typeof WaterTurnedOnV1>;

/** W2: a unit granted the owner-occupied vacancy reduction found occupied. */
export const OccupancyFoundV1 = eventContract(
  'OccupancyFound',
  1,
  'A reduced unit found occupied (W2).',
  { accountId: id, findingId: id, unit: id, foundOn: date },
);
export type OccupancyFound = EventOf<typeof OccupancyFoundV1>;

/**
 * A charge assessed on a bill after it was rendered. `rent` charges (a vacancy
 * rate lost during the period, W2) add to the bill's rent principal and bear
 * interest; `charge` charges (the 500.00 penalties of W2) do not.
 */
export const ChargeAssessedV1 = eventContract(
  'ChargeAssessed',
  1,
  'A charge assessed on a rendered bill (W2, W3).',
  {
    accountId: id,
    chargeId: id,
    billId: id,
    kind: oneOf('rent', 'charge'),
    code: id,
    unit: nullable(id),
    amount,
    assessedOn: date,
    description: text,
    rule: id,
  },
);
export type ChargeAssessed = EventOf<typeof ChargeAssessedV1>;

/** A bill's arrears as a lien carries them (N9, W3). */
export const billArrears = object({
  billId: id,
  rent: amount,
  penalties: amount,
  charges: amount,
  total: amount,
});

/** N9/W3: the arrears of the listed bills levied on the tax roll: they leave the account and accrue nothing more. */
export const LienLeviedV1 = eventContract('LienLevied', 1, 'Arrears levied on the tax roll (N9).', {
  accountId: id,
  statementId: id,
  taxYear: integer,
  leviedOn: date,
  cutoff: date,
  bills: array(billArrears),
  total: amount,
});
export type LienLevied = EventOf<typeof LienLeviedV1>;

/** C9: the property changed hands; the account and its arrears stay with the parcel. */
export const OwnerChangedV1 = eventContract(
  'OwnerChanged',
  1,
  'The property changed hands (C9); the account and its arrears stay with the parcel.',
  { accountId: id, ownerChangeId: id, owner, effectiveOn: date, deedReference: nullable(text) },
);
export type OwnerChanged = EventOf<typeof OwnerChangedV1>;

/** N12: the Assessor's classification changed (a change of use); a bill uses the class in effect on its bill date. */
export const AccountReclassifiedV1 = eventContract(
  'AccountReclassified',
  1,
  "The Assessor's classification changed from a date (N12, change of use).",
  {
    accountId: id,
    reclassificationId: id,
    previousClass: propertyClass,
    propertyClass,
    effectiveOn: date,
    reason: text,
  },
);
export type AccountReclassified = EventOf<typeof AccountReclassifiedV1>;

/**
 * W3: the account's bills unpaid at the tax sale: from the sale date each
 * bears a further penalty (`penalty`: a yearly rate accrued `accrualsPerYear`
 * times a year, on each monthly anniversary of the sale date), beside its own.
 * The advertising cost is a ChargeAssessed of the same sale (once per parcel).
 */
export const TaxSaleListedV1 = eventContract(
  'TaxSaleListed',
  1,
  "W3: the account's bills unpaid at a tax sale; from the sale date they bear a further penalty (a yearly rate accrued monthly).",
  {
    accountId: id,
    taxSaleId: id,
    saleDate: date,
    billIds: array(id),
    penalty: object({ rule: id, annualRate: rate, accrualsPerYear: integer }),
    /** The advertising cost charged on this account ('0.00' when another account of the parcel bears it). */
    advertising: amount,
  },
);
export type TaxSaleListed = EventOf<typeof TaxSaleListedV1>;

/** N10: the owner's sworn utilization form filed, for a requirement (the year's, or a change of use's). */
export const UtilizationFormFiledV1 = eventContract(
  'UtilizationFormFiled',
  1,
  'N10: a sworn utilization form filed for a requirement.',
  { accountId: id, formId: id, requirementId: id, filedOn: date },
);
export type UtilizationFormFiled = EventOf<typeof UtilizationFormFiledV1>;

/** N10: $100 for a full 30-day period a required form remained unfiled: a charge (not rent, no penalty), standing alone. */
export const UtilizationFormChargedV1 = eventContract(
  'UtilizationFormCharged',
  1,
  'N10: $100 for a full 30-day period a required form remained unfiled (a charge, not rent; no penalty).',
  {
    accountId: id,
    chargeId: id,
    requirementId: id,
    dueOn: date,
    chargedOn: date,
    amount,
    rule: id,
  },
);
export type UtilizationFormCharged = EventOf<typeof UtilizationFormChargedV1>;

/** N10/C7: a form charge the facts no longer support (a filing recorded late with an earlier date); effective on the charge's date. */
export const UtilizationFormChargeReversedV1 = eventContract(
  'UtilizationFormChargeReversed',
  1,
  'N10/C7: a form charge the facts no longer support, effective on its date.',
  {
    accountId: id,
    chargeId: id,
    requirementId: id,
    chargedOn: date,
    amount,
    reason: text,
  },
);
export type UtilizationFormChargeReversed = EventOf<typeof UtilizationFormChargeReversedV1>;

/** Every event an account's stream holds, at its current version. */
export const ACCOUNT_EVENT_CONTRACTS = [
  AccountOpenedV2,
  WaterUsageRecordedV3,
  BillRenderedV2,
  BillVoidedV1,
  BillConvertedV1,
  CreditConvertedV1,
  PaymentReceivedV1,
  PaymentReversedV1,
  PenaltyAccruedV1,
  PenaltyReversedV1,
  AdjustmentApplicationFiledV1,
  AdjustmentGrantedV1,
  AdjustmentDeniedV1,
  RefundIssuedV1,
  PenaltyWaivedV1,
  UnitStatusChangedV1,
  WaterTurnedOnV1,
  OccupancyFoundV1,
  ChargeAssessedV1,
  LienLeviedV1,
  OwnerChangedV1,
  AccountReclassifiedV1,
  TaxSaleListedV1,
  UtilizationFormFiledV1,
  UtilizationFormChargedV1,
  UtilizationFormChargeReversedV1,
] as const;

export type AccountEvent = EventOf<(typeof ACCOUNT_EVENT_CONTRACTS)[number]>;

export const ACCOUNT_EVENT_TYPES: readonly AccountEvent['type'][] = ACCOUNT_EVENT_CONTRACTS.map(
  (c) => c.type,
);
