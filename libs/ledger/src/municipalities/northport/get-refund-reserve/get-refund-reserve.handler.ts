import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

/** What the query asks. */
interface GetRefundReserveParams {
  readonly fiscalYear: number;
  readonly asOf: string | undefined;
}

export class GetRefundReserveQuery
  extends Query<Awaited<ReturnType<GetRefundReserveHandler['execute']>>>
  implements GetRefundReserveParams
{
  constructor(
    readonly fiscalYear: number,
    readonly asOf: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetRefundReserveQuery)
export class GetRefundReserveHandler implements IQueryHandler<GetRefundReserveQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  execute({ fiscalYear, asOf }: GetRefundReserveParams) {
    return this.fund.reserve(fiscalYear, asOf ?? this.clock.today());
  }
}
