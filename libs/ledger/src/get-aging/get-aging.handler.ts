import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { formatAging, Municipality } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountSummaries, type AgingPage } from '../projections/account-summaries';

/** What the query asks. */
interface GetAgingParams {
  readonly municipality: Municipality;
  readonly asOf: string | undefined;
  /** A slice of the rows (the totals are always of every account); every row without it. */
  readonly page?: AgingPage;
}

export class GetAgingQuery
  extends Query<Awaited<ReturnType<GetAgingHandler['execute']>>>
  implements GetAgingParams
{
  constructor(
    readonly municipality: Municipality,
    readonly asOf: string | undefined,
    readonly page?: AgingPage,
  ) {
    super();
  }
}

/**
 * The aging report: what every account owes as of a date, by days past due,
 * with the municipality's totals; with a page, the totals and that slice of
 * the rows (`accounts` counts them all).
 */
@QueryHandler(GetAgingQuery)
export class GetAgingHandler implements IQueryHandler<GetAgingQuery> {
  constructor(
    private readonly summaries: AccountSummaries,
    private readonly clock: Clock,
  ) {}

  async execute({ municipality, asOf, page }: GetAgingParams) {
    const date = asOf ?? this.clock.today();
    // in integer cents (exact, #30); each figure formatted once, a row's only when it is answered
    const { accounts, totals, rows } = await this.summaries.aging(municipality, date, page);
    return {
      municipality,
      asOf: date,
      accounts,
      totals: formatAging(totals),
      offset: page?.offset ?? 0,
      limit: page?.limit ?? null,
      rows: rows.map(({ accountId, parcelId, owner, aging }) => ({
        accountId,
        parcelId,
        owner,
        ...formatAging(aging),
      })),
    };
  }
}
