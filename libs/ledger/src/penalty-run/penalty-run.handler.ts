import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  type AccountCommand,
  accountDecider,
  formatAmount,
  parseAmount,
  refuseDayToCome,
  sum,
} from '@ledger/domain';
import { AccountDirectory } from '../account-directory/account-directory';
import { Clock } from '../infrastructure/clock';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import { AccountRepository, FormRequirementRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { PenaltyRunDto } from './penalty-run.dto';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { Slices } from '../processors/log-pages';

/** Accounts reconciled per append: one durable commit for the chunk. */
const CHUNK = 100;

/** What the command carries. */
interface RunPenaltiesParams {
  readonly dto: PenaltyRunDto;
  readonly context: CommandContext;
  readonly progress: Progress;
}

export class RunPenaltiesCommand
  extends Command<Awaited<ReturnType<PenaltyRunHandler['execute']>>>
  implements RunPenaltiesParams
{
  constructor(
    readonly dto: PenaltyRunDto,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
  ) {
    super();
  }
}

/**
 * C7: a penalty run reconciles every account of the municipality through a
 * date. It is idempotent by nature: a second run with the same facts books
 * nothing, and an interrupted run is finished by running it again.
 */
@CommandHandler(RunPenaltiesCommand)
export class PenaltyRunHandler implements ICommandHandler<RunPenaltiesCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly directory: AccountDirectory,
    private readonly clock: Clock,
    private readonly requirements: FormRequirementRepository,
  ) {}

  async execute({ dto, context, progress }: RunPenaltiesParams) {
    const today = this.clock.today();
    // C3/C7 on the command itself, before any account is read
    refuseDayToCome(dto.through, today, 'a penalty run through', 'C7');
    const accrued: string[] = [];
    const reversed: string[] = [];
    let accountsChanged = 0;
    let recordedAt: string | null = null;
    // N10: form charges are reconciled with the penalties (C7)
    const formRequirements = await this.requirements.of(dto.municipality);
    const forms = { accrued: [] as string[], reversed: [] as string[] };
    const listings = await this.directory.list(dto.municipality);
    progress.total(listings.length);
    const command: AccountCommand = {
      kind: 'ReconcileAccountPenalties',
      through: dto.through,
      today,
      formRequirements,
    };
    const slices = new Slices();
    for (let i = 0; i < listings.length; i += CHUNK) {
      const items = [];
      for (const listing of listings.slice(i, i + CHUNK)) {
        await slices.tick();
        const streamId = accountStream(listing.accountId);
        // on the cached fold, without a read per account (#30): what it books is appended against
        // the fold's revision; nothing to book is decided again on the stream as stored
        const { loaded, decision } = await this.accounts.decideCached(
          streamId,
          (state) => accountDecider.decide(command, state),
          (events) => events.length > 0,
        );
        items.push({ streamId, command, loaded, decided: decision });
      }
      for (const { written } of await this.accounts.executeMany(
        items,
        causedBy(context, `penalty-run:${dto.municipality}:${dto.through}`),
      )) {
        if (written.length > 0) {
          accountsChanged += 1;
          recordedAt = written[written.length - 1].recordedAt;
        }
        for (const e of written) {
          const amount = (e.data as { amount: string }).amount;
          if (e.type === 'UtilizationFormCharged') forms.accrued.push(amount);
          else if (e.type === 'UtilizationFormChargeReversed') forms.reversed.push(amount);
          else (e.type === 'PenaltyAccrued' ? accrued : reversed).push(amount);
        }
      }
      progress.advance(items.length);
    }
    return {
      municipality: dto.municipality,
      through: dto.through,
      accounts: listings.length,
      accountsChanged,
      accrued: accrued.length,
      reversed: reversed.length,
      accruedAmount: formatAmount(sum(accrued.map(parseAmount))),
      reversedAmount: formatAmount(sum(reversed.map(parseAmount))),
      ...(formRequirements.length > 0 || forms.accrued.length + forms.reversed.length > 0
        ? {
            formCharges: {
              accrued: forms.accrued.length,
              reversed: forms.reversed.length,
              amount: formatAmount(
                sum(forms.accrued.map(parseAmount)).minus(sum(forms.reversed.map(parseAmount))),
              ),
            },
          }
        : {}),
      recordedAt,
    };
  }
}
