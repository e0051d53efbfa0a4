import type { WatervlietRates } from '../../account/account-commands';
import type {
  AccountOpened,
  BillLine,
  OccupancyFound,
  UnitStatus,
  UnitStatusChanged,
  WaterTurnedOn,
} from '../../account/account-events';
import { ruleViolation } from '../../errors/domain-error';
import {
  Decimal,
  formatAmount,
  formatRate,
  parseAmount,
  parseRate,
  roundToCents,
  sum,
} from '../../money/money';
import type { BillingPeriod } from './periods';

interface PeriodFacts {
  readonly statuses: readonly UnitStatusChanged['data'][];
  readonly turnOns: readonly WaterTurnedOn['data'][];
  readonly findings: readonly OccupancyFound['data'][];
  readonly meteredGallons: number | null;
}

interface UnitPeriodStatus {
  readonly atStart: UnitStatus;
  /** When the status in force at the start took effect (null: never set, occupied). */
  readonly since: string | null;
  /** Any change of status within the period: the unit was then not reduced for the whole period. */
  readonly changed: boolean;
}

const unitNames = (units: number) => Array.from({ length: units }, (_, i) => String(i + 1));

/** W2: a unit's status when the period starts (default occupied) and whether it changed during it. */
function unitStatusIn(
  unit: string,
  period: BillingPeriod,
  statuses: readonly UnitStatusChanged['data'][],
): UnitPeriodStatus {
  const mine = statuses
    .filter((s) => s.unit === unit)
    .sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : a.effectiveOn > b.effectiveOn ? 1 : 0));
  const before = mine.filter((s) => s.effectiveOn <= period.start);
  const atStart = before.length ? before[before.length - 1].status : 'occupied';
  const since = before.length ? before[before.length - 1].effectiveOn : null;
  const changed = mine.some(
    (s) => s.effectiveOn > period.start && s.effectiveOn <= period.end && s.status !== atStart,
  );
  return { atStart, since, changed };
}

const inPeriod = (date: string, period: BillingPeriod) =>
  date >= period.start && date <= period.end;

interface WatervlietBill {
  readonly lines: BillLine[];
  readonly rent: Decimal;
  readonly charges: Decimal;
}

/**
 * W2: the lines of a Watervliet bill for one billing period, from the
 * account, the unit statuses, the building's water turn-ons and the
 * occupancy findings known, and the rates in force.
 */
// eslint-disable-next-line max-lines-per-function -- W2's charge for a period in the order the local law gives it (vacant land, a metered establishment, then each residential unit by its status, turn-ons and findings); the unit loop is the law's case analysis, next to split when W2 next changes
export function watervlietBill(
  account: AccountOpened['data'],
  period: BillingPeriod,
  facts: PeriodFacts,
  rates: WatervlietRates,
): WatervlietBill {
  const rentLines: BillLine[] = [];
  const chargeLines: BillLine[] = [];
  const money = (
    code: string,
    unit: string | null,
    description: string,
    amount: string,
  ): BillLine => ({
    code,
    unit,
    description,
    quantity: '1',
    unitOfMeasure: unit === null ? 'period' : 'unit-period',
    rate: amount,
    amount,
  });

  if (account.propertyClass === 'vacant-land') {
    rentLines.push(
      money('vacant-land', null, 'Vacant land (property class 300)', rates.vacantLand),
    );
  } else if (account.propertyClass === 'other') {
    if (facts.meteredGallons === null)
      throw ruleViolation(
        'W2',
        `no metered water usage recorded for period ${period.key}: establishments are billed by the meter`,
      );
    const rate = parseRate(rates.meteredPer1000Gallons);
    const metered = roundToCents(new Decimal(facts.meteredGallons).dividedBy(1000).times(rate));
    const minimum = parseAmount(rates.meteredMinimum);
    const applied = metered.lessThan(minimum);
    rentLines.push({
      code: applied ? 'metered-minimum' : 'metered',
      unit: null,
      description: applied
        ? `Metered ${facts.meteredGallons} gallons x ${formatRate(rate, 2)} per 1,000 = ${formatAmount(metered)}; minimum charge applied`
        : `Metered ${facts.meteredGallons} gallons x ${formatRate(rate, 2)} per 1,000`,
      quantity: new Decimal(facts.meteredGallons).dividedBy(1000).toString(),
      unitOfMeasure: '1000 gallons',
      rate: formatRate(rate, 4),
      amount: formatAmount(applied ? minimum : metered),
    });
  } else {
    const inside = account.location === 'inside';
    const full = inside ? rates.residentialUnit : rates.outsideResidentialUnit;
    const turnOns = facts.turnOns.filter((t) => inPeriod(t.turnedOnOn, period));
    let vacantWaterOff = false;
    for (const unit of unitNames(account.units ?? 0)) {
      const status = unitStatusIn(unit, period, facts.statuses);
      const finding = facts.findings.find((f) => f.unit === unit && inPeriod(f.foundOn, period));
      // water turned on since the unit was last declared vacant with the water off: it is no longer off
      const turnedOnBefore =
        status.atStart === 'vacant-water-off' &&
        facts.turnOns.some((t) => t.turnedOnOn >= status.since! && t.turnedOnOn < period.start);
      if (status.atStart === 'vacant-water-off' && !status.changed && !turnedOnBefore) {
        vacantWaterOff = true;
        if (turnOns.length === 0) {
          rentLines.push(
            money(
              inside ? 'vacant-water-off' : 'outside-vacant-water-off',
              unit,
              `Unit ${unit}: vacant, water off at the service entry`,
              inside ? rates.vacantUnitWaterOff : rates.outsideVacantWaterOff,
            ),
          );
        } else {
          rentLines.push(
            money(
              'residential-unit',
              unit,
              `Unit ${unit}: vacant, but water turned on at the service entry on ${turnOns[0].turnedOnOn}: full rate`,
              full,
            ),
          );
        }
      } else if (
        status.atStart === 'vacant-owner-occupied' &&
        !status.changed &&
        inside &&
        !facts.findings.some(
          (f) => f.unit === unit && f.foundOn >= status.since! && f.foundOn < period.start,
        )
      ) {
        // (a unit found occupied since its reduction was granted is no longer reduced)
        if (!finding) {
          rentLines.push(
            money(
              'vacant-owner-occupied',
              unit,
              `Unit ${unit}: vacant unit of an owner-occupied property (approved reduction)`,
              rates.vacantOwnerOccupiedUnit,
            ),
          );
        } else {
          rentLines.push(
            money(
              'residential-unit',
              unit,
              `Unit ${unit}: found occupied on ${finding.foundOn} while reduced: full rate`,
              full,
            ),
          );
          chargeLines.push(
            money(
              'occupied-while-reduced-penalty',
              unit,
              `Unit ${unit} found occupied while reduced (${finding.foundOn})`,
              rates.occupiedWhileReducedPenalty,
            ),
          );
        }
      } else {
        const why = status.changed
          ? ' (status changed during the period: full rate)'
          : turnedOnBefore
            ? ' (water turned on since it was declared off: full rate)'
            : '';
        rentLines.push(
          money(
            inside ? 'residential-unit' : 'outside-residential-unit',
            unit,
            `Unit ${unit}${inside ? '' : ' (outside the city)'}${why}`,
            full,
          ),
        );
      }
    }
    if (inside && vacantWaterOff) {
      for (const t of turnOns.filter((t) => t.by === 'other')) {
        chargeLines.push(
          money(
            'unauthorized-turn-on-penalty',
            null,
            `Water turned on at the vacant property on ${t.turnedOnOn} other than by the City Water Department`,
            rates.unauthorizedTurnOnPenalty,
          ),
        );
      }
    }
  }
  const lines = [...rentLines, ...chargeLines];
  return {
    lines,
    rent: sum(rentLines.map((l) => parseAmount(l.amount))),
    charges: sum(chargeLines.map((l) => parseAmount(l.amount))),
  };
}
