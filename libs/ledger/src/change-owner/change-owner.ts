import type { AccountUseCase } from '../account-command/account-command';
import type { ChangeOwnerDto } from './change-owner.dto';

/** C9: the property changed hands; the account and its arrears stay with the parcel. */
export const changeOwner = {
  command: (dto, today) => ({
    kind: 'ChangeOwner',
    ownerChangeId: dto.ownerChangeId,
    owner: { name: dto.owner.name, mailingAddress: dto.owner.mailingAddress },
    effectiveOn: dto.effectiveOn,
    deedReference: dto.deedReference ?? null,
    today,
  }),
  view: (state, _written, dto) => {
    const change = state.ownerChanges.get(dto.ownerChangeId)!;
    return { ...change.data, recordedAt: change.recordedAt };
  },
} satisfies AccountUseCase<ChangeOwnerDto>;
