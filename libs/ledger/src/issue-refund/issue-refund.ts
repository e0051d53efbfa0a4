import type { AccountUseCase } from '../account-command/account-command';
import type { IssueRefundDto } from './issue-refund.dto';

/** N7: a refund paid, with interest when late. */
export const issueRefund = {
  command: (dto, today) => ({
    kind: 'IssueRefund',
    refundId: dto.refundId,
    applicationId: dto.applicationId,
    paidOn: dto.paidOn,
    today,
  }),
  view: (state, _written, dto) => {
    const refund = state.applications.get(dto.applicationId)!.refund!;
    return { ...refund.data, recordedAt: refund.recordedAt };
  },
} satisfies AccountUseCase<IssueRefundDto>;
