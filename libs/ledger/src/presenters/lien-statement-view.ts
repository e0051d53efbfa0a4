import {
  array,
  integer,
  LienLeviedV1,
  LienStatementLeviedV1,
  LienStatementPreparedV1,
  formatAmount,
  nullable,
  object,
  oneOf,
  parseAmount,
  sum,
  type LienStatementState,
  amount,
  instant,
  optional,
} from '@ledger/domain';
import { Type } from '@sinclair/typebox';
import { recorded } from './answer-parts';

/** N9/W3: a statement of liens, its totals, and whether (and when) it was levied. */
export const LienStatementAnswer = object({
  ...LienStatementPreparedV1.data.properties,
  totals: object({ rent: amount, penalties: amount, parcels: integer }),
  recordedAt: instant,
  status: oneOf('prepared', 'levied'),
  levied: nullable(recorded(LienStatementLeviedV1)),
  /** Once levied (GET only): each parcel's line as the levy put it on the tax roll (its accounts' LienLevied), what the levied roll prints. */
  leviedLines: optional(
    array(
      object({
        parcelId: LienStatementPreparedV1.data.properties.lines.items.properties.parcelId,
        levied: Type.Boolean({ description: 'false: paid between the statement and the levy' }),
        rent: amount,
        penalties: amount,
        total: amount,
      }),
    ),
  ),
});

const levied = LienLeviedV1.data.properties;
/** N9: the statement levied, and each account's lien. */
export const LevyAnswer = object({
  ...LienStatementAnswer.properties,
  accounts: array(
    object({ accountId: levied.accountId, bills: levied.bills, total: levied.total }),
  ),
});

/** A lien statement with its totals row (rent and penalties and charges over every parcel; `total` is the statement's own). */
export function lienStatementView(state: LienStatementState) {
  const p = state.prepared!;
  return {
    ...p.data,
    totals: {
      rent: formatAmount(sum(p.data.lines.map((l) => parseAmount(l.rent)))),
      penalties: formatAmount(sum(p.data.lines.map((l) => parseAmount(l.penalties)))),
      parcels: p.data.lines.length,
    },
    recordedAt: p.recordedAt,
    status: state.levied ? ('levied' as const) : ('prepared' as const),
    levied: state.levied ? { ...state.levied.data, recordedAt: state.levied.recordedAt } : null,
  };
}
