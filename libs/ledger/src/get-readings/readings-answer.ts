import { Type } from '@sinclair/typebox';
import { array, date, id, instant, integer, nullable, object, text } from '@ledger/domain';

/**
 * N3: the water readings on file for an account, in the order the ledger
 * learned them: each source's reading of a period, actual or estimated,
 * whether a later reading of its source restated it, the actual reading that
 * contradicts an estimate, and the bills made from it.
 */
export const ReadingsAnswer = object({
  accountId: id,
  readings: array(
    object({
      /** The billing period: the fiscal year as text ("2025", N1), the half-year's first month ("2022-11", W1), the quarter ("2021-Q2", Q2). */
      period: id,
      fiscalYear: nullable(integer),
      /** The period in the words its bill prints: "June 1, 2025 - May 31, 2026", "May 1 - October 31, 2026". */
      periodInWords: text,
      /** N3: the water source read (`authority-meter`, `private-well`, ...). */
      source: id,
      /** The date the reading was taken (its effective date). */
      readOn: date,
      totalGallons: integer,
      /** N3: gallons an approved meter measured that do not reach the sewer. */
      meteredNonDischargedGallons: nullable(integer),
      /** N3: the Village's estimate where the source gave no reading. */
      estimated: Type.Boolean(),
      recordedAt: instant,
      /** False once a later reading of the same source and period restates it (the period's total sums each source's latest). */
      current: Type.Boolean(),
      /** N3/C11: the later actual reading that contradicts this estimate (other gallons); null when none. */
      contradictedBy: nullable(object({ gallons: integer, readOn: date })),
      /** The bills made from it (rendered while it was its source's latest for the period, from the gallons). */
      billIds: array(id),
    }),
  ),
});
