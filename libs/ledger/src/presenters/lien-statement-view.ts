import { formatAmount, parseAmount, sum, type LienStatementState } from '@ledger/domain';

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
