import type { AccountUseCase } from '../account-command/account-command';
import type { ReclassifyAccountDto } from './reclassify-account.dto';

/** N12: a change of use; a bill uses the class in effect on its bill date (on Northport it also asks for a form, N10). */
export const reclassifyAccount = {
  command: (dto, today) => ({
    kind: 'ReclassifyAccount',
    reclassificationId: dto.reclassificationId,
    propertyClass: dto.propertyClass,
    effectiveOn: dto.effectiveOn,
    reason: dto.reason,
    today,
  }),
  view: (state, _written, dto) => {
    const reclassified = state.reclassifications.get(dto.reclassificationId)!;
    return { ...reclassified.data, recordedAt: reclassified.recordedAt };
  },
} satisfies AccountUseCase<ReclassifyAccountDto>;
