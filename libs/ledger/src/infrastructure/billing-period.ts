import { invalid, Municipality, PERIOD_FIELDS, tariffOf } from '@ledger/domain';

/**
 * The billing period key of a request: each municipality names it by its own
 * field (Northport `fiscalYear`, Watervliet `period`, Queensbury `quarter`).
 * Exactly one, the right one.
 */
export function billingPeriodOf(
  municipality: Municipality,
  request: object,
): { period: string; fiscalYear: number | null } {
  const { periods, displayName } = tariffOf(municipality);
  const fields = request as Record<string, unknown>;
  const others = PERIOD_FIELDS.filter((f) => f !== periods.field && fields[f] !== undefined);
  if (fields[periods.field] === undefined || others.length > 0) {
    throw invalid(
      periods.rule,
      `the ${displayName} bills by ${periods.field} (e.g. ${periods.example})${others.length ? `, not by ${others.join(', ')}` : ''}`,
    );
  }
  return periods.key(fields[periods.field]);
}
