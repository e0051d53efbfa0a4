import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { notFound } from '@ledger/domain';
import { LienStatementRepository } from '../infrastructure/repositories';
import { lienStatementStream } from '../infrastructure/streams';
import { lienStatementView } from '../presenters/lien-statement-view';

/** What the query asks. */
interface GetLienStatementParams {
  readonly statementId: string;
}

export class GetLienStatementQuery
  extends Query<Awaited<ReturnType<GetLienStatementHandler['execute']>>>
  implements GetLienStatementParams
{
  constructor(readonly statementId: string) {
    super();
  }
}

@QueryHandler(GetLienStatementQuery)
export class GetLienStatementHandler implements IQueryHandler<GetLienStatementQuery> {
  constructor(private readonly statements: LienStatementRepository) {}

  async execute({ statementId }: GetLienStatementParams) {
    const { state } = await this.statements.load(lienStatementStream(statementId));
    if (!state.prepared) throw notFound(`lien statement ${statementId} not found`);
    return lienStatementView(state);
  }
}
