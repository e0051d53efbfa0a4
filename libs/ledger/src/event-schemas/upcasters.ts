import { addDays } from '@ledger/domain';

type Data = Record<string, unknown>;

/**
 * Upcasters: an event written under an older schema version reads as the
 * current one. Each takes the `data` of version n and returns version n+1.
 * The stored event is never changed (C4).
 */
const UPCASTERS: Record<string, Record<number, (data: Data) => Data>> = {
  AccountOpened: {
    // v2 added Watervliet's units
    1: (d) => ({ ...d, units: null }),
  },
  WaterUsageRecorded: {
    // v2 names the billing period (Northport's is its fiscal year)
    1: (d) => ({ ...d, period: String(d.fiscalYear) }),
  },
  BillRendered: {
    // v2 generalized the bill to both municipalities: period, charges, the penalty schedule on the bill, line codes
    1: (d) => {
      const lines = (d.lines as Array<Data>).map(({ unit, ...line }) => ({ code: 'sewer-rent', unit: null, ...line, unitOfMeasure: unit }));
      return {
        ...d,
        municipality: 'northport',
        period: String(d.fiscalYear),
        lines,
        charges: '0.00',
        firstPenaltyDate: addDays(d.billDate as string, 31),
        penaltyRate: '0.015',
        penaltyRule: 'N4',
        rateSchedule: null,
      };
    },
  },
};

/** Brings an event's data from `version` to `target`, one step at a time. */
export function upcast(type: string, version: number, data: Data, target: number): Data {
  let current = data;
  for (let v = version; v < target; v++) {
    const step = UPCASTERS[type]?.[v];
    if (!step) throw new Error(`no upcaster for ${type} v${v} -> v${v + 1}`);
    current = step(current);
  }
  return current;
}
