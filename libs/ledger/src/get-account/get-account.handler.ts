import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { notFound } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { accountView } from '../presenters/views';

/** What the query asks. */
interface GetAccountParams {
  readonly accountId: string;
  /** C3: the account as the ledger knew it at this instant (default now). */
  readonly knownAt?: string;
}

export class GetAccountQuery
  extends Query<Awaited<ReturnType<GetAccountHandler['execute']>>>
  implements GetAccountParams
{
  constructor(
    readonly accountId: string,
    readonly knownAt?: string,
  ) {
    super();
  }
}

@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, knownAt }: GetAccountParams) {
    const instant = knownAt ? new Date(knownAt).toISOString() : undefined;
    const { state } = await this.accounts.load(accountStream(accountId), instant);
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    return accountView(state, this.clock.today());
  }
}
