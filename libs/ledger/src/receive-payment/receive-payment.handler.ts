import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ReceivePayment } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { ReceivePaymentDto } from './receive-payment.dto';

/** The domain command of a request (also of a line of a lockbox file). */
export function receivePaymentCommand(dto: ReceivePaymentDto, today: string): ReceivePayment {
  return { kind: 'ReceivePayment', paymentId: dto.paymentId, amount: dto.amount, receivedOn: dto.receivedOn, method: dto.method ?? null, reference: dto.reference ?? null, today };
}

export class ReceivePaymentCommand {
  constructor(
    readonly accountId: string,
    readonly dto: ReceivePaymentDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReceivePaymentCommand)
export class ReceivePaymentHandler implements ICommandHandler<ReceivePaymentCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: ReceivePaymentCommand) {
    const { state, written } = await this.accounts.execute(accountStream(accountId), receivePaymentCommand(dto, this.clock.today()), context);
    const payment = state.payments.get(dto.paymentId)!.received;
    return { created: written.length > 0, body: { ...payment.data, recordedAt: payment.recordedAt } };
  }
}
