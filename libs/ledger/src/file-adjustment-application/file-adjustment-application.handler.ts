import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { applicationView } from '../presenters/adjustment-views';
import type { FileAdjustmentApplicationDto } from './file-adjustment-application.dto';

export class FileAdjustmentApplicationCommand {
  constructor(
    readonly accountId: string,
    readonly dto: FileAdjustmentApplicationDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(FileAdjustmentApplicationCommand)
export class FileAdjustmentApplicationHandler implements ICommandHandler<FileAdjustmentApplicationCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: FileAdjustmentApplicationCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'FileAdjustmentApplication', applicationId: dto.applicationId, billId: dto.billId, filedOn: dto.filedOn, claim: dto.claim, today: this.clock.today() },
      context,
    );
    return { created: written.length > 0, body: applicationView(state.applications.get(dto.applicationId)!) };
  }
}
