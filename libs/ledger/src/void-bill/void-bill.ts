import type { AccountUseCase } from '../account-command/account-command';
import type { VoidBillDto } from './void-bill.dto';

/** C11: void a bill rendered in error; its replacement is rendered with `replaces`. */
export const voidBill = {
  command: (dto, today, params) => ({
    kind: 'VoidBill',
    voidId: dto.voidId,
    billId: params.billId!,
    voidedOn: dto.voidedOn,
    reason: dto.reason,
    today,
  }),
  view: (state, _written, _dto, params) => {
    const voided = state.voids.get(params.billId!)!;
    return { ...voided.data, recordedAt: voided.recordedAt };
  },
} satisfies AccountUseCase<VoidBillDto>;
