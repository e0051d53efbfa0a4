import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { invalid, notFound, periodInWords, statementOf, tariffOf } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

/** What the query asks. */
interface GetStatementParams {
  readonly accountId: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly knownAt: string | undefined;
}

export class GetStatementQuery
  extends Query<Awaited<ReturnType<GetStatementHandler['execute']>>>
  implements GetStatementParams
{
  constructor(
    readonly accountId: string,
    readonly from: string | undefined,
    readonly to: string | undefined,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetStatementQuery)
export class GetStatementHandler implements IQueryHandler<GetStatementQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, from, to, knownAt }: GetStatementParams) {
    if (from && to && from > to) throw invalid('C2', `from (${from}) is after to (${to})`);
    const instant = knownAt ? new Date(knownAt).toISOString() : this.clock.now().toISOString();
    const { state } = await this.accounts.load(accountStream(accountId), instant);
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    const tariff = tariffOf(state.opened.data.municipality);
    return {
      accountId,
      knownAt: instant,
      // W1/Q2: a period in the words its bill prints ("May 1 - October 31, 2026"), not its code
      ...statementOf(state, from ?? null, to ?? null, tariff.wording.accrues, (period) =>
        periodInWords(tariff.periods, period),
      ),
    };
  }
}
