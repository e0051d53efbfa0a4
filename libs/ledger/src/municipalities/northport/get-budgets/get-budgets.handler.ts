import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { fiscalYearOf, type SewerRentBudgetAdopted } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { adoptedIn } from '../../../get-rate-schedules/adopted-in';
import { Clock } from '../../../infrastructure/clock';
import { budgetStream } from '../../../infrastructure/streams';
import { EVENT_STORE } from '../../../infrastructure/tokens';

/** What the query asks. */
interface GetBudgetsParams {
  /** The day whose fiscal year's budget is in force (default today). */
  readonly asOf?: string;
}

export class GetBudgetsQuery
  extends Query<Awaited<ReturnType<GetBudgetsHandler['execute']>>>
  implements GetBudgetsParams
{
  constructor(readonly asOf?: string) {
    super();
  }
}

/**
 * N5/N8: the Village's sewer rent budgets of the three fiscal years before a
 * date's, its own and the next (N1), each as adopted, those adopted by that
 * date (C3); the date's fiscal year's marked in force.
 */
@QueryHandler(GetBudgetsQuery)
export class GetBudgetsHandler implements IQueryHandler<GetBudgetsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ asOf }: GetBudgetsParams) {
    const day = asOf ?? this.clock.today();
    const year = fiscalYearOf(day);
    const streams = [-3, -2, -1, 0, 1].map((d) => budgetStream('northport', year + d));
    // C3: as of the day: a budget adopted after it (the next year's) was not adopted yet
    const adopted = await adoptedIn<SewerRentBudgetAdopted['data']>(
      this.store,
      streams,
      'SewerRentBudgetAdopted',
      day,
    );
    return {
      asOf: day,
      budgets: adopted.map((b, i) => ({
        ...b,
        inForce: b.fiscalYear === year && !adopted.slice(i + 1).some((l) => l.fiscalYear === year),
      })),
    };
  }
}
