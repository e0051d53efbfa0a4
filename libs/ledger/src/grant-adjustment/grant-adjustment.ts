import type { AccountUseCase } from '../account-command/account-command';
import { grantView } from '../presenters/adjustment-views';
import type { GrantAdjustmentDto } from './grant-adjustment.dto';

/** N6: the Board grants an adjustment. */
export const grantAdjustment = {
  command: (dto, today, { applicationId }) => ({
    kind: 'GrantAdjustment',
    applicationId,
    grantedOn: dto.grantedOn,
    resolution: dto.resolution,
    adjustedBillableGallons: dto.adjustedBillableGallons ?? null,
    creditAmount: dto.creditAmount ?? null,
    continuesApplicationId: dto.continuesApplicationId ?? null,
    today,
  }),
  view: (state, _written, _dto, { applicationId }) => {
    return grantView(state.applications.get(applicationId)!.granted!, state);
  },
} satisfies AccountUseCase<GrantAdjustmentDto>;
