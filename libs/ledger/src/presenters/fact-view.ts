import type { AccountEvent, ChargeAssessed, Recorded } from '@ledger/domain';

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
    chargesAssessed: assessed
      .filter((c): c is Recorded<ChargeAssessed> => c.type === 'ChargeAssessed')
      .map((c) => ({ ...c.data, recordedAt: c.recordedAt })),
  };
}
