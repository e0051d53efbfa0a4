import type { AccountEvent, Recorded } from '@ledger/domain';

/** A fact and the charges it brought (W2), as a write's answer. */
export function factView(
  written: readonly Recorded<AccountEvent>[],
  original?: Recorded<AccountEvent>,
) {
  const [fact, ...assessed] = written.length > 0 ? written : original ? [original] : [];
  return {
    ...(fact
      ? {
          type: fact.type,
          ...fact.data,
          effectiveDate: fact.effectiveDate,
          recordedAt: fact.recordedAt,
        }
      : {}),
    chargesAssessed: assessed.map((c) => ({ ...c.data, recordedAt: c.recordedAt })),
  };
}
