import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AGING_BUCKETS, agingOf, AgingBucket, Decimal, formatAging, Municipality, ZERO } from '@ledger/domain';
import { AccountDirectory } from '../account-directory/account-directory';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

export class GetAgingQuery {
  constructor(
    readonly municipality: Municipality,
    readonly asOf: string | undefined,
  ) {}
}

/** The aging report: what every account owes as of a date, by days past due, with the municipality's totals. */
@QueryHandler(GetAgingQuery)
export class GetAgingHandler implements IQueryHandler<GetAgingQuery> {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ municipality, asOf }: GetAgingQuery) {
    const date = asOf ?? this.clock.today();
    const totals = Object.fromEntries(AGING_BUCKETS.map((b) => [b, ZERO])) as Record<AgingBucket, Decimal>;
    const rows = [];
    for (const listing of await this.directory.list(municipality)) {
      const aging = agingOf((await this.accounts.load(accountStream(listing.accountId))).state, date);
      if (AGING_BUCKETS.every((b) => aging[b].isZero())) continue;
      for (const b of AGING_BUCKETS) totals[b] = totals[b].plus(aging[b]);
      rows.push({ accountId: listing.accountId, parcelId: listing.parcelId, owner: listing.owner.name, ...formatAging(aging) });
    }
    return { municipality, asOf: date, accounts: rows.length, totals: formatAging(totals), rows };
  }
}
