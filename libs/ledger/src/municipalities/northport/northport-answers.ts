import { Type } from '@sinclair/typebox';
import {
  amount,
  array,
  date,
  id,
  integer,
  NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA,
  nullable,
  object,
  oneOf,
  owner,
  rate,
  SewerRentBudgetAdoptedV1,
  text,
  UtilizationFormRequiredV1,
} from '@ledger/domain';
import { rateScheduleAnswer } from '../../adopt-rates/rate-schedule-answer';
import { recorded } from '../../presenters/answer-parts';

/** What Northport's own routes answer (N5, N7, N8, N10), as schemas. */
export const NorthportRateScheduleAnswer = rateScheduleAnswer(
  'northport',
  NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA,
);

export const BudgetAnswer = recorded(SewerRentBudgetAdoptedV1);

/** N5/N8: the budgets adopted around a date, the date's fiscal year's in force. */
export const BudgetsAnswer = object({
  asOf: date,
  budgets: array(object({ ...BudgetAnswer.properties, inForce: Type.Boolean() })),
});

/** N5: the rate the levy implies over the liable accounts' recorded usage. */
export const ProposedRateAnswer = object({
  fiscalYear: integer,
  levy: amount,
  billableGallons: Type.Number({ description: 'at most one decimal (the 10% reduction)' }),
  accounts: integer,
  ratePer1000Gallons: rate,
});

const budget = SewerRentBudgetAdoptedV1.data.properties;
/** N8: a fiscal year's receipts and their waterfall, as of a date. */
export const FundAnswer = object({
  fiscalYear: integer,
  asOf: date,
  receipts: amount,
  budget: nullable(
    object({
      adoptedOn: date,
      sewerRent: budget.sewerRent,
      reserveToCollect: amount,
      levy: amount,
    }),
  ),
  allocations: object({
    operationAndMaintenance: amount,
    debtService: amount,
    capital: amount,
    refundReserve: amount,
    surplus: amount,
  }),
});

/** N8: the refund reserve of a fiscal year (a shortfall is what the reserve could not pay). */
export const RefundReserveAnswer = object({
  fiscalYear: integer,
  asOf: date,
  opening: amount,
  allocated: amount,
  refundsPaid: amount,
  interestPaid: amount,
  closing: amount,
  shortfall: amount,
});

/** N7: every refund obligation granted by a date, its deadline, days late and interest. */
export const RefundObligationsAnswer = object({
  asOf: date,
  obligations: array(
    object({
      accountId: id,
      applicationId: id,
      billId: id,
      fiscalYear: integer,
      filedOn: date,
      grantedOn: date,
      refundDue: amount,
      deadline: date,
      daysLate: integer,
      interestAccrued: amount,
      status: oneOf('open', 'paid'),
      paidOn: nullable(date),
      refundId: nullable(id),
    }),
  ),
});

export const FormRequirementAnswer = recorded(UtilizationFormRequiredV1);

/** N10: for a year, who has filed its utilization form, who has not, and what is charged. */
export const UtilizationFormsAnswer = object({
  municipality: id,
  year: integer,
  requirement: object({ requirementId: id, year: integer, dueOn: date }),
  filed: integer,
  unfiled: integer,
  charged: amount,
  accounts: array(
    object({
      accountId: id,
      parcelId: text,
      owner: owner.properties.name,
      requirementId: id,
      dueOn: date,
      filedOn: nullable(date),
      charged: amount,
    }),
  ),
});
