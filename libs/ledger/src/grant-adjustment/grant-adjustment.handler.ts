import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { GrantAdjustmentDto } from './grant-adjustment.dto';

export class GrantAdjustmentCommand {
  constructor(
    readonly accountId: string,
    readonly applicationId: string,
    readonly dto: GrantAdjustmentDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(GrantAdjustmentCommand)
export class GrantAdjustmentHandler implements ICommandHandler<GrantAdjustmentCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, applicationId, dto, context }: GrantAdjustmentCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      {
        kind: 'GrantAdjustment',
        applicationId,
        grantedOn: dto.grantedOn,
        resolution: dto.resolution,
        adjustedBillableGallons: dto.adjustedBillableGallons ?? null,
        creditAmount: dto.creditAmount ?? null,
        continuesApplicationId: dto.continuesApplicationId ?? null,
        today: this.clock.today(),
      },
      context,
    );
    const granted = state.applications.get(applicationId)!.granted!;
    return { created: written.length > 0, body: { ...granted.data, recordedAt: granted.recordedAt } };
  }
}
