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
  view: (state, _written, dto, params) => {
    const voided = state.voids.get(params.billId!)!;
    // the supplemental bill voided in the same decision (its void's id is the bill's with -S)
    const supplemental = [...state.voids.values()].find(
      (v) => v.data.voidId === `${dto.voidId}-S` && v.recordedAt === voided.recordedAt,
    );
    return {
      ...voided.data,
      recordedAt: voided.recordedAt,
      ...(supplemental
        ? { supplemental: { ...supplemental.data, recordedAt: supplemental.recordedAt } }
        : {}),
    };
  },
} satisfies AccountUseCase<VoidBillDto>;
