import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { notFound } from '@ledger/domain';
import { LienStatementRepository } from '../infrastructure/repositories';
import { lienStatementStream } from '../infrastructure/streams';
import { lienStatementView } from '../presenters/lien-statement-view';

export class GetLienStatementQuery {
  constructor(readonly statementId: string) {}
}

@QueryHandler(GetLienStatementQuery)
export class GetLienStatementHandler implements IQueryHandler<GetLienStatementQuery> {
  constructor(private readonly statements: LienStatementRepository) {}

  async execute({ statementId }: GetLienStatementQuery) {
    const { state } = await this.statements.load(lienStatementStream(statementId));
    if (!state.prepared) throw notFound(`lien statement ${statementId} not found`);
    return lienStatementView(state);
  }
}
