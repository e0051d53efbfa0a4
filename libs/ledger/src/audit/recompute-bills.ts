import {
  accountDecider,
  accountOn,
  AccountEvent,
  AccountState,
  BillRendered,
  fold,
  Recorded,
  RenderBill,
  tariffOf,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import { canonicalJson } from '../infrastructure/canonical-json';
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
      const stored = event.data as BillRendered['data'];
      // C11: a supplemental bill is recomputed with the replacement it supplements
      if (stored.supplements) return;
      checked++;
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
        const recomputed = replacement(stored, domain, r, before, rate) ?? [
          // N12/C9: as the account stood on the bill date
          law.renderBill(accountOn(before, stored.billDate), before, {
            kind: 'RenderBill',
            billId: stored.billId,
            billRunId: stored.billRunId,
            period: stored.period,
            billDate: stored.billDate,
            rate,
          }),
        ];
        // C11: a replacement and its supplemental bill are decided together, as one command
        recomputed.forEach((bill, i) => {
          const was = i === 0 ? stored : (domain[r + i]?.data as BillRendered['data']);
          if (i > 0) checked++;
          const problem = differs(bill, was);
          if (problem) problems.push({ ...at, billId: bill.billId, problem });
        });
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

/** The fields of a recomputed bill that differ from the stored one, in words; null when equal. */
function differs(recomputed: BillRendered['data'], stored: BillRendered['data'] | undefined) {
  if (!stored) return `recomputed bill ${recomputed.billId} is missing from the stream`;
  if (canonicalJson(recomputed) === canonicalJson(stored)) return null;
  const keys = new Set([...Object.keys(recomputed), ...Object.keys(stored)]);
  const fields = [...keys].filter(
    (k) =>
      canonicalJson((recomputed as Record<string, unknown>)[k]) !==
      canonicalJson((stored as Record<string, unknown>)[k]),
  );
  return `recomputed bill differs in ${fields.join(', ')}: stored rent ${stored.rent}, recomputed ${recomputed.rent}`;
}

/**
 * C11: a bill that replaces a voided one is recomputed as the decider renders
 * it: the same command (its correction date as recorded, or for one recorded
 * before the date was kept the supplemental bill's date, else the void's) decided on the account as it stood,
 * which yields the replacement and any supplemental bill.
 */
function replacement(
  stored: BillRendered['data'],
  domain: readonly Recorded<AccountEvent>[],
  r: number,
  before: AccountState,
  rate: RenderBill['rate'],
): BillRendered['data'][] | null {
  if (!stored.replaces) return null;
  const next = domain[r + 1];
  const supplemental =
    next?.type === 'BillRendered' && next.data.supplements === stored.billId ? next.data : null;
  const correctedOn =
    stored.correctedOn ??
    supplemental?.billDate ??
    before.voids.get(stored.replaces)?.data.voidedOn ??
    stored.billDate;
  return accountDecider
    .decide(
      {
        kind: 'RenderBill',
        billId: stored.billId,
        billRunId: stored.billRunId,
        period: stored.period,
        billDate: correctedOn,
        replaces: stored.replaces,
        rate,
      },
      before,
    )
    .filter((e): e is Extract<AccountEvent, { type: 'BillRendered' }> => e.type === 'BillRendered')
    .map((e) => e.data);
}
