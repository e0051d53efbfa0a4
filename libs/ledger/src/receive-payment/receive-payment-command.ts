import type { ReceivePayment } from '@ledger/domain';
import type { ReceivePaymentDto } from './receive-payment.dto';

/** The domain command of a payment, from a request or a lockbox line (C1, C3). */
export function receivePaymentCommand(dto: ReceivePaymentDto, today: string): ReceivePayment {
  return {
    kind: 'ReceivePayment',
    paymentId: dto.paymentId,
    amount: dto.amount,
    receivedOn: dto.receivedOn,
    method: dto.method ?? null,
    reference: dto.reference ?? null,
    today,
  };
}
