import { Type } from '@sinclair/typebox';
import {
  AccountOpenedV2,
  AccountReclassifiedV1,
  AdjustmentApplicationFiledV1,
  AdjustmentDeniedV1,
  AdjustmentGrantedV1,
  amount,
  array,
  BillRenderedV2,
  BillVoidedV1,
  ChargeAssessedV1,
  date,
  id,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  OwnerChangedV1,
  owner,
  PaymentReceivedV1,
  PaymentReversedV1,
  PenaltyWaivedV1,
  RefundIssuedV1,
  TaxSaleListedV1,
  text,
  UtilizationFormFiledV1,
  WaterUsageRecordedV3,
} from '@ledger/domain';
import { effective, recorded } from './answer-parts';

/**
 * What the account routes answer, as schemas: most are a fact as written
 * (its contract's data) with the instant it was recorded, so they come from
 * the event contracts; the OpenAPI document publishes them.
 */
export const PaymentAnswer = recorded(PaymentReceivedV1);
export const ReversalAnswer = effective(PaymentReversedV1);
export const UsageAnswer = effective(WaterUsageRecordedV3);
/**
 * N6: a grant; N9 x N6: on a levied bill, `certifiedToTaxRoll` is the part
 * of the credit that meets rent on the tax roll (credit - appliedToRent -
 * refundDue), a correction of the roll owed to be certified to the tax
 * collector, not a cash refund; `taxRoll` says so in a sentence (null when none).
 */
export const GrantAnswer = object({
  ...AdjustmentGrantedV1.data.properties,
  recordedAt: instant,
  /**
   * The split as derived now from every fact known (the balance's, the
   * statement's and the journal's): a backdated payment, a returned check or
   * a correction of the bill (C11: the credit meets the replacement, a part
   * with no rent left to relieve lapses) moves it; the fields beside it are
   * the split as recorded when it was granted.
   */
  now: object({
    billId: id,
    appliedToRent: amount,
    refundDue: amount,
    certifiedToTaxRoll: amount,
    lapsed: amount,
  }),
  certifiedToTaxRoll: amount,
  taxRoll: nullable(text),
});
export const RefundAnswer = recorded(RefundIssuedV1);
export const WaiverAnswer = recorded(PenaltyWaivedV1);
/** C11: a bill voided, and the supplemental bill voided with it (the excess of the correction that rendered it), if it had one standing. */
export const VoidAnswer = object({
  ...recorded(BillVoidedV1).properties,
  supplemental: optional(recorded(BillVoidedV1)),
});
export const OwnerChangeAnswer = recorded(OwnerChangedV1);
export const ReclassificationAnswer = recorded(AccountReclassifiedV1);
export const UtilizationFormAnswer = recorded(UtilizationFormFiledV1);

/** N6/N7: an application, its decision and its refund. */
export const ApplicationAnswer = object({
  ...AdjustmentApplicationFiledV1.data.properties,
  status: oneOf('pending', 'granted', 'denied'),
  recordedAt: instant,
  grant: nullable(GrantAnswer),
  denial: nullable(recorded(AdjustmentDeniedV1)),
  refund: nullable(RefundAnswer),
});

/** W2: a unit fact (a status, a turn-on, a finding) and the charges it brought. */
export const FactAnswer = Type.Object(
  {
    type: optional(text),
    effectiveDate: optional(date),
    recordedAt: optional(instant),
    chargesAssessed: array(recorded(ChargeAssessedV1)),
  },
  { additionalProperties: true },
);

const billed = BillRenderedV2.data.properties;

/** N3: a source a bill estimated. */
const EstimatedSourceAnswer = object({ source: id, gallons: integer });

/** N3/C11: a bill made from an estimate that a later actual reading contradicts: the figure billed and the actual. */

/** N9: a levy of a bill: what of it went on which tax roll, unpaid on the statement's cut-off. */
const Levy = object({
  statementId: id,
  taxYear: integer,
  leviedOn: date,
  /** What of the bill was unpaid on the cut-off and put on the tax roll. */
  cutoff: date,
  total: amount,
});

export const ContradictedEstimateAnswer = object({
  billId: id,
  period: id,
  source: id,
  estimatedGallons: integer,
  actualGallons: integer,
  actualReadOn: date,
  billedDeliveredGallons: integer,
  actualDeliveredGallons: integer,
  billedRent: amount,
});

const renderedBill = {
  billId: id,
  accountId: id,
  owner,
  billRunId: billed.billRunId,
  municipality: billed.municipality,
  fiscalYear: optional(integer),
  period: optional(id),
  billDate: date,
  dueDate: date,
  deliveredGallons: optional(nullable(integer)),
  billableGallons: optional(Type.Number()),
  ratePer1000Gallons: optional(billed.ratePer1000Gallons),
  lines: billed.lines,
  rent: amount,
  charges: amount,
  total: amount,
  /** C5: the account's credit (paid ahead, overpaid) applied to the bill's rent and charges when it was booked, as known now; for a replacement (C11), what had met its rent by the correction (what met the voided bill re-flows to it). */
  creditApplied: amount,
  /** What the bill asks the owner to pay: its total less that credit (0.00 for a voided bill, C11, and for a levied one, N9: paid with the taxes). */
  amountDue: amount,
  firstPenaltyDate: date,
  penaltyRate: billed.penaltyRate,
  penaltyRule: billed.penaltyRule,
  tariff: text,
  /** C11: the voided bill this one replaces, the replacement a supplemental bill supplements, the void of a voided bill. */
  replaces: optional(nullable(id)),
  supplements: optional(nullable(id)),
  voided: optional(nullable(object({ voidId: id, voidedOn: date, reason: text }))),
  /** N9: the levy that took the bill to the tax roll (absent when not levied); such a bill cannot be voided (C11). */
  levied: optional(Levy),
  /** N9 (settled): the later levies, each of what the levies before it left owed on the account (absent when none). */
  laterLevies: optional(array(Levy)),
  /** N3: the sources estimated in the usage the bill was made from, and the gallons estimated (absent when none). */
  estimatedSources: optional(array(EstimatedSourceAnswer)),
  recordedAt: instant,
};
/** A bill as rendered, with the owner on its bill date (C9); the volumes for a metered bill. */
export const BillAnswer = object({
  ...renderedBill,
  /** C11: the supplemental bill a replacement's render wrote, when the corrected rent is higher. */
  supplemental: optional(object(renderedBill)),
  /** C11: the void a correction sent with `void` made (its `supplemental`: the earlier supplemental bill voided with the bill). */
  voidOfReplaced: optional(VoidAnswer),
});

/** The account today: its details, owners and classes over time, and everything it holds. */
export const AccountAnswer = object({
  ...AccountOpenedV2.data.properties,
  owners: array(object({ owner, from: date, to: nullable(date), deedReference: nullable(text) })),
  reclassifications: array(ReclassificationAnswer),
  utilizationForms: array(UtilizationFormAnswer),
  taxSales: array(recorded(TaxSaleListedV1)),
  adjustmentApplications: array(ApplicationAnswer),
  recordedAt: instant,
  usage: array(UsageAnswer),
  bills: array(BillAnswer),
  /** N3/C11: bills made from an estimate a later actual reading contradicts (to be voided and replaced). */
  contradictedEstimates: array(ContradictedEstimateAnswer),
  payments: array(
    object({
      ...PaymentAnswer.properties,
      reversal: nullable(object({ reversedOn: date, reason: text, recordedAt: instant })),
    }),
  ),
});

const balance = {
  rent: amount,
  penalties: amount,
  charges: amount,
  credit: amount,
  /** rent + penalties + charges - credit */
  total: amount,
  /** N6: refunds owed to the owner, not in `total`. */
  refundDue: amount,
  /** N9: arrears levied on the tax roll, not in `total`. */
  leviedToTaxRoll: amount,
};

/** C3/C5: the balance as of a date, as known at an instant. */
export const BalanceAnswer = object({ accountId: id, asOf: date, knownAt: instant, ...balance });

/** What clears the account on a date: the balance with the accruals no run has booked yet. */
export const PayoffAnswer = object({
  accountId: id,
  on: date,
  payoff: amount,
  ...balance,
  notYetBooked: array(
    object({
      type: text,
      date,
      billId: nullable(id),
      amount,
      rule: id,
      status: oneOf('not yet booked'),
    }),
  ),
});

/** A statement with its running balance (C3, C4, C7). */
export const StatementAnswer = object({
  accountId: id,
  knownAt: instant,
  from: nullable(date),
  to: nullable(date),
  openingBalance: amount,
  closingBalance: amount,
  entries: array(
    object({
      effectiveDate: date,
      recordedAt: instant,
      kind: oneOf(
        'rent',
        'charge',
        'charge-reversal',
        'penalty',
        'penalty-reversal',
        'penalty-waiver',
        'bill-void',
        'payment',
        'payment-reversal',
        'adjustment',
        'refund',
        'levy',
      ),
      reference: text,
      description: text,
      amount,
      balance: amount,
      backdated: Type.Boolean(),
      reversed: Type.Boolean(),
    }),
  ),
});

/** A page of the account search, each account with its balance today. */
export const SearchAnswer = object({
  query: text,
  /** How many match, counted up to 1,000 (then `capped`). */
  total: integer,
  /** True when more than `total` match (the count stops at 1,000): narrow the search. */
  capped: Type.Boolean(),
  offset: integer,
  limit: integer,
  results: array(
    object({
      ...AccountOpenedV2.data.properties,
      /** C9: the date the owner shown took title (absent: the owner at opening). */
      ownerSince: optional(date),
      /** N12: the date the class shown took effect (absent: the class at opening). */
      classSince: optional(date),
      balance: nullable(amount),
    }),
  ),
});
