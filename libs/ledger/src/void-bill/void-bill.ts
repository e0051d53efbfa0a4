import type { AccountState } from '@ledger/domain';
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
  view: (state, _written, dto, params) => voidView(state, params.billId!, dto.voidId),
} satisfies AccountUseCase<VoidBillDto>;

/**
 * C11: a bill's void as answered, with the supplemental bill voided in the
 * same decision (its void's id is the bill's with `-S`), if there was one.
 */
export function voidView(state: AccountState, billId: string, voidId: string) {
  const voided = state.voids.get(billId)!;
  const supplemental = [...state.voids.values()].find(
    (v) => v.data.voidId === `${voidId}-S` && v.recordedAt === voided.recordedAt,
  );
  return {
    ...voided.data,
    recordedAt: voided.recordedAt,
    ...(supplemental
      ? { supplemental: { ...supplemental.data, recordedAt: supplemental.recordedAt } }
      : {}),
  };
}
