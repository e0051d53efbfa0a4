import type { AccountEvent, AccountState, ChargeAssessed, Recorded } from '@ledger/domain';

/**
 * A fact and the charges it brought (W2), as a write's answer. On a replay
 * (nothing written) it is the original answer: the fact as recorded and the
 * charges recorded with it (decided together, so recorded at the same
 * instant, on the fact's date).
 */
export function factView(
  written: readonly Recorded<AccountEvent>[],
  original?: Recorded<AccountEvent>,
  state?: AccountState,
) {
  const [fact, ...assessed] =
    written.length > 0 ? written : original ? [original, ...chargesWith(original, state)] : [];
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

function chargesWith(
  fact: Recorded<AccountEvent>,
  state: AccountState | undefined,
): Recorded<ChargeAssessed>[] {
  if (!state) return [];
  return [...state.charges.values()].filter(
    (c) => c.recordedAt === fact.recordedAt && c.effectiveDate === fact.effectiveDate,
  );
}
