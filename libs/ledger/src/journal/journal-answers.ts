import { Type } from '@sinclair/typebox';
import { amount, array, date, id, instant, nullable, object, text } from '@ledger/domain';

const ledgerAccount = Type.String({ description: 'the chart of accounts code, e.g. 1000 cash' });

/** The double-entry journal between two dates (null: open), as known at an instant (C3). */
export const JournalAnswer = object({
  from: nullable(date),
  to: nullable(date),
  knownAt: instant,
  entries: array(
    object({
      entryId: id,
      date,
      accountId: id,
      memo: text,
      source: Type.String({ description: 'the event (type and id) the entry comes from' }),
      lines: array(object({ account: ledgerAccount, debit: amount, credit: amount })),
    }),
  ),
});

/** The trial balance as of a date, as known at an instant (C3): debits always equal credits. */
export const TrialBalanceAnswer = object({
  asOf: date,
  knownAt: instant,
  rows: array(
    object({ account: ledgerAccount, name: text, debit: amount, credit: amount, balance: amount }),
  ),
  debits: amount,
  credits: amount,
  balanced: Type.Boolean(),
});
