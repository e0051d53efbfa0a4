import type { AccountState } from '../account/account-state';
import type {
  DenyAdjustment,
  FileAdjustmentApplication,
  FileUtilizationForm,
  FormRequirement,
  GrantAdjustment,
  IssueRefund,
  ListForTaxSale,
  OpenAccount,
  RecordWaterUsage,
  RenderBill,
} from '../account/account-commands';
import type {
  AccountEvent,
  AccountOpened,
  BillRendered,
  Municipality,
} from '../account/account-events';
import type { SkipReason } from '../bill-run/bill-run';
import type { CivilDate } from '../dates/civil-date';
import type { DomainEvent } from '../events/event';
import type { TProperties, TSchema } from '@sinclair/typebox';
import type { ScheduleWords } from './schedule-words';

/** C6: a bill's due date and its penalty or interest schedule (the fields of `BillRendered` that say them). */
export type PenaltySchedule = Required<
  Pick<
    BillRendered['data'],
    'dueDate' | 'firstPenaltyDate' | 'penaltyRate' | 'penaltyRule' | 'penaltyAccruals'
  >
>;

/**
 * The optional chapters of a municipality's law. What is generic (money,
 * dates, the fold C5, penalty reconciliation C6/C7, lien mechanics N9,
 * idempotency C8) every municipality has; these only some.
 */
export type Chapter =
  /** W2: unit statuses, water turned on, occupancy findings. */
  | 'unit-facts'
  /** N6/N7: adjustment applications, grants, refunds with interest. */
  | 'adjustments-and-refunds'
  /** N5/N8: the sewer rent budget, the fund and the refund reserve. */
  | 'budget-fund-reserve'
  /** W3: the tax sale's further penalty and advertising cost. */
  | 'tax-sale'
  /** N10: utilization forms, and the charges for those unfiled. */
  | 'utilization-forms';

/** The rule a request for a chapter names when the municipality does not have it. */
export const CHAPTER_RULES: Readonly<Record<Chapter, string>> = {
  'unit-facts': 'W2',
  'adjustments-and-refunds': 'N6',
  'budget-fund-reserve': 'N5',
  'tax-sale': 'W3',
  'utilization-forms': 'N10',
};

/** N10: forms filed, and the charges for forms unfiled, reconciled with the penalties (C7). */
export interface FormsChapter {
  file(command: FileUtilizationForm, state: AccountState): AccountEvent[];
  reconcile(
    state: AccountState,
    through: CivilDate,
    yearly: readonly FormRequirement[],
  ): AccountEvent[];
}

/** W3: what a tax sale does to one account (its bills unpaid at the sale, the advertising cost). */
export interface TaxSaleChapter {
  list(command: ListForTaxSale, state: AccountState): AccountEvent[];
}

/** N6/N7: the decisions of the adjustments-and-refunds chapter, where a municipality's law has one. */
export interface AdjustmentsChapter {
  file(command: FileAdjustmentApplication, state: AccountState): AccountEvent[];
  grant(command: GrantAdjustment, state: AccountState): AccountEvent[];
  deny(command: DenyAdjustment, state: AccountState): AccountEvent[];
  refund(command: IssueRefund, state: AccountState): AccountEvent[];
}

/** How a municipality names its billing periods, and which request field carries one. */
export interface PeriodNaming {
  readonly kind: 'fiscal-year' | 'semiannual' | 'quarterly';
  /** The request field (`fiscalYear`, `period`, `quarter`). */
  readonly field: string;
  /**
   * The JSON Schema of that field in a request (type, pattern or bounds, its
   * description): the API checks a request's field against it (400) and
   * publishes it in the OpenAPI document, so a new municipality needs no edit
   * of the generic request classes.
   */
  readonly schema: TSchema;
  readonly example: string;
  /** The rule that names the periods. */
  readonly rule: string;
  /** The period key of a request's field value (throws a rule violation). */
  key(value: unknown): { period: string; fiscalYear: number | null };
  /**
   * The first day of a period: the effective date of a reading recorded for it
   * without one (its bills are dated within the period, so a reading dated at
   * its end would come after the bill it feeds).
   */
  start(period: string): CivilDate;
  /** The last day of a period (a document prints the period as "May 1 - October 31, 2026" from its bounds). */
  end(period: string): CivilDate;
}

/** Where a municipality's adopted rates live, and which are in force for a period. */
export interface RateBook {
  /** The stream holding the rate schedules that govern `period`. */
  stream(period: string): string;
  /** The rates in force for `period`, from the data of that stream's events (null: none adopted). */
  inForce(
    events: ReadonlyArray<{ readonly type: string; readonly data: Record<string, unknown> }>,
    period: string,
  ): unknown;
  /** The JSON Schema properties of its `RateScheduleAdopted` data, published with the other events (and checked on append). */
  readonly eventDataSchema: TProperties;
  /**
   * The schedules the Board and treasurer read (`GET /v1/municipalities/{m}/rate-schedules`):
   * the streams holding those adopted around a date (a bounded few), and which
   * of their schedules (`RateScheduleAdopted` data, in order) are in force on it.
   */
  readonly listing: {
    streams(asOf: CivilDate): readonly string[];
    inForceOn(schedules: readonly Record<string, unknown>[], asOf: CivilDate): boolean[];
    /** One of those schedules in the law's own words (what it covers, its dates, each charge labelled). */
    words(schedule: Record<string, unknown>): ScheduleWords;
  };
  /** The JSON Schema of the body `adopt` takes, published in the OpenAPI document (present exactly with `adopt`). */
  readonly adoptionRequest?: TSchema;
  /**
   * The JSON Schema of the rate schedule its bills carry (`BillRendered.rateSchedule`, W2: the
   * amounts later assessments use), in its own shape; null when its bills carry none. The
   * generic event takes it from here (`plugInPart`), so a plug-in's bills validate as its own.
   */
  readonly billRateScheduleSchema: TSchema | null;
  /**
   * A plug-in's adoption through `POST /v1/municipalities/{id}/rate-schedules`:
   * the request body checked (throws, naming the fields), the stream it goes
   * to, and what adopting it adds to what that stream holds (C8: nothing when
   * the same schedule is sent again). Northport and Watervliet keep their own
   * typed endpoints.
   */
  adopt?(body: Record<string, unknown>): {
    readonly stream: string;
    decide(
      adopted: ReadonlyArray<{ readonly type: string; readonly data: Record<string, unknown> }>,
    ): DomainEvent[];
    /** The answer's body, from the stream after adoption: the schedule and the `recordedAt` of the event that adopted it (C8: the original answer on a repeat). */
    view(
      adopted: ReadonlyArray<{
        readonly type: string;
        readonly data: Record<string, unknown>;
        readonly recordedAt: string;
      }>,
    ): Record<string, unknown>;
  };
}

/**
 * A municipality's sewer-rent law: one module behind this interface, found
 * through the registry, with its rates as effective-dated data held outside
 * it. Adding a municipality adds a module and a registry line, and touches no
 * other municipality.
 */
export interface Tariff {
  readonly municipality: Municipality;
  readonly displayName: string;
  /** The tariff and rule version recorded on every bill it renders. */
  readonly version: string;
  /** Its rule ids (DOMAIN.md). */
  readonly rules: readonly string[];
  readonly propertyClasses: readonly string[];
  /**
   * What else an account may say, as `checkAccount` takes it: its sewer districts (Q1;
   * empty where it has none), its exemptions (N2's village-owned) and locations. Published
   * by GET /v1/municipalities, so a form offers only what the municipality accepts.
   */
  readonly accountChoices: {
    readonly districts: readonly string[];
    readonly exemptions: readonly string[];
    readonly locations: readonly string[];
  };
  /**
   * N3/N12: the property classes whose bill deducts water metered as never
   * reaching the sewer (Northport's commercial accounts); empty where the law
   * bills the gallons metered and refuses such a reading. Published by GET
   * /v1/municipalities, so a usage form asks for it only where it counts.
   */
  readonly nonDischargedWaterDeductedFor: readonly string[];
  /** How its collector takes payments (#25); the ledger's list (account/payment-methods.ts) when left out. */
  readonly paymentMethods?: readonly string[];
  readonly chapters: readonly Chapter[];
  /** The adjustments-and-refunds chapter's decisions (present exactly when `chapters` names it). */
  readonly adjustments?: AdjustmentsChapter;
  /** The tax-sale chapter's decisions (present exactly when `chapters` names it). */
  readonly taxSale?: TaxSaleChapter;
  /** The utilization-forms chapter's decisions (present exactly when `chapters` names it). */
  readonly forms?: FormsChapter;
  readonly periods: PeriodNaming;
  /** The rule a second bill for a billed period breaks. */
  readonly duplicateBillRule: string;
  readonly rates: RateBook;
  /** Property classes, units, exemptions this municipality knows (throws a rule violation). */
  checkAccount(command: OpenAccount): void;
  /** The fiscal year a usage reading belongs to, when the municipality has one (Northport), and its validation. */
  checkUsage(
    account: AccountOpened['data'],
    command: RecordWaterUsage,
  ): { fiscalYear: number | null };
  /** Before a bill run renders anything: is the bill date allowed, are rates in force (throws a rule violation)? */
  checkBillRun(period: string, billDate: CivilDate, rate: unknown): void;
  /** The bill's data from the facts and the rates in force (throws a rule violation). */
  renderBill(
    account: AccountOpened['data'],
    state: AccountState,
    command: RenderBill,
  ): BillRendered['data'];
  /**
   * C12: a bill's due date and penalty or interest schedule from its period
   * and bill date, as this law sets them (N4, W1, Q2/Q3): what a converted
   * bill of the old system accrues under from the conversion date on.
   */
  penaltySchedule(period: string, billDate: CivilDate): PenaltySchedule;
  /** Why a bill run passes over an account for a period (N2 exempt, outside; no usage), or null to bill it. */
  skipReason(
    account: AccountOpened['data'],
    state: AccountState,
    period: string,
  ): SkipReason | null;
  /**
   * Charges a fact learned after a bill was rendered brings to that bill
   * (W2: water turned on, a unit found occupied); none for most tariffs.
   */
  assessAfterBilling(state: AccountState, fact: AccountEvent): AccountEvent[];
  /** A statement of arrears as of `cutoff` may be prepared (Q4: October 31 only); throws a rule violation. */
  checkLienCutoff(cutoff: CivilDate): void;
  /**
   * Q4: the day of the year (`MM-DD`) the law computes a lien statement's
   * arrears to, and how many years after its cut-off the tax roll they are
   * levied on is; absent where the Board chooses the cut-off (N9, W3).
   */
  readonly lienCutoff?: { readonly monthDay: string; readonly taxYearAfter: number };
  /** What the municipality's documents say of its law to an owner, in plain words (no rule ids). */
  readonly wording: Wording;
}

/**
 * The sentences a printed bill or notice says about the municipality's own
 * law: each municipality words its penalty terms (N4, W1, Q3) and its liens
 * (N9, W3, Q4) itself, since one sentence cannot be true of all of them.
 * Dates and rates come already written for a reader ("October 31, 2025", "1.5%").
 */
export interface Wording {
  penaltyTerms(terms: {
    readonly dueDate: string;
    readonly lastFreeDay: string;
    readonly firstPenaltyDate: string;
    readonly rate: string;
  }): string;
  readonly liens: string;
  /** What accrues on rent left unpaid, as its documents name it: N4's and Q3's penalties, W1's interest. */
  readonly accrues: 'penalties' | 'interest';
}
