import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { factView } from '../presenters/fact-view';
import type { RecordWaterTurnOnDto } from './record-water-turn-on.dto';

export class RecordWaterTurnOnCommand {
  constructor(
    readonly accountId: string,
    readonly dto: RecordWaterTurnOnDto,
    readonly context: CommandContext,
  ) {}
}

/** W2: water turned on at a vacant building's service entry. */
@CommandHandler(RecordWaterTurnOnCommand)
export class RecordWaterTurnOnHandler implements ICommandHandler<RecordWaterTurnOnCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: RecordWaterTurnOnCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'RecordWaterTurnOn', turnOnId: dto.turnOnId, turnedOnOn: dto.turnedOnOn, by: dto.by, today: this.clock.today() },
      context,
    );
    return { created: written.length > 0, body: factView(written, state.turnOns.get(dto.turnOnId)) };
  }
}
