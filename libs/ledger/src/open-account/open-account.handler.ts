import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import type { OpenAccount } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { accountView } from '../presenters/views';
import type { OpenAccountDto } from './open-account.dto';

/** The domain command of a request (also of a line of the assessor's roll). */
export function openAccountCommand(dto: OpenAccountDto, today: string): OpenAccount {
  return {
    kind: 'OpenAccount',
    accountId: dto.accountId,
    municipality: dto.municipality,
    parcelId: dto.parcelId,
    propertyClass: dto.propertyClass,
    location: dto.location ?? 'inside',
    exemption: dto.exemption ?? null,
    owner: { name: dto.owner.name, mailingAddress: dto.owner.mailingAddress },
    openedOn: dto.openedOn,
    units: dto.units ?? null,
    district: dto.district ?? null,
    today,
  };
}

/** What the command carries. */
interface OpenAccountParams {
  readonly dto: OpenAccountDto;
  readonly context: CommandContext;
}

export class OpenAccountCommand
  extends Command<Awaited<ReturnType<OpenAccountHandler['execute']>>>
  implements OpenAccountParams
{
  constructor(
    readonly dto: OpenAccountDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(OpenAccountCommand)
export class OpenAccountHandler implements ICommandHandler<OpenAccountCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dto, context }: OpenAccountParams) {
    const { state, written } = await this.accounts.execute(
      accountStream(dto.accountId),
      openAccountCommand(dto, this.clock.today()),
      context,
    );
    return { created: written.length > 0, body: accountView(state, this.clock.today()) };
  }
}
