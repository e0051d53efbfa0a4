import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { AGING_BUCKETS, emptyAging, formatAging, Municipality } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountSummaries } from '../projections/account-summaries';

/** What the query asks. */
interface GetAgingParams {
  readonly municipality: Municipality;
  readonly asOf: string | undefined;
}

export class GetAgingQuery
  extends Query<Awaited<ReturnType<GetAgingHandler['execute']>>>
  implements GetAgingParams
{
  constructor(
    readonly municipality: Municipality,
    readonly asOf: string | undefined,
  ) {
    super();
  }
}

/** The aging report: what every account owes as of a date, by days past due, with the municipality's totals. */
@QueryHandler(GetAgingQuery)
export class GetAgingHandler implements IQueryHandler<GetAgingQuery> {
  constructor(
    private readonly summaries: AccountSummaries,
    private readonly clock: Clock,
  ) {}

  async execute({ municipality, asOf }: GetAgingParams) {
    const date = asOf ?? this.clock.today();
    // in integer cents (exact, #30); each figure formatted once
    const totals = emptyAging();
    const rows = [];
    for (const { accountId, parcelId, owner, aging } of await this.summaries.aging(
      municipality,
      date,
    )) {
      if (AGING_BUCKETS.every((b) => aging[b] === 0)) continue;
      for (const b of AGING_BUCKETS) totals[b] += aging[b];
      rows.push({ accountId, parcelId, owner, ...formatAging(aging) });
    }
    return { municipality, asOf: date, accounts: rows.length, totals: formatAging(totals), rows };
  }
}
