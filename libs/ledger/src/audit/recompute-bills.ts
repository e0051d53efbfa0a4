import {
  accountDecider,
  accountOn,
  AccountEvent,
  BillRendered,
  fold,
  Recorded,
  tariffOf,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import { canonicalJson } from '../infrastructure/hash-chain';
import { fromStored } from '../infrastructure/event-envelope';

export interface BillProblem {
  readonly position: number;
  readonly streamId: string;
  readonly billId: string;
  readonly problem: string;
}

/**
 * Recomputes every bill from the tariff and the rate in force then (as known
 * when the bill was recorded) and the account's facts before it; any bill
 * whose stored numbers differ is reported.
 */
export function recomputeBills(streams: ReadonlyMap<string, StoredEvent[]>): {
  checked: number;
  problems: BillProblem[];
} {
  const problems: BillProblem[] = [];
  let checked = 0;
  const knownBy = (events: StoredEvent[] | undefined, instant: string) =>
    (events ?? []).filter((e) => String(e.metadata.recordedAt) <= instant);
  for (const [streamId, events] of streams) {
    if (!streamId.startsWith('account-')) continue;
    const domain = events.map((e) => fromStored<AccountEvent>(e));
    domain.forEach((event, r) => {
      if (event.type !== 'BillRendered') return;
      checked++;
      const stored = event.data as BillRendered['data'];
      const before = fold(accountDecider, domain.slice(0, r) as Recorded<AccountEvent>[]);
      const account = before.opened?.data;
      const at = { position: events[r].position, streamId, billId: stored.billId };
      if (!account)
        return problems.push({ ...at, problem: 'a bill on an account that was not opened' });
      const law = tariffOf(account.municipality);
      // the rates in force for the bill's period, as known when the bill was recorded
      const rate = law.rates.inForce(
        knownBy(streams.get(law.rates.stream(stored.period)), event.recordedAt).map(
          (e) => fromStored(e) as { type: string; data: Record<string, unknown> },
        ),
        stored.period,
      );
      try {
        // N12/C9: as the account stood on the bill date
        const recomputed = law.renderBill(accountOn(before, stored.billDate), before, {
          kind: 'RenderBill',
          billId: stored.billId,
          billRunId: stored.billRunId,
          period: stored.period,
          billDate: stored.billDate,
          rate,
        });
        if (canonicalJson(recomputed) !== canonicalJson(stored)) {
          const fields = Object.keys(recomputed).filter(
            (k) =>
              canonicalJson((recomputed as Record<string, unknown>)[k]) !==
              canonicalJson((stored as Record<string, unknown>)[k]),
          );
          problems.push({
            ...at,
            problem: `recomputed bill differs in ${fields.join(', ')}: stored rent ${stored.rent}, recomputed ${recomputed.rent}`,
          });
        }
      } catch (error) {
        problems.push({
          ...at,
          problem: `the bill cannot be rendered from the facts and rate in force then: ${(error as Error).message}`,
        });
      }
      return undefined;
    });
  }
  return { checked, problems };
}
