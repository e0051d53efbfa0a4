import type { AccountUseCase } from '../account-command/account-command';
import { factView } from '../presenters/fact-view';
import type { ChangeUnitStatusDto } from './change-unit-status.dto';

/** W2: a unit's occupancy status; on a period already billed at a reduced rate, the reduction lost is assessed. */
export const changeUnitStatus = {
  command: (dto, today) => ({
    kind: 'ChangeUnitStatus',
    unit: dto.unit,
    status: dto.status,
    effectiveOn: dto.effectiveOn,
    today,
  }),
  view: (_state, written) => factView(written),
  // a status has no id of its own: the answer is always the fact as sent
  created: () => true,
} satisfies AccountUseCase<ChangeUnitStatusDto>;
