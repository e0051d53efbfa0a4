import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

/** What the query asks. */
interface GetRefundObligationsParams {
  readonly asOf: string | undefined;
}

export class GetRefundObligationsQuery
  extends Query<Awaited<ReturnType<GetRefundObligationsHandler['execute']>>>
  implements GetRefundObligationsParams
{
  constructor(readonly asOf: string | undefined) {
    super();
  }
}

@QueryHandler(GetRefundObligationsQuery)
export class GetRefundObligationsHandler implements IQueryHandler<GetRefundObligationsQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  async execute({ asOf }: GetRefundObligationsParams) {
    const date = asOf ?? this.clock.today();
    return { asOf: date, obligations: await this.fund.obligations(date) };
  }
}
