/** Stream names. One stream per sewer account (category `account`). */
export const accountStream = (accountId: string) => `account-${accountId}`;
export const rateScheduleStream = (municipality: string, fiscalYear: number) =>
  `rates-${municipality}-${fiscalYear}`;
export const billRunStream = (billRunId: string) => `billrun-${billRunId}`;
export const budgetStream = (municipality: string, fiscalYear: number) =>
  `budget-${municipality}-${fiscalYear}`;
export const ACCOUNT_STREAM_PREFIX = 'account-';
export { WATERVLIET_RATES_STREAM } from '@ledger/domain';
export const lienStatementStream = (statementId: string) => `lienstatement-${statementId}`;
