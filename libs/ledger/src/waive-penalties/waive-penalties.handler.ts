import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { WaivePenaltiesDto } from './waive-penalties.dto';

export class WaivePenaltiesCommand {
  constructor(
    readonly accountId: string,
    readonly dto: WaivePenaltiesDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(WaivePenaltiesCommand)
export class WaivePenaltiesHandler implements ICommandHandler<WaivePenaltiesCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: WaivePenaltiesCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'WaivePenalties', waiverId: dto.waiverId, billId: dto.billId, waivedOn: dto.waivedOn, resolution: dto.resolution, today: this.clock.today() },
      context,
    );
    const waiver = state.waivers.get(dto.waiverId)!;
    return { created: written.length > 0, body: { ...waiver.data, recordedAt: waiver.recordedAt } };
  }
}
