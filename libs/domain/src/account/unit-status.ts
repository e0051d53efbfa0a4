import type { Recorded } from '../events/event';
import type { UnitStatusChanged } from './account-events';
import type { AccountState } from './account-state';

/**
 * W2: the status change of a unit in force on a date: the latest dated on or
 * before it, and of those dated the same day the last recorded (as the bill
 * reads them). None when the unit never changed (it is occupied).
 */
export function unitStatusInForce(
  state: AccountState,
  unit: string,
  on: string,
): Recorded<UnitStatusChanged> | undefined {
  let inForce: Recorded<UnitStatusChanged> | undefined;
  for (const change of state.unitStatuses)
    if (
      change.data.unit === unit &&
      change.data.effectiveOn <= on &&
      (!inForce || change.data.effectiveOn >= inForce.data.effectiveOn)
    )
      inForce = change;
  return inForce;
}
