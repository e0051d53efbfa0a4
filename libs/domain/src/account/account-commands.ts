import type { Static } from '../events/schema-parts';
import type { WATERVLIET_RATES_SCHEMA } from '../municipalities/watervliet/rate-schedules';
import type { CivilDate } from '../dates/civil-date';
import type { Amount, Rate } from '../money/money';
import type { Exemption, Location, Municipality, Owner, PropertyClass } from './account-events';

export interface OpenAccount {
  readonly kind: 'OpenAccount';
  readonly accountId: string;
  readonly municipality: Municipality;
  readonly parcelId: string;
  readonly propertyClass: PropertyClass;
  readonly location: Location;
  readonly exemption: Exemption | null;
  readonly owner: Owner;
  readonly openedOn: CivilDate;
  readonly units: number | null;
  /** Q1: the sewer district, where the municipality has districts. */
  readonly district?: string | null;
  /** Today's business date, from the caller's clock: an account cannot be opened on a day that has not come (C10). */
  readonly today: CivilDate;
}

export interface RecordWaterUsage {
  readonly kind: 'RecordWaterUsage';
  /** The billing period key: "2025" (Northport fiscal year) or "2022-11" (Watervliet). */
  readonly period: string;
  readonly totalGallons: number;
  readonly meteredNonDischargedGallons: number | null;
  /** N3: the water source read (`authority-meter`, the one source before sources were named, when absent). */
  readonly source?: string;
  /** N3: the Village's estimate where the source gave no reading (false when absent). */
  readonly estimated?: boolean;
  /** The date the reading is known to be true (effective date). */
  readonly readOn: CivilDate;
  readonly today: CivilDate;
}

/** The fiscal year's adopted rate, looked up by the application (N5). */
export interface AdoptedRate {
  readonly fiscalYear: number;
  readonly ratePer1000Gallons: Rate;
  readonly adoptedOn: CivilDate;
}

/** W2: the amounts in force for a range of billing periods. */
export type WatervlietRates = Readonly<Static<typeof WATERVLIET_RATES_SCHEMA>>;

export interface RenderBill {
  readonly kind: 'RenderBill';
  readonly billId: string;
  readonly billRunId: string | null;
  /** The billing period key: "2025" (Northport fiscal year) or "2022-11" (Watervliet). */
  readonly period: string;
  readonly billDate: CivilDate;
  /** The rates in force for the period, looked up by the application through the municipality's rate book (its own shape). */
  readonly rate: unknown;
  /** C11: the voided bill of the same period this one replaces; the bill date is then the day of the correction. */
  readonly replaces?: string | null;
  /**
   * C11: set by the decider alone, for the supplemental bill of a correction's
   * excess, dated the correction: part of correcting a bill rendered in its
   * time, not a new bill of the period, so the tariff's window for rendering
   * the period's bills (N1, W1, Q2) does not apply to its date.
   */
  readonly supplemental?: boolean;
}

/**
 * C11: a correction as one decision, written together or not at all (an
 * office's one "void and replace": a replacement refused must not leave the
 * void standing alone): the void of the bill `replaces` names (or none, when
 * it was voided before), the period's right reading (N3, a wrong reading the
 * bill was made from), then the replacement rendered on the account as they
 * leave it.
 */
export interface CorrectBill {
  readonly kind: 'CorrectBill';
  /** The bill corrected. */
  readonly replaces: string;
  /** Its void in the same decision; null: it was voided before. */
  readonly void: Omit<VoidBill, 'kind' | 'billId' | 'today'> | null;
  /** N3: the reading of one source of the bill's period, recorded after the void (null: the readings stand). */
  readonly reading: Omit<RecordWaterUsage, 'kind' | 'period' | 'today'> | null;
  readonly replacement: Omit<RenderBill, 'kind' | 'replaces' | 'supplemental'>;
  readonly today: CivilDate;
}

/** C11: void a bill rendered in error. */
export interface VoidBill {
  readonly kind: 'VoidBill';
  readonly voidId: string;
  readonly billId: string;
  readonly voidedOn: CivilDate;
  readonly reason: string;
  readonly today: CivilDate;
}

/** C12: one open item of the old system's export: a bill (rent, penalties, charges unpaid) or an account credit. */
export type ConvertedItem =
  | {
      readonly kind: 'bill';
      /** The old system's reference of the line (source and line: its export's own id). */
      readonly reference: string;
      readonly billId: string;
      readonly billDate: CivilDate;
      /** The billing period key, as the municipality names it (N1 fiscal year, W1 period, Q2 quarter). */
      readonly period: string;
      readonly fiscalYear: number | null;
      readonly rentUnpaid: Amount;
      readonly penaltiesUnpaid: Amount;
      readonly chargesUnpaid: Amount;
    }
  | {
      readonly kind: 'credit';
      readonly reference: string;
      readonly creditId: string;
      readonly amount: Amount;
    };

/** C12: bring an account's open items in from the old system, as of the conversion date. */
export interface ConvertOpenItems {
  readonly kind: 'ConvertOpenItems';
  readonly source: string;
  readonly conversionDate: CivilDate;
  readonly items: readonly ConvertedItem[];
  readonly today: CivilDate;
}

export interface ReceivePayment {
  readonly kind: 'ReceivePayment';
  readonly paymentId: string;
  readonly amount: Amount;
  readonly receivedOn: CivilDate;
  readonly method: string | null;
  readonly reference: string | null;
  /** Today's business date, from the caller's clock: a payment cannot be received in the future (C3). */
  readonly today: CivilDate;
}

export interface ReversePayment {
  readonly kind: 'ReversePayment';
  readonly paymentId: string;
  readonly reversedOn: CivilDate;
  readonly reason: string;
  readonly today: CivilDate;
}

/** N10: a utilization form a municipality requires for a calendar year, with its due date. */
export interface FormRequirement {
  readonly requirementId: string;
  readonly year: number;
  readonly dueOn: CivilDate;
}

export interface ReconcileAccountPenalties {
  readonly kind: 'ReconcileAccountPenalties';
  readonly through: CivilDate;
  /** Today's business date, from the caller's clock: no penalty is booked for a day that has not come. */
  readonly today: CivilDate;
  /** N10: the yearly form requirements, looked up by the application (form charges are reconciled with penalties). */
  readonly formRequirements?: readonly FormRequirement[];
}

/** N10: a form filed for a requirement: the year's (`requirement`, looked up by the application) or a change of use's (N12). */
export interface FileUtilizationForm {
  readonly kind: 'FileUtilizationForm';
  readonly formId: string;
  readonly requirementId: string;
  readonly filedOn: CivilDate;
  readonly requirement: FormRequirement | null;
  readonly today: CivilDate;
}

export interface FileAdjustmentApplication {
  readonly kind: 'FileAdjustmentApplication';
  readonly applicationId: string;
  readonly billId: string;
  readonly filedOn: CivilDate;
  readonly claim: string;
  readonly today: CivilDate;
}

/** N6: exactly one of `adjustedBillableGallons` and `creditAmount`. */
export interface GrantAdjustment {
  readonly kind: 'GrantAdjustment';
  readonly applicationId: string;
  readonly grantedOn: CivilDate;
  readonly resolution: string;
  readonly adjustedBillableGallons: number | null;
  readonly creditAmount: Amount | null;
  readonly continuesApplicationId: string | null;
  readonly today: CivilDate;
}

export interface DenyAdjustment {
  readonly kind: 'DenyAdjustment';
  readonly applicationId: string;
  readonly deniedOn: CivilDate;
  readonly resolution: string;
  readonly today: CivilDate;
}

export interface IssueRefund {
  readonly kind: 'IssueRefund';
  readonly refundId: string;
  readonly applicationId: string;
  readonly paidOn: CivilDate;
  readonly today: CivilDate;
}

export interface WaivePenalties {
  readonly kind: 'WaivePenalties';
  readonly waiverId: string;
  readonly billId: string;
  readonly waivedOn: CivilDate;
  readonly resolution: string;
  readonly today: CivilDate;
}

export interface ChangeUnitStatus {
  readonly kind: 'ChangeUnitStatus';
  readonly unit: string;
  readonly status: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied';
  readonly effectiveOn: CivilDate;
  readonly today: CivilDate;
}

export interface RecordWaterTurnOn {
  readonly kind: 'RecordWaterTurnOn';
  readonly turnOnId: string;
  readonly turnedOnOn: CivilDate;
  readonly by: 'city' | 'other';
  readonly today: CivilDate;
}

export interface RecordOccupancyFinding {
  readonly kind: 'RecordOccupancyFinding';
  readonly findingId: string;
  readonly unit: string;
  readonly foundOn: CivilDate;
  readonly today: CivilDate;
}

/** C9: a change of owner from a date (the deed's). */
export interface ChangeOwner {
  readonly kind: 'ChangeOwner';
  readonly ownerChangeId: string;
  readonly owner: Owner;
  readonly effectiveOn: CivilDate;
  readonly deedReference: string | null;
  readonly today: CivilDate;
}

/** N12: the Assessor's classification from a date (a change of use). */
export interface ReclassifyAccount {
  readonly kind: 'ReclassifyAccount';
  readonly reclassificationId: string;
  readonly propertyClass: PropertyClass;
  readonly effectiveOn: CivilDate;
  readonly reason: string;
  readonly today: CivilDate;
}

/** W3: list the account's bills unpaid at a tax sale; `chargeAdvertising` when it is the parcel's account that bears the cost. */
export interface ListForTaxSale {
  readonly kind: 'ListForTaxSale';
  readonly taxSaleId: string;
  readonly saleDate: CivilDate;
  readonly advertisingCost: Amount;
  readonly chargeAdvertising: boolean;
  readonly today: CivilDate;
}

/** N9/W3: levy the arrears of the listed bills (from a lien statement) on the tax roll. */
export interface LevyLien {
  readonly kind: 'LevyLien';
  readonly statementId: string;
  readonly taxYear: number;
  readonly cutoff: CivilDate;
  readonly leviedOn: CivilDate;
  /** N10: the yearly form requirements, so the run the levy books first books form charges too (C7). */
  readonly formRequirements?: readonly FormRequirement[];
  readonly bills: ReadonlyArray<{
    readonly billId: string;
    readonly rent: Amount;
    readonly penalties: Amount;
    readonly charges: Amount;
  }>;
}

export type AccountCommand =
  | OpenAccount
  | RecordWaterUsage
  | RenderBill
  | VoidBill
  | CorrectBill
  | ConvertOpenItems
  | ReceivePayment
  | ReversePayment
  | ReconcileAccountPenalties
  | FileAdjustmentApplication
  | GrantAdjustment
  | DenyAdjustment
  | IssueRefund
  | WaivePenalties
  | ChangeUnitStatus
  | RecordWaterTurnOn
  | RecordOccupancyFinding
  | LevyLien
  | ChangeOwner
  | ReclassifyAccount
  | ListForTaxSale
  | FileUtilizationForm;
