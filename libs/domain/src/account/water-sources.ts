import type { Recorded } from '../events/event';
import type { BillRendered, WaterUsageRecorded } from './account-events';

/**
 * N3: the property's water sources. Each source's reading is its own fact;
 * the period's total delivered is the sum of each source's latest reading.
 * Generic: every municipality whose billing uses water usage reads the sum.
 */

/** The one source every reading had before sources were named (v2 and older read as it). */
export const DEFAULT_WATER_SOURCE = 'authority-meter';

export type Reading = Recorded<WaterUsageRecorded>;

/** N3: a period's readings, the latest per source (a later reading restates that source only). */
export type SourceReadings = ReadonlyMap<string, Reading>;

/** N3: what a bill took from an estimated source: the source and the gallons estimated. */
export interface EstimatedSource {
  readonly source: string;
  readonly gallons: number;
}

/** N3: the usage a bill was made from: the total delivered and the sources estimated in it. */
export interface BillUsage {
  readonly deliveredGallons: number;
  readonly estimated: readonly EstimatedSource[];
}

/** N3/C11: an actual reading that contradicts the estimate a bill was made from. */
export interface ContradictedEstimate {
  readonly billId: string;
  readonly period: string;
  readonly source: string;
  readonly estimatedGallons: number;
  readonly actualGallons: number;
  readonly actualReadOn: string;
  /** The total delivered the bill was made from, and the total with the actual reading. */
  readonly billedDeliveredGallons: number;
  readonly actualDeliveredGallons: number;
  /** The rent billed from the estimate. */
  readonly billedRent: string;
}

/**
 * N3: the period's usage as the tariffs read it: the sum of its sources'
 * latest readings, dated by the latest; `estimated` if any source is.
 * Non-discharged gallons (an approved meter's) sum the sources that have one.
 */
export function periodUsage(readings: SourceReadings): Reading {
  const all = [...readings.values()];
  const latest = all.reduce((a, b) => (b.effectiveDate > a.effectiveDate ? b : a));
  const metered = all.filter((r) => r.data.meteredNonDischargedGallons !== null);
  return {
    ...latest,
    data: {
      ...latest.data,
      totalGallons: all.reduce((s, r) => s + r.data.totalGallons, 0),
      meteredNonDischargedGallons: metered.length
        ? metered.reduce((s, r) => s + (r.data.meteredNonDischargedGallons ?? 0), 0)
        : null,
      estimated: all.some((r) => r.data.estimated),
    },
  };
}

/** N3: the usage a bill is made from, null where the period has no reading (a flat charge). */
export function billUsage(readings: SourceReadings | undefined): BillUsage | null {
  if (!readings?.size) return null;
  return {
    deliveredGallons: periodUsage(readings).data.totalGallons,
    estimated: [...readings.values()]
      .filter((r) => r.data.estimated)
      .map((r) => ({ source: r.data.source, gallons: r.data.totalGallons })),
  };
}

/**
 * N3/C11: an actual reading of a source the period's bill estimated, where
 * the gallons differ, contradicts the bill; null otherwise. A flat charge
 * (W2's residential units, no `deliveredGallons`) was not made from the
 * gallons, so no reading contradicts it (soak seed 52000 listed one).
 */
export function contradiction(
  bill: Recorded<BillRendered> | undefined,
  usage: BillUsage | undefined,
  reading: Reading,
  readingsAfter: SourceReadings,
): ContradictedEstimate | null {
  if (!bill || !usage || reading.data.estimated) return null;
  if (bill.data.deliveredGallons === null) return null;
  const estimate = usage.estimated.find((e) => e.source === reading.data.source);
  if (!estimate || estimate.gallons === reading.data.totalGallons) return null;
  return {
    billId: bill.data.billId,
    period: bill.data.period,
    source: estimate.source,
    estimatedGallons: estimate.gallons,
    actualGallons: reading.data.totalGallons,
    actualReadOn: reading.effectiveDate,
    billedDeliveredGallons: usage.deliveredGallons,
    actualDeliveredGallons: periodUsage(readingsAfter).data.totalGallons,
    billedRent: bill.data.rent,
  };
}
