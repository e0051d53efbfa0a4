import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

export class GetFundQuery {
  constructor(
    readonly fiscalYear: number,
    readonly asOf: string | undefined,
  ) {}
}

@QueryHandler(GetFundQuery)
export class GetFundHandler implements IQueryHandler<GetFundQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  execute({ fiscalYear, asOf }: GetFundQuery) {
    return this.fund.fund(fiscalYear, asOf ?? this.clock.today());
  }
}
