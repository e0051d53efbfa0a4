import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { lienArrearsAsOf, lienLines, ownerOn, refuseDayToCome, tariffOf } from '@ledger/domain';
import { AccountSummaries } from '../projections/account-summaries';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import {
  AccountRepository,
  FormRequirementRepository,
  LienStatementRepository,
} from '../infrastructure/repositories';
import { accountStream, lienStatementStream } from '../infrastructure/streams';
import { lienStatementView } from '../presenters/lien-statement-view';
import type { PrepareLienStatementDto } from './prepare-lien-statement.dto';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { Slices } from '../processors/log-pages';

/** What the command carries. */
interface PrepareLienStatementParams {
  readonly dto: PrepareLienStatementDto;
  readonly context: CommandContext;
  readonly progress: Progress;
}

export class PrepareLienStatementCommand
  extends Command<Awaited<ReturnType<PrepareLienStatementHandler['execute']>>>
  implements PrepareLienStatementParams
{
  constructor(
    readonly dto: PrepareLienStatementDto,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
  ) {
    super();
  }
}

/** N9/W3: the annual statement of liens for rents in arrears as of a cut-off, one line per parcel. Nothing is levied. */
@CommandHandler(PrepareLienStatementCommand)
export class PrepareLienStatementHandler implements ICommandHandler<PrepareLienStatementCommand> {
  constructor(
    private readonly statements: LienStatementRepository,
    private readonly accounts: AccountRepository,
    private readonly summaries: AccountSummaries,
    private readonly requirements: FormRequirementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dto, context, progress }: PrepareLienStatementParams) {
    const stream = lienStatementStream(dto.statementId);
    const existing = (await this.statements.load(stream)).state;
    let lines = existing.prepared?.data.lines ?? [];
    if (!existing.prepared) {
      const today = this.clock.today();
      // N9/C3 on the command itself, before any account is read
      refuseDayToCome(dto.cutoff, today, 'a statement of arrears as of', 'N9');
      const accounts = [];
      tariffOf(dto.municipality).checkLienCutoff(dto.cutoff);
      const candidates = await this.summaries.lienCandidates(dto.municipality, dto.cutoff);
      // N10: a run through the cut-off books form charges too, which a credit meets first (C5)
      const formRequirements = await this.requirements.of(dto.municipality);
      const slices = new Slices();
      progress.total(candidates.length);
      for (const accountId of candidates) {
        await slices.tick();
        progress.advance();
        const { state } = await this.accounts.load(accountStream(accountId));
        const opened = state.opened!.data;
        // N9 (§ 239-32 F, settled): the name the parcel is assessed in on the day the statement is
        // prepared (C9); the arrears a penalty run through the cut-off would leave booked (N9 x C7)
        accounts.push({
          accountId,
          parcelId: opened.parcelId,
          owner: ownerOn(state, today).name,
          arrears: lienArrearsAsOf(state, dto.cutoff, formRequirements),
        });
      }
      lines = lienLines(accounts);
    }
    const { state, written } = await this.statements.execute(
      stream,
      {
        kind: 'PrepareLienStatement',
        statementId: dto.statementId,
        municipality: dto.municipality,
        cutoff: dto.cutoff,
        taxYear: dto.taxYear,
        lines,
        today: this.clock.today(),
      },
      context,
    );
    return { created: written.length > 0, body: lienStatementView(state) };
  }
}
