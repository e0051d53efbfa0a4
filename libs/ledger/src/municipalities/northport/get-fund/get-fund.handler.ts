import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

/** What the query asks. */
interface GetFundParams {
  readonly fiscalYear: number;
  readonly asOf: string | undefined;
}

export class GetFundQuery
  extends Query<Awaited<ReturnType<GetFundHandler['execute']>>>
  implements GetFundParams
{
  constructor(
    readonly fiscalYear: number,
    readonly asOf: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetFundQuery)
export class GetFundHandler implements IQueryHandler<GetFundQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  execute({ fiscalYear, asOf }: GetFundParams) {
    return this.fund.fund(fiscalYear, asOf ?? this.clock.today());
  }
}
