import {
  Decimal,
  formatAmount,
  isPlausibleDate,
  isPlausibleAmount,
  PERIOD_FIELDS,
  sum,
} from '@ledger/domain';
import type { CsvRecord } from '../imports/csv';
import type { ImportError } from '../imports/import-csv';

/**
 * C12: the old system's export of open items, one line per item: a bill
 * (its id, date and period in the municipality's own column, what is unpaid
 * of its rent, penalties and charges) or an account credit (no bill).
 */
export const OPENING_BALANCE_COLUMNS = [
  'accountId',
  'billId',
  'billDate',
  ...PERIOD_FIELDS,
  'rentUnpaid',
  'penaltiesUnpaid',
  'chargesUnpaid',
  'credit',
] as const;

/** The period columns of the other municipalities may be left out (a Northport file has `fiscalYear` only). */
export const OPTIONAL_OPENING_BALANCE_COLUMNS: readonly string[] = PERIOD_FIELDS;

/** The five control totals of the old system's trial balance (C12). */
export interface ControlTotals {
  readonly accounts: number;
  readonly rentUnpaid: string;
  readonly penaltiesUnpaid: string;
  readonly chargesUnpaid: string;
  readonly credits: string;
}
export const CONTROL_TOTALS = [
  'accounts',
  'rentUnpaid',
  'penaltiesUnpaid',
  'chargesUnpaid',
  'credits',
] as const;

/** One line of the file, its fields checked (the account and its period are checked against the ledger later). */
export type OpenItemLine =
  | {
      readonly kind: 'bill';
      readonly line: number;
      readonly accountId: string;
      readonly billId: string;
      readonly billDate: string;
      /** The period column's value as written (`2025`, `2022-11`, `2021-Q2`). */
      readonly periodField: string;
      readonly periodValue: string;
      readonly rentUnpaid: string;
      readonly penaltiesUnpaid: string;
      readonly chargesUnpaid: string;
    }
  | {
      readonly kind: 'credit';
      readonly line: number;
      readonly accountId: string;
      readonly credit: string;
    };

const ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

/** An amount column: blank is 0.00; otherwise two decimals, at most 9,999,999,999.99 (C1, C10). */
function amountOf(record: CsvRecord, column: string, errors: ImportError[]): string | null {
  const value = record.fields[column] ?? '';
  if (value === '') return '0.00';
  if (isPlausibleAmount(value)) return value;
  errors.push({
    line: record.line,
    field: column,
    message: `${column} must be an amount with two decimals, like 230.40 (found ${JSON.stringify(value)})`,
  });
  return null;
}

/** A line of the file as an item, or null with its problems named (line, column, sentence). */
export function openItemLine(record: CsvRecord, errors: ImportError[]): OpenItemLine | null {
  const f = record.fields;
  const before = errors.length;
  const fail = (field: string, message: string) =>
    errors.push({ line: record.line, field, message });
  if (!ID.test(f.accountId ?? '')) fail('accountId', 'accountId is missing or not an account id');
  const amounts = Object.fromEntries(
    (['rentUnpaid', 'penaltiesUnpaid', 'chargesUnpaid', 'credit'] as const).map((c) => [
      c,
      amountOf(record, c, errors),
    ]),
  ) as Record<'rentUnpaid' | 'penaltiesUnpaid' | 'chargesUnpaid' | 'credit', string | null>;
  const periods = PERIOD_FIELDS.filter((c) => (f[c] ?? '') !== '');
  const isCredit = (f.billId ?? '') === '';
  if (isCredit) {
    // a credit line has no bill: no date, no period, no unpaid bill amounts
    for (const c of ['billDate', ...PERIOD_FIELDS])
      if ((f[c] ?? '') !== '') fail(c, `a credit line (no billId) has no ${c}`);
    for (const c of ['rentUnpaid', 'penaltiesUnpaid', 'chargesUnpaid'] as const)
      if (amounts[c] !== null && amounts[c] !== '0.00')
        fail(c, `a credit line (no billId) has no ${c}; name the bill it belongs to`);
    if (amounts.credit === '0.00')
      fail('credit', 'a line with no billId is an account credit: give its amount');
  } else {
    if (!ID.test(f.billId)) fail('billId', `billId ${JSON.stringify(f.billId)} is not a bill id`);
    if (!isPlausibleDate(f.billDate ?? ''))
      fail(
        'billDate',
        `billDate must be a date YYYY-MM-DD (found ${JSON.stringify(f.billDate ?? '')})`,
      );
    if (periods.length !== 1)
      fail(
        PERIOD_FIELDS.join('|'),
        periods.length === 0
          ? `a bill line gives its period (${PERIOD_FIELDS.join(', ')}, as the municipality names it)`
          : `a bill line gives one period, not ${periods.join(' and ')}`,
      );
    if (amounts.credit !== null && amounts.credit !== '0.00')
      fail(
        'credit',
        'a bill line carries no credit: put an account credit on a line of its own, with no billId',
      );
    const owed = ['rentUnpaid', 'penaltiesUnpaid', 'chargesUnpaid'] as const;
    if (owed.every((c) => amounts[c] === '0.00'))
      fail('rentUnpaid', 'a bill line has something unpaid: rent, penalties or charges');
  }
  if (errors.length > before) return null;
  if (isCredit)
    return { kind: 'credit', line: record.line, accountId: f.accountId, credit: amounts.credit! };
  return {
    kind: 'bill',
    line: record.line,
    accountId: f.accountId,
    billId: f.billId,
    billDate: f.billDate,
    periodField: periods[0],
    periodValue: f[periods[0]],
    rentUnpaid: amounts.rentUnpaid!,
    penaltiesUnpaid: amounts.penaltiesUnpaid!,
    chargesUnpaid: amounts.chargesUnpaid!,
  };
}

/** C12: the file's own control totals. */
export function totalsOf(lines: readonly OpenItemLine[]): ControlTotals {
  const of = (pick: (l: OpenItemLine) => string | null) =>
    formatAmount(sum(lines.map((l) => new Decimal(pick(l) ?? '0'))));
  return {
    accounts: new Set(lines.map((l) => l.accountId)).size,
    rentUnpaid: of((l) => (l.kind === 'bill' ? l.rentUnpaid : null)),
    penaltiesUnpaid: of((l) => (l.kind === 'bill' ? l.penaltiesUnpaid : null)),
    chargesUnpaid: of((l) => (l.kind === 'bill' ? l.chargesUnpaid : null)),
    credits: of((l) => (l.kind === 'credit' ? l.credit : null)),
  };
}

/** C12: each control total the office gave that the file does not make, named with both figures. */
export function differencesOf(
  file: ControlTotals,
  expected: Partial<ControlTotals>,
): Array<{ total: string; expected: string; file: string; message: string }> {
  const differences = [];
  for (const total of CONTROL_TOTALS) {
    const want = expected[total];
    if (want === undefined) continue;
    const have = file[total];
    if (String(want) === String(have)) continue;
    const what = total === 'accounts' ? 'accounts' : `${total} (sum)`;
    differences.push({
      total,
      expected: String(want),
      file: String(have),
      message:
        total === 'accounts'
          ? `the old system's trial balance has ${want} accounts; the file has ${have}`
          : `the old system's trial balance gives ${what} ${want}; the file's lines make ${have}, a difference of ${formatAmount(new Decimal(have).minus(want))}`,
    });
  }
  return differences;
}
