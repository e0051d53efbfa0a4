import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { invariant } from '../errors/invariant';
import { positionAsOf } from '../ledger/balance';
import type { Application } from '../ledger/ledger-fold';
import { CHART_OF_ACCOUNTS, LedgerAccountCode } from './chart-of-accounts';
import { csvRows } from '../csv/csv-field';
import { draftsOf, moved, type Posting, RECEIVABLE } from './event-postings';

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

function entry(
  entryId: string,
  date: CivilDate,
  accountId: string,
  memo: string,
  source: string,
  postings: readonly Posting[],
): JournalEntry | null {
  const lines = postings
    .filter(([, amount]) => !amount.isZero())
    .map(([account, amount, side]) => ({
      account,
      debit: side === 'dr' ? formatAmount(amount) : '0.00',
      credit: side === 'cr' ? formatAmount(amount) : '0.00',
    }));
  if (lines.length === 0) return null;
  const dr = sum(lines.map((l) => parseAmount(l.debit)));
  const cr = sum(lines.map((l) => parseAmount(l.credit)));
  invariant(dr.equals(cr), () => `journal entry ${entryId} does not balance: ${dr} / ${cr}`);
  return { entryId, date, accountId, memo, source, lines };
}

const APPLIED_MEMO: Record<Application['sourceKind'], string> = {
  payment: 'Payment applied (C5)',
  credit: 'Credit applied (C5)',
  adjustment: 'Adjustment applied to rent (N6)',
  waiver: 'Penalty waived',
  levy: 'Levied on the tax roll (N9)',
};

/**
 * C5: an application (derived, never stored) moves deposits to the
 * receivable it settles; a waiver writes the penalty off (contra-revenue).
 */
function applicationEntry(a: Application, i: number, accountId: string): JournalEntry | null {
  const from: LedgerAccountCode = a.sourceKind === 'waiver' ? '4090' : '2000';
  return entry(
    `${accountId}/applied/${i}`,
    a.date,
    accountId,
    `${APPLIED_MEMO[a.sourceKind]}: ${a.source} to ${a.chargeId}`,
    `${a.sourceKind} ${a.source}`,
    moved(from, RECEIVABLE[a.kind], a.amount),
  );
}

/**
 * The double-entry journal of one sewer account, from its facts as known
 * now: what each event posts (`event-postings.ts`), then each application of
 * a payment, credit, adjustment, waiver or levy as derived (C5), by date.
 * Every entry balances, or the journal throws (InvariantBroken).
 */
export function journalOf(state: AccountState): JournalEntry[] {
  const accountId = state.opened?.data.accountId;
  if (!accountId) return [];
  const position = positionAsOf(state, '9999-12-31');
  const fromEvents = state.history.flatMap((e) =>
    draftsOf(e, position).map((d) =>
      entry(
        `${d.id}/${d.step}`,
        e.effectiveDate,
        accountId,
        d.memo,
        `${e.type} ${d.id}`,
        d.postings,
      ),
    ),
  );
  const fromApplications = position.applications.map((a, i) => applicationEntry(a, i, accountId));
  return [...fromEvents, ...fromApplications]
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
