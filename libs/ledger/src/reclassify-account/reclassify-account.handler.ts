import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { ReclassifyAccountDto } from './reclassify-account.dto';

export class ReclassifyAccountCommand {
  constructor(
    readonly accountId: string,
    readonly dto: ReclassifyAccountDto,
    readonly context: CommandContext,
  ) {}
}

/** N12: a change of use; a bill uses the class in effect on its bill date (on Northport it also asks for a form, N10). */
@CommandHandler(ReclassifyAccountCommand)
export class ReclassifyAccountHandler implements ICommandHandler<ReclassifyAccountCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: ReclassifyAccountCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'ReclassifyAccount', reclassificationId: dto.reclassificationId, propertyClass: dto.propertyClass, effectiveOn: dto.effectiveOn, reason: dto.reason, today: this.clock.today() },
      context,
    );
    const reclassified = state.reclassifications.get(dto.reclassificationId)!;
    return { created: written.length > 0, body: { ...reclassified.data, recordedAt: reclassified.recordedAt } };
  }
}
