import type { LienStatementState } from '@ledger/domain';

export function lienStatementView(state: LienStatementState) {
  const p = state.prepared!;
  return {
    ...p.data,
    recordedAt: p.recordedAt,
    status: state.levied ? ('levied' as const) : ('prepared' as const),
    levied: state.levied ? { ...state.levied.data, recordedAt: state.levied.recordedAt } : null,
  };
}
