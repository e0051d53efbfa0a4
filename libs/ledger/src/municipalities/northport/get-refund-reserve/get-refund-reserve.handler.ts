import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

export class GetRefundReserveQuery {
  constructor(
    readonly fiscalYear: number,
    readonly asOf: string | undefined,
  ) {}
}

@QueryHandler(GetRefundReserveQuery)
export class GetRefundReserveHandler implements IQueryHandler<GetRefundReserveQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  execute({ fiscalYear, asOf }: GetRefundReserveQuery) {
    return this.fund.reserve(fiscalYear, asOf ?? this.clock.today());
  }
}
