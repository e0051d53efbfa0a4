import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import { formatAmount, notFound, parseAmount, sum } from '@ledger/domain';
import { AccountRepository, LienStatementRepository } from '../infrastructure/repositories';
import { accountStream, lienStatementStream } from '../infrastructure/streams';
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
  constructor(
    private readonly statements: LienStatementRepository,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ statementId }: GetLienStatementParams) {
    const { state } = await this.statements.load(lienStatementStream(statementId));
    if (!state.prepared) throw notFound(`lien statement ${statementId} not found`);
    const view = lienStatementView(state);
    const leviedLines = state.levied ? await this.leviedLines(statementId, view.lines) : undefined;
    return { ...view, leviedLines };
  }

  /**
   * N9: each parcel's line as the levy put it on the tax roll: its accounts'
   * LienLevied (an account paid between the statement and the levy has none),
   * so the levied roll prints this answer, not the prepared figures.
   */
  private async leviedLines(
    statementId: string,
    lines: ReadonlyArray<{ parcelId: string; accountIds: readonly string[] }>,
  ) {
    const out = [];
    for (const line of lines) {
      const bills = [];
      for (const id of line.accountIds) {
        const { state } = await this.accounts.load(accountStream(id));
        bills.push(...(state.levies.get(statementId)?.data.bills ?? []));
      }
      const rent = sum(bills.map((b) => parseAmount(b.rent)));
      const penalties = sum(bills.map((b) => parseAmount(b.penalties).plus(b.charges)));
      out.push({
        parcelId: line.parcelId,
        levied: bills.length > 0,
        rent: formatAmount(rent),
        penalties: formatAmount(penalties),
        total: formatAmount(rent.plus(penalties)),
      });
    }
    return out;
  }
}
