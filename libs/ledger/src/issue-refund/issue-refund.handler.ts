import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { IssueRefundDto } from './issue-refund.dto';

export class IssueRefundCommand {
  constructor(
    readonly accountId: string,
    readonly dto: IssueRefundDto,
    readonly context: CommandContext,
  ) {}
}

/** N7: pays the whole refund due, with interest when late; paid out of the refund reserve (N8). */
@CommandHandler(IssueRefundCommand)
export class IssueRefundHandler implements ICommandHandler<IssueRefundCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: IssueRefundCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'IssueRefund', refundId: dto.refundId, applicationId: dto.applicationId, paidOn: dto.paidOn, today: this.clock.today() },
      context,
    );
    const refund = state.applications.get(dto.applicationId)!.refund!;
    return { created: written.length > 0, body: { ...refund.data, recordedAt: refund.recordedAt } };
  }
}
