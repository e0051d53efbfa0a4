import { Decimal } from '../../money/money';
import type { PropertyClass } from '../../account/account-events';

export interface WaterUsage {
  readonly totalGallons: number;
  readonly meteredNonDischargedGallons: number | null;
}

interface BillableWater {
  readonly billableGallons: Decimal;
  /** Why the billable volume differs from the delivered volume, citing the code section. */
  readonly basis: string;
}

const RESIDENTIAL_FACTOR = new Decimal('0.9');

/**
 * N3: billable water.
 * - residential: total reduced by 10% (§ 239-32 B);
 * - commercial with a village-approved meter of water not reaching the sewer:
 *   total minus that volume, never below zero, even when the reading is
 *   above the total delivered (§ 239-32 A);
 * - commercial without such a meter: the automatic 10% reduction (§ 239-32 A).
 * Not rounded: the rent is rounded once, to cents (C1).
 */
export function billableWater(propertyClass: PropertyClass, usage: WaterUsage): BillableWater {
  const total = new Decimal(usage.totalGallons);
  if (propertyClass === 'residential') {
    // N3 x N12: the meter's reading is a fact about the water; a bill whose class is residential takes the 10%, whatever was read
    return {
      billableGallons: total.times(RESIDENTIAL_FACTOR),
      basis: 'residential: delivered less 10% (§ 239-32 B)',
    };
  }
  if (usage.meteredNonDischargedGallons === null) {
    return {
      billableGallons: total.times(RESIDENTIAL_FACTOR),
      basis: 'commercial without approved meter: delivered less 10% (§ 239-32 A)',
    };
  }
  const net = total.minus(usage.meteredNonDischargedGallons);
  return {
    billableGallons: Decimal.max(net, 0),
    basis: 'commercial: delivered less approved-meter non-discharged water (§ 239-32 A)',
  };
}
