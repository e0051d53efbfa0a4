import type { AccountUseCase } from '../account-command/account-command';
import { applicationView } from '../presenters/adjustment-views';
import type { DenyAdjustmentDto } from './deny-adjustment.dto';

/** N6/N11: the Board denies an adjustment. */
export const denyAdjustment = {
  command: (dto, today, { applicationId }) => ({
    kind: 'DenyAdjustment',
    applicationId,
    deniedOn: dto.deniedOn,
    resolution: dto.resolution,
    today,
  }),
  view: (state, _written, _dto, { applicationId }) =>
    applicationView(state.applications.get(applicationId)!, state, 'denied'),
} satisfies AccountUseCase<DenyAdjustmentDto>;
