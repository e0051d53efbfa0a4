import type { WatervlietRates } from '../../account/account-commands';
import type { CivilDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';
import type { Decider, DomainEvent, Recorded } from '../../events/event';
import { formatAmount, formatRate, parseAmount, parseRate } from '../../money/money';
import { amount, date, object, rate } from '../../events/schema-parts';
import { billingPeriod } from './periods';
import { repeated, sameContent } from '../../events/idempotency';

/** W2: rates are data with effective periods, not code. */
export type WatervlietRateScheduleAdopted = DomainEvent<
  'RateScheduleAdopted',
  {
    municipality: 'watervliet';
    effectiveFrom: CivilDate;
    effectiveTo: CivilDate;
    adoptedOn: CivilDate;
    rates: WatervlietRates;
  }
>;

interface AdoptWatervlietRates {
  readonly kind: 'AdoptWatervlietRates';
  readonly effectiveFrom: CivilDate;
  readonly effectiveTo: CivilDate;
  readonly adoptedOn: CivilDate;
  readonly rates: WatervlietRates;
}

interface WatervlietRatesState {
  readonly schedules: readonly Recorded<WatervlietRateScheduleAdopted>[];
}

/** W2: the published contract of the amounts in force (a rate schedule's, and the bill's copy of it). */
export const WATERVLIET_RATES_SCHEMA = object({
  residentialUnit: amount,
  meteredMinimum: amount,
  vacantUnitWaterOff: amount,
  vacantOwnerOccupiedUnit: amount,
  vacantLand: amount,
  outsideResidentialUnit: amount,
  outsideVacantWaterOff: amount,
  unauthorizedTurnOnPenalty: amount,
  occupiedWhileReducedPenalty: amount,
  meteredPer1000Gallons: rate,
});

/** Every amount of the schedule (all but the metered rate), rounded to cents on adoption. */
const AMOUNT_KEYS = (
  Object.keys(WATERVLIET_RATES_SCHEMA.properties) as (keyof WatervlietRates)[]
).filter((key) => key !== 'meteredPer1000Gallons');

/** W2: a Watervliet `RateScheduleAdopted`'s data, beside `municipality` and `effectiveDate`. */
export const WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA = {
  effectiveFrom: date,
  effectiveTo: date,
  adoptedOn: date,
  rates: WATERVLIET_RATES_SCHEMA,
};

function normalized(rates: WatervlietRates): WatervlietRates {
  const out: Record<string, string> = {
    meteredPer1000Gallons: formatRate(parseRate(rates.meteredPer1000Gallons), 4),
  };
  for (const key of AMOUNT_KEYS) out[key] = formatAmount(parseAmount(rates[key]));
  return out as unknown as WatervlietRates;
}

function assertPeriodBounds(from: CivilDate, to: CivilDate): void {
  const fromOk = /-(11|05)-01$/.test(from);
  const toOk = /-(04-30|10-31)$/.test(to);
  if (!fromOk || !toOk || from >= to) {
    throw ruleViolation(
      'W2',
      `a rate schedule runs from the start of a billing period (11-01 or 05-01) to the end of one (04-30 or 10-31): ${from} to ${to} is not such a range`,
    );
  }
}

export const watervlietRatesDecider: Decider<
  AdoptWatervlietRates,
  WatervlietRateScheduleAdopted,
  WatervlietRatesState
> = {
  initialState: () => ({ schedules: [] }),
  evolve: (state, event) => ({ schedules: [...state.schedules, event] }),
  decide(command, state) {
    assertPeriodBounds(command.effectiveFrom, command.effectiveTo);
    const data: WatervlietRateScheduleAdopted['data'] = {
      municipality: 'watervliet',
      effectiveFrom: command.effectiveFrom,
      effectiveTo: command.effectiveTo,
      adoptedOn: command.adoptedOn,
      rates: normalized(command.rates),
    };
    // C8 and W2: the same schedule again is a no-op; one overlapping it is refused
    const overlapping = state.schedules.find(
      (s) =>
        s.data.effectiveFrom <= command.effectiveTo && s.data.effectiveTo >= command.effectiveFrom,
    );
    if (
      repeated(
        overlapping?.data,
        (s) => sameContent(s, data),
        (s) =>
          `rates for ${s.effectiveFrom} to ${s.effectiveTo} were already adopted on ${s.adoptedOn}; a schedule may not overlap another`,
        'W2',
      )
    )
      return [];
    return [
      { type: 'RateScheduleAdopted', schemaVersion: 1, effectiveDate: command.adoptedOn, data },
    ];
  },
};

/** W2: the schedule in force for a billing period (by its start date), if any. */
export function watervlietRatesFor(
  state: WatervlietRatesState,
  periodKey: string,
): WatervlietRateScheduleAdopted['data'] | null {
  const { start } = billingPeriod(periodKey);
  return (
    state.schedules.find((s) => s.data.effectiveFrom <= start && start <= s.data.effectiveTo)
      ?.data ?? null
  );
}
