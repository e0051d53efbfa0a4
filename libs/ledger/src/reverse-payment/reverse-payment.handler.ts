import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { ReversePaymentDto } from './reverse-payment.dto';

export class ReversePaymentCommand {
  constructor(
    readonly accountId: string,
    readonly paymentId: string,
    readonly dto: ReversePaymentDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReversePaymentCommand)
export class ReversePaymentHandler implements ICommandHandler<ReversePaymentCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, paymentId, dto, context }: ReversePaymentCommand) {
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'ReversePayment', paymentId, reversedOn: dto.reversedOn, reason: dto.reason, today: this.clock.today() },
      context,
    );
    const reversal = state.payments.get(paymentId)!.reversal!;
    return { created: written.length > 0, body: { ...reversal.data, effectiveDate: reversal.effectiveDate, recordedAt: reversal.recordedAt } };
  }
}
