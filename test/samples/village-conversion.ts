/**
 * C12's sample: a Northport village of 40 accounts going live on 2025-11-15
 * from its old system ("munis"), 12 of them in arrears there (one with an
 * unpaid utilization-form charge, one with last year's bill unpaid too) and
 * one with an account credit. `npm run samples` writes the two files the
 * office would have: the assessor's roll and the old system's export of
 * open items (`village-roll.csv`, `village-opening-balances.csv`).
 */

export const VILLAGE_CONVERSION = { source: 'munis', conversionDate: '2025-11-15' } as const;

const accountId = (n: number) => `NP-V${String(n).padStart(2, '0')}`;

/** The assessor's roll: 40 residential accounts, opened before the oldest open bill. */
export function villageRoll(): string {
  const lines = [
    'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
  ];
  for (let n = 1; n <= 40; n++)
    lines.push(
      `${accountId(n)},northport,0403-${String(100 + n)}.00,residential,inside,,,Owner ${n},"${n} Main St, Northport NY 11768",2024-06-01`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The old system's open items: [account, bill, bill date, fiscal year, rent, penalties, charges, credit]. */
export const VILLAGE_OPEN_ITEMS: ReadonlyArray<
  readonly [number, string, string, string, string, string, string, string]
> = [
  // C12's worked example: 230.40 unpaid, the 2025-11-01 penalty of 3.46 accrued there
  [1, 'OLD-25-001', '2025-10-01', '2025', '230.40', '3.46', '', ''],
  [2, 'OLD-25-002', '2025-10-01', '2025', '172.80', '2.59', '', ''],
  [3, 'OLD-25-003', '2025-10-01', '2025', '259.20', '3.89', '', ''],
  // paid in part in the old system, its penalty paid
  [4, 'OLD-25-004', '2025-10-01', '2025', '133.86', '0.00', '', ''],
  [5, 'OLD-25-005', '2025-10-01', '2025', '345.60', '5.18', '', ''],
  [6, 'OLD-25-006', '2025-10-01', '2025', '288.00', '4.32', '', ''],
  [7, 'OLD-25-007', '2025-10-01', '2025', '115.20', '1.73', '', ''],
  [8, 'OLD-25-008', '2025-10-01', '2025', '201.60', '3.02', '', ''],
  // N10: a utilization-form charge unpaid beside the rent
  [9, 'OLD-25-009', '2025-10-01', '2025', '230.40', '3.46', '100.00', ''],
  // last year's bill unpaid too: thirteen monthly penalties of 3.00 through 2025-11-01
  [10, 'OLD-24-010', '2024-10-01', '2024', '200.00', '39.00', '', ''],
  [10, 'OLD-25-010', '2025-10-01', '2025', '230.40', '3.46', '', ''],
  [11, 'OLD-25-011', '2025-10-01', '2025', '86.40', '1.30', '', ''],
  [12, 'OLD-25-012', '2025-10-01', '2025', '460.80', '6.91', '', ''],
  // an overpayment the old system carried as a credit
  [20, '', '', '', '', '', '', '25.00'],
];

/** The old system's export, in the ledger's columns (Northport names its periods by fiscal year). */
export function villageOpeningBalances(): string {
  const lines = [
    'accountId,billId,billDate,fiscalYear,rentUnpaid,penaltiesUnpaid,chargesUnpaid,credit',
  ];
  for (const [n, ...rest] of VILLAGE_OPEN_ITEMS) lines.push([accountId(n), ...rest].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The old system's trial balance, as the treasurer reads it off the old system (not computed from the file). */
export const VILLAGE_CONTROL_TOTALS = {
  expectAccounts: '13',
  expectRentUnpaid: '2954.66',
  expectPenaltiesUnpaid: '78.32',
  expectChargesUnpaid: '100.00',
  expectCredits: '25.00',
} as const;
