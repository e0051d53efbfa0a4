import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { proposedRate, ruleViolation } from '@ledger/domain';
import {
  AccountDirectory,
  liableBillableGallons,
} from '../../../account-directory/account-directory';
import { FundViews } from '../../../projections/fund-views';

/** What the query asks. */
interface GetProposedRateParams {
  readonly fiscalYear: number;
}

export class GetProposedRateQuery
  extends Query<Awaited<ReturnType<GetProposedRateHandler['execute']>>>
  implements GetProposedRateParams
{
  constructor(readonly fiscalYear: number) {
    super();
  }
}

/** N5: the rate the adopted budget's levy implies over the liable accounts' recorded usage. */
@QueryHandler(GetProposedRateQuery)
export class GetProposedRateHandler implements IQueryHandler<GetProposedRateQuery> {
  constructor(
    private readonly fund: FundViews,
    private readonly directory: AccountDirectory,
  ) {}

  async execute({ fiscalYear }: GetProposedRateParams) {
    const budget = await this.fund.budget(fiscalYear);
    if (!budget)
      throw ruleViolation('N5', `no sewer rent budget is adopted for fiscal year ${fiscalYear}`);
    const { gallons, accounts } = await liableBillableGallons(
      this.directory,
      'northport',
      fiscalYear,
    );
    return {
      fiscalYear,
      levy: budget.levy,
      // gallons are JSON numbers; at most one decimal (the 10% reduction), so exact
      billableGallons: gallons.toNumber(),
      accounts,
      ratePer1000Gallons: proposedRate(budget.levy, gallons),
    };
  }
}
