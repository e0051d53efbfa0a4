import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { notFound } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { accountView } from '../presenters/views';

/** What the query asks. */
interface GetAccountParams {
  readonly accountId: string;
}

export class GetAccountQuery
  extends Query<Awaited<ReturnType<GetAccountHandler['execute']>>>
  implements GetAccountParams
{
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId }: GetAccountParams) {
    const { state } = await this.accounts.load(accountStream(accountId));
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    return accountView(state, this.clock.today());
  }
}
