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
}

export interface RecordWaterUsage {
  readonly kind: 'RecordWaterUsage';
  readonly fiscalYear: number;
  readonly totalGallons: number;
  readonly meteredNonDischargedGallons: number | null;
  /** The date the reading is known to be true (effective date). */
  readonly readOn: CivilDate;
}

/** The fiscal year's adopted rate, looked up by the application (N5). */
export interface AdoptedRate {
  readonly fiscalYear: number;
  readonly ratePer1000Gallons: Rate;
  readonly adoptedOn: CivilDate;
}

export interface RenderBill {
  readonly kind: 'RenderBill';
  readonly billId: string;
  readonly billRunId: string | null;
  readonly fiscalYear: number;
  readonly billDate: CivilDate;
  readonly rate: AdoptedRate | null;
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

export interface ReconcileAccountPenalties {
  readonly kind: 'ReconcileAccountPenalties';
  readonly through: CivilDate;
  /** Today's business date, from the caller's clock: no penalty is booked for a day that has not come. */
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

export type AccountCommand =
  | OpenAccount
  | RecordWaterUsage
  | RenderBill
  | ReceivePayment
  | ReversePayment
  | ReconcileAccountPenalties
  | FileAdjustmentApplication
  | GrantAdjustment
  | DenyAdjustment
  | IssueRefund
  | WaivePenalties;
