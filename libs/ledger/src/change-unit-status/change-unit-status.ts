import { unitStatusInForce } from '@ledger/domain';
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
  // a status has no id of its own: the one in force stated again (same status, same day) is a
  // no-op answered with that status as recorded (200, Idempotent-Replayed), never a 201
  view: (state, written, dto) =>
    factView(written, unitStatusInForce(state, dto.unit, dto.effectiveOn), state),
} satisfies AccountUseCase<ChangeUnitStatusDto>;
