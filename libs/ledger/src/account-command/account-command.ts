import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type {
  AccountCommand,
  AccountEvent,
  AccountState,
  CivilDate,
  Recorded,
} from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

/** The path parameters beside the account's id (a payment's or an application's). */
export type Params = Readonly<Record<string, string>>;

/**
 * One account command as the API takes it: how a request becomes the domain
 * command (today from the clock), and what its answer shows, from the
 * account after it (the fact written, or the original one on a repeat, C8).
 * Every such use case is a value of this type, run by one handler.
 */
export interface AccountUseCase<Dto, View = unknown> {
  command(dto: Dto, today: CivilDate, params: Params): AccountCommand;
  view(
    state: AccountState,
    written: readonly Recorded<AccountEvent>[],
    dto: Dto,
    params: Params,
  ): View;
  /** 201 or 200: by default, whether anything was written. */
  created?(written: readonly Recorded<AccountEvent>[]): boolean;
}

export class ExecuteAccountCommand<Dto = unknown, View = unknown> extends Command<{
  created: boolean;
  body: View;
}> {
  constructor(
    readonly useCase: AccountUseCase<Dto, View>,
    readonly accountId: string,
    readonly dto: Dto,
    readonly context: CommandContext,
    readonly params: Params = {},
  ) {
    super();
  }
}

/** Runs any account use case: decide on the account's stream, append, answer. */
@CommandHandler(ExecuteAccountCommand)
export class AccountCommandHandler implements ICommandHandler<ExecuteAccountCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({
    useCase,
    accountId,
    dto,
    context,
    params,
  }: ExecuteAccountCommand): Promise<{ created: boolean; body: unknown }> {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      useCase.command(dto, this.clock.today(), params),
      context,
    );
    return {
      created: useCase.created ? useCase.created(written) : written.length > 0,
      body: useCase.view(state, written, dto, params),
    };
  }
}
