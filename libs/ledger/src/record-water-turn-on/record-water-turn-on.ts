import type { AccountUseCase } from '../account-command/account-command';
import { factView } from '../presenters/fact-view';
import type { RecordWaterTurnOnDto } from './record-water-turn-on.dto';

/** W2: water turned on at a vacant building's service entry. */
export const recordWaterTurnOn = {
  command: (dto, today) => ({
    kind: 'RecordWaterTurnOn',
    turnOnId: dto.turnOnId,
    turnedOnOn: dto.turnedOnOn,
    by: dto.by,
    today,
  }),
  view: (state, written, dto) => factView(written, state.turnOns.get(dto.turnOnId), state),
} satisfies AccountUseCase<RecordWaterTurnOnDto>;
