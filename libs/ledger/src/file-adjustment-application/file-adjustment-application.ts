import type { AccountUseCase } from '../account-command/account-command';
import { applicationView } from '../presenters/adjustment-views';
import type { FileAdjustmentApplicationDto } from './file-adjustment-application.dto';

/** N6: an owner's application for an adjustment. */
export const fileAdjustmentApplication = {
  command: (dto, today) => ({
    kind: 'FileAdjustmentApplication',
    applicationId: dto.applicationId,
    billId: dto.billId,
    filedOn: dto.filedOn,
    claim: dto.claim,
    today,
  }),
  view: (state, _written, dto) =>
    applicationView(state.applications.get(dto.applicationId)!, state),
} satisfies AccountUseCase<FileAdjustmentApplicationDto>;
