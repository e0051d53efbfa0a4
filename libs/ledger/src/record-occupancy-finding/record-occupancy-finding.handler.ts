import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { factView } from '../presenters/fact-view';
import type { RecordOccupancyFindingDto } from './record-occupancy-finding.dto';

export class RecordOccupancyFindingCommand {
  constructor(
    readonly accountId: string,
    readonly dto: RecordOccupancyFindingDto,
    readonly context: CommandContext,
  ) {}
}

/** W2: a unit granted the owner-occupied reduction found occupied: full rate and a 500.00 penalty. */
@CommandHandler(RecordOccupancyFindingCommand)
export class RecordOccupancyFindingHandler implements ICommandHandler<RecordOccupancyFindingCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: RecordOccupancyFindingCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'RecordOccupancyFinding', findingId: dto.findingId, unit: dto.unit, foundOn: dto.foundOn, today: this.clock.today() },
      context,
    );
    return { created: written.length > 0, body: factView(written, state.findings.get(dto.findingId)) };
  }
}
