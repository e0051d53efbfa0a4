import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { ChangeOwnerDto } from './change-owner.dto';

export class ChangeOwnerCommand {
  constructor(
    readonly accountId: string,
    readonly dto: ChangeOwnerDto,
    readonly context: CommandContext,
  ) {}
}

/** C9: the property changed hands; the account and its arrears stay with the parcel. */
@CommandHandler(ChangeOwnerCommand)
export class ChangeOwnerHandler implements ICommandHandler<ChangeOwnerCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: ChangeOwnerCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      {
        kind: 'ChangeOwner',
        ownerChangeId: dto.ownerChangeId,
        owner: { name: dto.owner.name, mailingAddress: dto.owner.mailingAddress },
        effectiveOn: dto.effectiveOn,
        deedReference: dto.deedReference ?? null,
        today: this.clock.today(),
      },
      context,
    );
    const change = state.ownerChanges.get(dto.ownerChangeId)!;
    return { created: written.length > 0, body: { ...change.data, recordedAt: change.recordedAt } };
  }
}
