import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { DEFAULT_WATER_SOURCE, notFound } from '@ledger/domain';
import { billingPeriodOf } from '../infrastructure/billing-period';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { RecordWaterUsageDto } from './record-water-usage.dto';
import { readingFields } from './reading-fields';

/** What the command carries. */
interface RecordWaterUsageParams {
  readonly accountId: string;
  readonly dto: RecordWaterUsageDto;
  readonly context: CommandContext;
}

export class RecordWaterUsageCommand
  extends Command<Awaited<ReturnType<RecordWaterUsageHandler['execute']>>>
  implements RecordWaterUsageParams
{
  constructor(
    readonly accountId: string,
    readonly dto: RecordWaterUsageDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RecordWaterUsageCommand)
export class RecordWaterUsageHandler implements ICommandHandler<RecordWaterUsageCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: RecordWaterUsageParams) {
    const account = (await this.accounts.load(accountStream(accountId))).state.opened;
    if (!account) throw notFound(`account ${accountId} not found`);
    const { period } = billingPeriodOf(account.data.municipality, dto);
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      {
        kind: 'RecordWaterUsage',
        period,
        ...readingFields(dto, account.data, period),
        today: this.clock.today(),
      },
      context,
    );
    // N3: the answer is the source's reading as the ledger holds it
    const usage = state.readings.get(period)!.get(dto.source ?? DEFAULT_WATER_SOURCE)!;
    return {
      created: written.length > 0,
      body: { ...usage.data, effectiveDate: usage.effectiveDate, recordedAt: usage.recordedAt },
    };
  }
}
