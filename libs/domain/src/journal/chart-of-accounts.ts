/** The small chart of accounts the journal posts to (a general-ledger package maps these codes). */
export const CHART_OF_ACCOUNTS = {
  '1000': 'Cash',
  '1100': 'Sewer rent receivable',
  '1110': 'Penalties and interest receivable',
  '1120': 'Charges receivable',
  '1200': 'Tax-roll receivable (levied sewer rents)',
  '2000': 'Customer deposits and clearing (unapplied payments, credits)',
  '2100': 'Refunds payable',
  '2200': 'Tax-roll corrections to certify to the tax collector (N9 x N6)',
  '3000': 'Opening balances converted from the old system (C12)',
  '4000': 'Sewer rent revenue',
  '4010': 'Penalty and interest revenue',
  '4020': 'Charges revenue',
  '4090': 'Adjustments and waivers (contra-revenue)',
  '5100': 'Refund interest (paid from the refund reserve)',
} as const;

export type LedgerAccountCode = keyof typeof CHART_OF_ACCOUNTS;
