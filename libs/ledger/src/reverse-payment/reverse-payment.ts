import type { AccountUseCase } from '../account-command/account-command';
import type { ReversePaymentDto } from './reverse-payment.dto';

/** C4: a returned check, effective on the payment's own date. */
export const reversePayment = {
  command: (dto, today, { paymentId }) => ({
    kind: 'ReversePayment',
    paymentId,
    reversedOn: dto.reversedOn,
    reason: dto.reason,
    today,
  }),
  view: (state, _written, _dto, { paymentId }) => {
    const reversal = state.payments.get(paymentId)!.reversal!;
    return {
      ...reversal.data,
      effectiveDate: reversal.effectiveDate,
      recordedAt: reversal.recordedAt,
    };
  },
} satisfies AccountUseCase<ReversePaymentDto>;
