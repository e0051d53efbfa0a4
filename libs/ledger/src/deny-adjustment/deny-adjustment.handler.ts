import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { applicationView } from '../presenters/adjustment-views';
import type { DenyAdjustmentDto } from './deny-adjustment.dto';

export class DenyAdjustmentCommand {
  constructor(
    readonly accountId: string,
    readonly applicationId: string,
    readonly dto: DenyAdjustmentDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DenyAdjustmentCommand)
export class DenyAdjustmentHandler implements ICommandHandler<DenyAdjustmentCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, applicationId, dto, context }: DenyAdjustmentCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'DenyAdjustment', applicationId, deniedOn: dto.deniedOn, resolution: dto.resolution, today: this.clock.today() },
      context,
    );
    return { created: written.length > 0, body: applicationView(state.applications.get(applicationId)!, 'denied') };
  }
}
