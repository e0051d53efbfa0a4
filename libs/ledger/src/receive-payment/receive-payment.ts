import type { AccountUseCase } from '../account-command/account-command';
import { receivePaymentCommand } from './receive-payment-command';
import type { ReceivePaymentDto } from './receive-payment.dto';

/** A payment received (C5 applies it). */
export const receivePayment = {
  command: (dto, today) => receivePaymentCommand(dto, today),
  view: (state, _written, dto) => {
    const payment = state.payments.get(dto.paymentId)!.received;
    return { ...payment.data, recordedAt: payment.recordedAt };
  },
} satisfies AccountUseCase<ReceivePaymentDto>;
