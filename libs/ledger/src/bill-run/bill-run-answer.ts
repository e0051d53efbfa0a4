import { BillRunCompletedV1, id, instant, integer, object, optional } from '@ledger/domain';

const { billRunId, municipality, billDate, billed, total, skipped } =
  BillRunCompletedV1.data.properties;

/**
 * A bill run's result (N1, N2): how many billed and their total, and every
 * account passed over with its reason. The period is named as the
 * municipality names it in requests: `fiscalYear`, `period` or `quarter`.
 */
export const BillRunAnswer = object({
  billRunId,
  municipality,
  billDate,
  billed,
  total,
  skipped,
  fiscalYear: optional(integer),
  period: optional(id),
  quarter: optional(id),
  recordedAt: instant,
});
