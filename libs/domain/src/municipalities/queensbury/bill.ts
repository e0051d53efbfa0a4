import type { BillLine, PropertyClass } from '../../account/account-events';
import {
  Decimal,
  formatAmount,
  parseAmount,
  parseRate,
  Rate,
  roundToCents,
  ZERO,
} from '../../money/money';
import { gallonsInWords as g } from '../../office/period-in-words';
import type { QueensburyRateSchedule } from './rates';

/** Q1: a line of `quantity` x `rate`, rounded to cents once (C1). */
function line(
  code: string,
  description: string,
  quantity: Decimal,
  unitOfMeasure: string,
  rate: Rate,
): BillLine {
  return {
    code,
    unit: null,
    description,
    quantity: quantity.toString(),
    unitOfMeasure,
    rate,
    amount: formatAmount(roundToCents(quantity.times(parseRate(rate)))),
  };
}

/**
 * Q1: the quarter's rent. Residential: each unit's charge, covering the
 * allowance (per property, one meter), plus the gallons over it per 1,000;
 * nonresidential: every gallon per 1,000.
 */
export function queensburyRent(
  propertyClass: PropertyClass,
  units: number | null,
  gallons: number,
  schedule: QueensburyRateSchedule,
): { lines: BillLine[]; rent: Decimal } {
  const lines: BillLine[] = [];
  if (propertyClass === 'residential') {
    const perUnit = parseAmount(schedule.residentialUnitPerQuarter);
    const over = Math.max(0, gallons - schedule.residentialAllowanceGallons);
    if (!perUnit.isZero())
      lines.push(
        line(
          'residential-unit',
          // Q1: gallons as a resident reads them (13,000), on screen and on paper
          `${units} residential ${units === 1 ? 'unit' : 'units'} x ${schedule.residentialUnitPerQuarter}, covering the first ${g(schedule.residentialAllowanceGallons)} gallons`,
          new Decimal(units ?? 0),
          'unit',
          schedule.residentialUnitPerQuarter,
        ),
      );
    if (over > 0 || perUnit.isZero()) {
      lines.push(
        line(
          'excess-usage',
          `${g(over)} gallons over the ${g(schedule.residentialAllowanceGallons)}-gallon allowance of ${g(gallons)} metered`,
          new Decimal(over).dividedBy(1000),
          '1000 gallons',
          schedule.residentialExcessPer1000Gallons,
        ),
      );
    }
  } else {
    lines.push(
      line(
        'metered-usage',
        `${g(gallons)} gallons metered`,
        new Decimal(gallons).dividedBy(1000),
        '1000 gallons',
        schedule.nonresidentialPer1000Gallons,
      ),
    );
  }
  return { lines, rent: lines.reduce((s, l) => s.plus(parseAmount(l.amount)), ZERO) };
}
