import type { CivilDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';
import type { Decider, DomainEvent, Recorded } from '../../events/event';
import { formatRate, parseRate, Rate } from '../../money/money';
import { fiscalYearEnd } from './fiscal-year';
import type { TObject } from '@sinclair/typebox';
import { date, integer, rate, type Static } from '../../events/schema-parts';
import { repeated, sameContent } from '../../events/idempotency';

/** N5: the Board adopts the fiscal year's rate per 1,000 gallons; the bill run uses it. */
type RateScheduleAdopted = DomainEvent<
  'RateScheduleAdopted',
  { municipality: 'northport' } & Static<TObject<typeof NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA>>
>;

/** N5: a Northport `RateScheduleAdopted`'s data, beside `municipality` and `effectiveDate`. */
export const NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA = {
  fiscalYear: integer,
  ratePer1000Gallons: rate,
  adoptedOn: date,
};

interface AdoptRateSchedule {
  readonly kind: 'AdoptRateSchedule';
  readonly fiscalYear: number;
  readonly ratePer1000Gallons: Rate;
  readonly adoptedOn: CivilDate;
}

interface RateScheduleState {
  readonly adopted: Recorded<RateScheduleAdopted> | null;
}

export const rateScheduleDecider: Decider<
  AdoptRateSchedule,
  RateScheduleAdopted,
  RateScheduleState
> = {
  initialState: () => ({ adopted: null }),
  evolve: (_state, event) => ({ adopted: event }),
  decide(command, state) {
    const ratePer1000Gallons = formatRate(parseRate(command.ratePer1000Gallons), 4);
    const data: RateScheduleAdopted['data'] = {
      municipality: 'northport',
      fiscalYear: command.fiscalYear,
      ratePer1000Gallons,
      adoptedOn: command.adoptedOn,
    };
    // C8: the fiscal year is the schedule's id; re-sending the same adoption is a no-op.
    if (
      repeated(
        state.adopted?.data,
        (d) => sameContent(d, data),
        (d) =>
          `a rate of ${d.ratePer1000Gallons} was already adopted for fiscal year ${command.fiscalYear} on ${d.adoptedOn}`,
      )
    )
      return [];
    if (parseRate(ratePer1000Gallons).isZero())
      throw ruleViolation('N5', 'the rate per 1,000 gallons must be greater than zero');
    if (command.adoptedOn > fiscalYearEnd(command.fiscalYear)) {
      throw ruleViolation(
        'N5',
        `a rate for fiscal year ${command.fiscalYear} cannot be adopted after the year ends (${fiscalYearEnd(command.fiscalYear)})`,
      );
    }
    return [
      { type: 'RateScheduleAdopted', schemaVersion: 1, effectiveDate: command.adoptedOn, data },
    ];
  },
};
