import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { balanceAsOf, notFound } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

/** What the query asks. */
interface GetBalanceParams {
  readonly accountId: string;
  readonly asOf: string | undefined;
  readonly knownAt: string | undefined;
}

export class GetBalanceQuery
  extends Query<Awaited<ReturnType<GetBalanceHandler['execute']>>>
  implements GetBalanceParams
{
  constructor(
    readonly accountId: string,
    readonly asOf: string | undefined,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}

/** C3/C5: what the account owed as of a date, as the ledger knew it at an instant. */
@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, asOf, knownAt }: GetBalanceParams) {
    const instant = knownAt ? new Date(knownAt).toISOString() : this.clock.now().toISOString();
    const date = asOf ?? this.clock.today();
    const { state } = await this.accounts.load(accountStream(accountId), instant);
    if (!state.opened)
      throw notFound(`account ${accountId} not found${knownAt ? ` (as known at ${instant})` : ''}`);
    return { accountId, asOf: date, knownAt: instant, ...balanceAsOf(state, date) };
  }
}
