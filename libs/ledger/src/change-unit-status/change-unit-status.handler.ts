import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { factView } from '../presenters/fact-view';
import type { ChangeUnitStatusDto } from './change-unit-status.dto';

export class ChangeUnitStatusCommand {
  constructor(
    readonly accountId: string,
    readonly dto: ChangeUnitStatusDto,
    readonly context: CommandContext,
  ) {}
}

/** W2: a unit's occupancy status; on a period already billed at a reduced rate, the reduction lost is assessed. */
@CommandHandler(ChangeUnitStatusCommand)
export class ChangeUnitStatusHandler implements ICommandHandler<ChangeUnitStatusCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: ChangeUnitStatusCommand) {
    const { written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'ChangeUnitStatus', unit: dto.unit, status: dto.status, effectiveOn: dto.effectiveOn, today: this.clock.today() },
      context,
    );
    return { created: true, body: factView(written) };
  }
}
