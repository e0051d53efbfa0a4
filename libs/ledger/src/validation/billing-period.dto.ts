import { MUNICIPALITIES } from '@ledger/domain';
import { IsPeriodField } from './validators';

/**
 * The billing period of a request, in the field its municipality names it by
 * (Northport `fiscalYear`, Watervliet `period`, Queensbury `quarter`; see
 * billingPeriodOf and GET /v1/municipalities). The fields are not written
 * here: each municipality of the registry names its field and the schema it
 * is checked against (`periods.field`, `periods.schema`), so a new one needs
 * no edit of this class.
 */
export class BillingPeriodDto {
  /** The period field its municipality names (`fiscalYear: 2025`, `period: '2022-11'`, `quarter: '2021-Q2'`, ...). */
  readonly [periodField: string]: unknown;
}

const declared = new Set<string>();
for (const { periods } of MUNICIPALITIES) {
  // two municipalities naming their periods by one field share its first declaration
  if (declared.has(periods.field)) continue;
  declared.add(periods.field);
  IsPeriodField(periods)(BillingPeriodDto.prototype, periods.field);
}
