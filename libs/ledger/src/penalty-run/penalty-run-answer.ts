import {
  amount,
  date,
  instant,
  integer,
  municipality,
  nullable,
  object,
  optional,
} from '@ledger/domain';

/** A penalty run (C6, C7, N4): what it accrued and reversed; a second run through the same date changes nothing. */
export const PenaltyRunAnswer = object({
  municipality,
  through: date,
  accounts: integer,
  accountsChanged: integer,
  accrued: integer,
  reversed: integer,
  accruedAmount: amount,
  reversedAmount: amount,
  /** When the last change was recorded (null: nothing changed). */
  recordedAt: nullable(instant),
  /** N10: the utilization form charges reconciled with the penalties. */
  formCharges: optional(object({ accrued: integer, reversed: integer, amount })),
});
