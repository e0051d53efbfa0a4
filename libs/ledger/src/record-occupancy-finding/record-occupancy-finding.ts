import type { AccountUseCase } from '../account-command/account-command';
import { factView } from '../presenters/fact-view';
import type { RecordOccupancyFindingDto } from './record-occupancy-finding.dto';

/** W2: a unit with the owner-occupied reduction found occupied. */
export const recordOccupancyFinding = {
  command: (dto, today) => ({
    kind: 'RecordOccupancyFinding',
    findingId: dto.findingId,
    unit: dto.unit,
    foundOn: dto.foundOn,
    today,
  }),
  view: (state, written, dto) => factView(written, state.findings.get(dto.findingId), state),
} satisfies AccountUseCase<RecordOccupancyFindingDto>;
