import { Decimal, formatAmount, formatRate, parseRate, roundToCents } from '../../money/money';
import type { BillLine, PropertyClass } from '../../account/account-events';
import { billableWater, WaterUsage } from './billable-water';

export const NORTHPORT_TARIFF_VERSION = 'northport-ch239-art2-2010/L.L.6-2015';

interface NorthportRent {
  readonly billableGallons: Decimal;
  readonly lines: BillLine[];
  readonly rent: Decimal;
}

/** N3: rent = billable gallons / 1,000 x the rate, rounded to cents once. */
export function rentFor(billableGallons: Decimal, ratePer1000Gallons: string): Decimal {
  return roundToCents(billableGallons.dividedBy(1000).times(parseRate(ratePer1000Gallons)));
}

/** N3: the bill's rent and its line, from the year's usage and the adopted rate. */
export function northportRent(
  propertyClass: PropertyClass,
  usage: WaterUsage,
  ratePer1000Gallons: string,
): NorthportRent {
  const { billableGallons, basis } = billableWater(propertyClass, usage);
  const rate = parseRate(ratePer1000Gallons);
  const thousands = billableGallons.dividedBy(1000);
  // rentFor's arithmetic on the quotient and the rate already parsed here
  const rent = roundToCents(thousands.times(rate));
  const line: BillLine = {
    code: 'sewer-rent',
    unit: null,
    description: `Sewer rent: ${billableGallons.toString()} billable gallons of ${usage.totalGallons} delivered; ${basis}`,
    quantity: thousands.toString(),
    unitOfMeasure: '1000 gallons',
    rate: formatRate(rate, 4),
    amount: formatAmount(rent),
  };
  return { billableGallons, lines: [line], rent };
}
