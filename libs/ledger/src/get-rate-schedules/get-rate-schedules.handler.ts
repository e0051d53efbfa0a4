import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { tariffOf } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { Clock } from '../infrastructure/clock';
import { EVENT_STORE } from '../infrastructure/tokens';
import { adoptedIn } from './adopted-in';

/** What the query asks. */
interface GetRateSchedulesParams {
  readonly municipality: string;
  /** The day the schedules are in force on (default today). */
  readonly asOf?: string;
}

export class GetRateSchedulesQuery
  extends Query<Awaited<ReturnType<GetRateSchedulesHandler['execute']>>>
  implements GetRateSchedulesParams
{
  constructor(
    readonly municipality: string,
    readonly asOf?: string,
  ) {
    super();
  }
}

/** N5/W2/Q1: the rate schedules adopted around a date, in the tariff's own shape, those in force on it marked. */
@QueryHandler(GetRateSchedulesQuery)
export class GetRateSchedulesHandler implements IQueryHandler<GetRateSchedulesQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ municipality, asOf }: GetRateSchedulesParams) {
    const { listing } = tariffOf(municipality).rates;
    const day = asOf ?? this.clock.today();
    // C3: as of the day: a schedule adopted after it was not adopted yet, nor in force
    const adopted = await adoptedIn(this.store, listing.streams(day), 'RateScheduleAdopted', day);
    const inForce = listing.inForceOn(adopted, day);
    return {
      municipality,
      asOf: day,
      schedules: adopted.map((s, i) => ({
        municipality,
        ...s,
        inForce: inForce[i],
        words: listing.words(s),
      })),
    };
  }
}
