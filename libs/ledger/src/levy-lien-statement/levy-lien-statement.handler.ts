import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  formatAmount,
  LienLevied,
  levyNotAfterCutoff,
  notFound,
  parseAmount,
  Recorded,
  refuseDayToCome,
  ruleViolation,
  sum,
} from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import {
  AccountRepository,
  FormRequirementRepository,
  LienStatementRepository,
} from '../infrastructure/repositories';
import { accountStream, lienStatementStream } from '../infrastructure/streams';
import { lienStatementView } from '../presenters/lien-statement-view';
import type { LevyLienStatementDto } from './levy-lien-statement.dto';

/** What the command carries. */
interface LevyLienStatementParams {
  readonly statementId: string;
  readonly dto: LevyLienStatementDto;
  readonly context: CommandContext;
}

export class LevyLienStatementCommand
  extends Command<Awaited<ReturnType<LevyLienStatementHandler['execute']>>>
  implements LevyLienStatementParams
{
  constructor(
    readonly statementId: string,
    readonly dto: LevyLienStatementDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * N9/W3: the Board levies the statement: LienLevied on each account (its arrears
 * leave the sewer account for the tax roll, and its bills accrue nothing more),
 * then the statement is marked levied. Re-sending finishes an interrupted levy.
 */
@CommandHandler(LevyLienStatementCommand)
export class LevyLienStatementHandler implements ICommandHandler<LevyLienStatementCommand> {
  constructor(
    private readonly statements: LienStatementRepository,
    private readonly accounts: AccountRepository,
    private readonly requirements: FormRequirementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ statementId, dto, context }: LevyLienStatementParams) {
    const stream = lienStatementStream(statementId);
    const { state } = await this.statements.load(stream);
    if (!state.prepared) throw notFound(`lien statement ${statementId} not found`);
    const statement = state.prepared.data;
    refuseDayToCome(dto.leviedOn, this.clock.today(), 'a levy dated');
    // N9: on the command itself, before any account is read (and nothing written)
    if (dto.leviedOn <= statement.cutoff)
      throw ruleViolation('N9', levyNotAfterCutoff(dto.leviedOn, statement.cutoff));
    if (state.levied && state.levied.data.leviedOn !== dto.leviedOn)
      throw ruleViolation(
        'N9',
        `statement ${statementId} was already levied on ${state.levied.data.leviedOn}`,
      );

    // N10: the run the levy books first books form charges too, as the statement's did (C5)
    const formRequirements = await this.requirements.of(statement.municipality);
    const byAccount = new Map<
      string,
      Array<{ billId: string; rent: string; penalties: string; charges: string }>
    >();
    for (const line of statement.lines)
      for (const b of line.bills)
        byAccount.set(b.accountId, [...(byAccount.get(b.accountId) ?? []), b]);
    const levies: Recorded<LienLevied>[] = [];
    for (const [accountId, bills] of byAccount) {
      const { state: account } = await this.accounts.execute(
        accountStream(accountId),
        {
          kind: 'LevyLien',
          statementId,
          taxYear: statement.taxYear,
          cutoff: statement.cutoff,
          leviedOn: dto.leviedOn,
          formRequirements,
          bills,
        },
        causedBy(context, `levy:${statementId}`),
      );
      const levied = account.levies.get(statementId);
      if (levied) levies.push(levied);
    }
    const total = formatAmount(sum(levies.map((l) => parseAmount(l.data.total))));
    const { state: after, written } = await this.statements.execute(
      stream,
      { kind: 'RecordLienStatementLevied', leviedOn: dto.leviedOn, accounts: levies.length, total },
      context,
    );
    return {
      created: written.length > 0,
      body: {
        ...lienStatementView(after),
        accounts: levies.map((l) => ({
          accountId: l.data.accountId,
          bills: l.data.bills,
          total: l.data.total,
        })),
      },
    };
  }
}
