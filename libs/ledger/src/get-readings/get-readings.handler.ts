import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { notFound, periodInWords, readingsOnFile, tariffOf } from '@ledger/domain';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

/** What the query asks. */
interface GetReadingsParams {
  readonly accountId: string;
  /** C3: the readings as the ledger knew them at this instant (default now). */
  readonly knownAt?: string;
}

export class GetReadingsQuery
  extends Query<Awaited<ReturnType<GetReadingsHandler['execute']>>>
  implements GetReadingsParams
{
  constructor(
    readonly accountId: string,
    readonly knownAt?: string,
  ) {
    super();
  }
}

/** N3: the account's water readings on file, each with what became of it (restated, contradicted, billed). */
@QueryHandler(GetReadingsQuery)
export class GetReadingsHandler implements IQueryHandler<GetReadingsQuery> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ accountId, knownAt }: GetReadingsParams) {
    const instant = knownAt ? new Date(knownAt).toISOString() : undefined;
    const { state } = await this.accounts.load(accountStream(accountId), instant);
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    const { periods } = tariffOf(state.opened.data.municipality);
    return {
      accountId,
      // W1/Q2: each period also in the words its bill prints, not only its code
      readings: readingsOnFile(state.history).map((r) => ({
        ...r,
        periodInWords: periodInWords(periods, r.period),
      })),
    };
  }
}
