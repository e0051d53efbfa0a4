import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { positionAsOf } from '../ledger/balance';
import { CHART_OF_ACCOUNTS, LedgerAccountCode } from './chart-of-accounts';
import { csvRows } from '../csv/csv-field';

export interface JournalLine {
  readonly account: LedgerAccountCode;
  readonly debit: Amount;
  readonly credit: Amount;
}

export interface JournalEntry {
  readonly entryId: string;
  readonly date: CivilDate;
  readonly accountId: string;
  readonly memo: string;
  /** The event (type and id) or the derived application the entry comes from. */
  readonly source: string;
  readonly lines: JournalLine[];
}

const RECEIVABLE: Record<'rent' | 'penalty' | 'charge', LedgerAccountCode> = {
  rent: '1100',
  penalty: '1110',
  charge: '1120',
};
const REVENUE: Record<'rent' | 'penalty' | 'charge', LedgerAccountCode> = {
  rent: '4000',
  penalty: '4010',
  charge: '4020',
};

function entry(
  entryId: string,
  date: CivilDate,
  accountId: string,
  memo: string,
  source: string,
  postings: Array<[LedgerAccountCode, Decimal, 'dr' | 'cr']>,
): JournalEntry | null {
  const lines = postings
    .filter(([, amount]) => !amount.isZero())
    .map(([account, amount, side]) => ({
      account,
      debit: side === 'dr' ? formatAmount(amount) : '0.00',
      credit: side === 'cr' ? formatAmount(amount) : '0.00',
    }));
  if (lines.length === 0) return null;
  // Assertion: every entry balances.
  const dr = sum(lines.map((l) => parseAmount(l.debit)));
  const cr = sum(lines.map((l) => parseAmount(l.credit)));
  if (!dr.equals(cr)) throw new Error(`journal entry ${entryId} does not balance: ${dr} / ${cr}`);
  return { entryId, date, accountId, memo, source, lines };
}

/**
 * The double-entry journal of one sewer account, from its facts as known now.
 * Billing, penalties and charges debit receivables and credit revenue;
 * payments debit cash and credit customer deposits; each application of a
 * payment or credit (derived, C5) moves deposits to the receivable it settles;
 * an adjustment is contra-revenue, to deposits (against unpaid rent) and to
 * refunds payable; a refund pays refunds payable (and interest) from cash; a
 * levy moves receivables to the tax roll (through deposits, so that what was
 * levied beyond what was owed stays the owner's credit); a waiver writes
 * penalties off.
 */
export function journalOf(state: AccountState): JournalEntry[] {
  const accountId = state.opened?.data.accountId;
  if (!accountId) return [];
  const out: Array<JournalEntry | null> = [];
  const position = positionAsOf(state, '9999-12-31');
  for (const e of state.history) {
    switch (e.type) {
      case 'BillRendered':
        out.push(
          entry(
            `${e.data.billId}/billed`,
            e.effectiveDate,
            accountId,
            `Sewer rent billed (${e.data.period})`,
            `BillRendered ${e.data.billId}`,
            [
              ['1100', parseAmount(e.data.rent), 'dr'],
              ['4000', parseAmount(e.data.rent), 'cr'],
              ['1120', parseAmount(e.data.charges), 'dr'],
              ['4020', parseAmount(e.data.charges), 'cr'],
            ],
          ),
        );
        break;
      case 'ChargeAssessed': {
        const kind = e.data.kind === 'rent' ? 'rent' : 'charge';
        out.push(
          entry(
            `${e.data.chargeId}/assessed`,
            e.effectiveDate,
            accountId,
            e.data.description,
            `ChargeAssessed ${e.data.chargeId}`,
            [
              [RECEIVABLE[kind], parseAmount(e.data.amount), 'dr'],
              [REVENUE[kind], parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      }
      case 'UtilizationFormCharged':
        out.push(
          entry(
            `${e.data.chargeId}/assessed`,
            e.effectiveDate,
            accountId,
            `Utilization form ${e.data.requirementId} not filed (N10)`,
            `UtilizationFormCharged ${e.data.chargeId}`,
            [
              [RECEIVABLE.charge, parseAmount(e.data.amount), 'dr'],
              [REVENUE.charge, parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'UtilizationFormChargeReversed':
        out.push(
          entry(
            `${e.data.chargeId}/reversed`,
            e.effectiveDate,
            accountId,
            `Form charge reversed (C7/N10)`,
            `UtilizationFormChargeReversed ${e.data.chargeId}`,
            [
              [REVENUE.charge, parseAmount(e.data.amount), 'dr'],
              [RECEIVABLE.charge, parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'PenaltyAccrued':
        out.push(
          entry(
            `${e.data.penaltyId}/accrued`,
            e.effectiveDate,
            accountId,
            `Penalty ${e.data.rule} on bill ${e.data.billId}`,
            `PenaltyAccrued ${e.data.penaltyId}`,
            [
              ['1110', parseAmount(e.data.amount), 'dr'],
              ['4010', parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'PenaltyReversed':
        out.push(
          entry(
            `${e.data.penaltyId}/reversed`,
            e.effectiveDate,
            accountId,
            `Penalty reversed (C7)`,
            `PenaltyReversed ${e.data.penaltyId}`,
            [
              ['4010', parseAmount(e.data.amount), 'dr'],
              ['1110', parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'PaymentReceived':
        out.push(
          entry(
            `${e.data.paymentId}/received`,
            e.effectiveDate,
            accountId,
            `Payment received`,
            `PaymentReceived ${e.data.paymentId}`,
            [
              ['1000', parseAmount(e.data.amount), 'dr'],
              ['2000', parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'PaymentReversed':
        out.push(
          entry(
            `${e.data.paymentId}/reversed`,
            e.effectiveDate,
            accountId,
            `Payment reversed (C4): ${e.data.reason}`,
            `PaymentReversed ${e.data.paymentId}`,
            [
              ['2000', parseAmount(e.data.amount), 'dr'],
              ['1000', parseAmount(e.data.amount), 'cr'],
            ],
          ),
        );
        break;
      case 'AdjustmentGranted': {
        // N6: the split as derived from the facts known now, not as frozen at the grant
        const split = position.grants.get(e.data.applicationId)!;
        out.push(
          entry(
            `${e.data.applicationId}/granted`,
            e.effectiveDate,
            accountId,
            `Adjustment granted (N6), ${e.data.resolution}`,
            `AdjustmentGranted ${e.data.applicationId}`,
            [
              ['4090', parseAmount(e.data.credit), 'dr'],
              ['2000', split.applied, 'cr'],
              ['2100', split.refundable, 'cr'],
            ],
          ),
        );
        break;
      }
      case 'RefundIssued': {
        // N6: a refund beyond what is now refundable is owed again as the bill's rent
        const reowed = position.refundsReowed.get(e.data.refundId);
        if (reowed) {
          out.push(
            entry(
              `${e.data.refundId}/reowed`,
              e.effectiveDate,
              accountId,
              `Refund beyond the refundable part owed again as rent (N6)`,
              `RefundIssued ${e.data.refundId}`,
              [
                ['1100', reowed, 'dr'],
                ['2100', reowed, 'cr'],
              ],
            ),
          );
        }
        out.push(
          entry(
            `${e.data.refundId}/paid`,
            e.effectiveDate,
            accountId,
            `Refund paid (N7), ${e.data.daysLate} days late`,
            `RefundIssued ${e.data.refundId}`,
            [
              ['2100', parseAmount(e.data.principal), 'dr'],
              ['5100', parseAmount(e.data.interest), 'dr'],
              ['1000', parseAmount(e.data.total), 'cr'],
            ],
          ),
        );
        break;
      }
      case 'LienLevied':
        // the tax roll takes the levied amounts; their application to the bills (below) clears them
        out.push(
          entry(
            `${e.data.statementId}/levied`,
            e.effectiveDate,
            accountId,
            `Levied on the ${e.data.taxYear} tax roll (N9)`,
            `LienLevied ${e.data.statementId}`,
            [
              ['1200', parseAmount(e.data.total), 'dr'],
              ['2000', parseAmount(e.data.total), 'cr'],
            ],
          ),
        );
        break;
      default:
        break;
    }
  }
  position.applications.forEach((a, i) => {
    const receivable = RECEIVABLE[a.kind];
    const from: LedgerAccountCode = a.sourceKind === 'waiver' ? '4090' : '2000';
    const memo = {
      payment: 'Payment applied (C5)',
      credit: 'Credit applied (C5)',
      adjustment: 'Adjustment applied to rent (N6)',
      waiver: 'Penalty waived',
      levy: 'Levied on the tax roll (N9)',
    }[a.sourceKind];
    out.push(
      entry(
        `${accountId}/applied/${i}`,
        a.date,
        accountId,
        `${memo}: ${a.source} to ${a.chargeId}`,
        `${a.sourceKind} ${a.source}`,
        [
          [from, a.amount, 'dr'],
          [receivable, a.amount, 'cr'],
        ],
      ),
    );
  });
  return out
    .filter((e): e is JournalEntry => e !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

interface TrialBalanceRow {
  readonly account: LedgerAccountCode;
  readonly name: string;
  readonly debit: Amount;
  readonly credit: Amount;
  /** debit - credit */
  readonly balance: Amount;
}

export function trialBalance(
  entries: readonly JournalEntry[],
  asOf: CivilDate,
): { rows: TrialBalanceRow[]; debits: Amount; credits: Amount } {
  const dr = new Map<LedgerAccountCode, Decimal>();
  const cr = new Map<LedgerAccountCode, Decimal>();
  for (const e of entries) {
    if (e.date > asOf) continue;
    for (const l of e.lines) {
      dr.set(l.account, (dr.get(l.account) ?? ZERO).plus(l.debit));
      cr.set(l.account, (cr.get(l.account) ?? ZERO).plus(l.credit));
    }
  }
  const rows = (Object.keys(CHART_OF_ACCOUNTS) as LedgerAccountCode[])
    .filter((code) => dr.has(code) || cr.has(code))
    .map((code) => {
      const d = dr.get(code) ?? ZERO;
      const c = cr.get(code) ?? ZERO;
      return {
        account: code,
        name: CHART_OF_ACCOUNTS[code],
        debit: formatAmount(d),
        credit: formatAmount(c),
        balance: formatAmount(d.minus(c)),
      };
    });
  return {
    rows,
    debits: formatAmount(sum([...dr.values()])),
    credits: formatAmount(sum([...cr.values()])),
  };
}

/** One line per posting, for a general-ledger package: date,entryId,account,accountName,debit,credit,sewerAccount,memo,source. */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows = [
    [
      'date',
      'entryId',
      'account',
      'accountName',
      'debit',
      'credit',
      'sewerAccount',
      'memo',
      'source',
    ],
  ];
  for (const e of entries)
    for (const l of e.lines)
      rows.push([
        e.date,
        e.entryId,
        l.account,
        CHART_OF_ACCOUNTS[l.account],
        l.debit,
        l.credit,
        e.accountId,
        e.memo,
        e.source,
      ]);
  return csvRows(rows);
}
