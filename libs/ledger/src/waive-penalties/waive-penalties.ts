import type { AccountUseCase } from '../account-command/account-command';
import type { WaivePenaltiesDto } from './waive-penalties.dto';

/** N11: the Board waives a bill's unpaid penalties. */
export const waivePenalties = {
  command: (dto, today) => ({
    kind: 'WaivePenalties',
    waiverId: dto.waiverId,
    billId: dto.billId,
    waivedOn: dto.waivedOn,
    resolution: dto.resolution,
    today,
  }),
  view: (state, _written, dto) => {
    const waiver = state.waivers.get(dto.waiverId)!;
    return { ...waiver.data, recordedAt: waiver.recordedAt };
  },
} satisfies AccountUseCase<WaivePenaltiesDto>;
