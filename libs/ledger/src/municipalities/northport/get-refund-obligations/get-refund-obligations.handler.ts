import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../infrastructure/clock';
import { FundViews } from '../../../projections/fund-views';

export class GetRefundObligationsQuery {
  constructor(readonly asOf: string | undefined) {}
}

@QueryHandler(GetRefundObligationsQuery)
export class GetRefundObligationsHandler implements IQueryHandler<GetRefundObligationsQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  async execute({ asOf }: GetRefundObligationsQuery) {
    const date = asOf ?? this.clock.today();
    return { asOf: date, obligations: await this.fund.obligations(date) };
  }
}
