import type { Recorded } from '../events/event';
import type { AccountEvent, WaterUsageRecorded } from './account-events';

/** N3: an actual reading that contradicts an earlier estimate of the same source and period. */
interface ContradictingReading {
  readonly gallons: number;
  readonly readOn: string;
}

/** N3: one reading on file, as recorded, with what became of it. */
interface ReadingOnFile {
  readonly period: string;
  readonly fiscalYear: number | null;
  readonly source: string;
  readonly readOn: string;
  readonly totalGallons: number;
  readonly meteredNonDischargedGallons: number | null;
  readonly estimated: boolean;
  readonly recordedAt: string;
  /** False once a later reading of the same source and period restates it (the period's total sums the latest, N3). */
  readonly current: boolean;
  /** N3: the latest later actual reading of its source that contradicts this estimate (other gallons); null when none. */
  readonly contradictedBy: ContradictingReading | null;
  /** The bills made from it: rendered while it was its source's latest for the period, from gallons (not W2's flat units). */
  readonly billIds: readonly string[];
}

type Reading = Recorded<WaterUsageRecorded>;
type Mutable = { -readonly [K in keyof ReadingOnFile]: ReadingOnFile[K] } & {
  billIds: string[];
};

/**
 * N3: every reading recorded for the account, in the order learned: its
 * period, source, date, gallons, estimate or actual, whether a later reading
 * restated it, the actual that contradicts an estimate, and the bills made
 * from it. Derived from the account's history, so "as known at" an instant
 * reads the history up to it.
 */
export function readingsOnFile(history: readonly Recorded<AccountEvent>[]): ReadingOnFile[] {
  const all: Mutable[] = [];
  /** The latest reading of each source, per period. */
  const latest = new Map<string, Map<string, Mutable>>();
  for (const event of history) {
    if (event.type === 'WaterUsageRecorded') {
      const reading = onFile(event);
      const sources = latest.get(reading.period) ?? new Map<string, Mutable>();
      const before = all.filter((r) => r.period === reading.period && r.source === reading.source);
      const restated = sources.get(reading.source);
      if (restated) restated.current = false;
      // N3: an actual reading contradicts every estimate of its source and period that it does not
      // confirm; the latest such actual is the one named (as the account's contradicted bills list each)
      if (!reading.estimated)
        for (const e of before)
          if (e.estimated && e.totalGallons !== reading.totalGallons)
            e.contradictedBy = { gallons: reading.totalGallons, readOn: reading.readOn };
      sources.set(reading.source, reading);
      latest.set(reading.period, sources);
      all.push(reading);
    }
    if (event.type === 'BillRendered' && event.data.deliveredGallons !== null)
      for (const r of latest.get(event.data.period)?.values() ?? [])
        r.billIds.push(event.data.billId);
  }
  return all;
}

function onFile(event: Reading): Mutable {
  const d = event.data;
  return {
    period: d.period,
    fiscalYear: d.fiscalYear,
    source: d.source,
    readOn: event.effectiveDate,
    totalGallons: d.totalGallons,
    meteredNonDischargedGallons: d.meteredNonDischargedGallons,
    estimated: d.estimated,
    recordedAt: event.recordedAt,
    current: true,
    contradictedBy: null,
    billIds: [],
  };
}
