import type { AccountEvent, PaymentReceived } from '../account/account-events';
import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import type { Recorded } from '../events/event';
import { parseAmount } from '../money/money';
import { END_OF_TIME } from './balance';
import { FoldState } from './fold/fold-state';
import { foldBill, foldPayment } from './fold/fold-steps';
import {
  assertFolded,
  type LedgerPayment,
  type LedgerPosition,
  type OpenCharge,
} from './ledger-fold';
import { ledgerBillsOf } from './ledger-input';
import { dateOf, NOT_IN_THE_LEDGER, type Opened } from './opened-after-every-fact';

/**
 * #30: an account's ledger as a fold left it, for payments after every fact
 * to go on from: the position through the end of time, the items opened
 * after it since without a fold (`openedAfterEveryFact`: bills, penalties; no
 * credit stood to meet them), and the date of the account's last fact.
 */
export interface FoldedLedger {
  readonly atEnd: LedgerPosition;
  readonly opened: readonly Opened[];
  readonly lastFactDate: CivilDate | null;
  /** N6/N7: a grant or a refund paid on that last day, after its payments: a payment of that day is folded whole. */
  readonly lastDayEndsAfterPayments: boolean;
}

/**
 * #30: what a payment to come needs of a fold's position through the end of
 * time, kept beside the account's read facts as long as its state: its bills
 * with what is unpaid of them (a penalty or charge paid in full no payment
 * meets again; each bill's rent stays, its place among the bills is where
 * payments meet it), the credit, the grants' and the tax roll's figures; not
 * how each item was settled (the fund's facts list that). At 5 years of an
 * account that pays yearly the whole position took about 40 KB of heap
 * beside the facts' 7.5.
 */
export function ledgerToGoOnFrom(
  atEnd: LedgerPosition,
  lastFactDate: CivilDate | null,
  lastDayEndsAfterPayments: boolean,
): FoldedLedger {
  const unpaid = (charge: OpenCharge) => !charge.unpaid.isZero();
  return {
    atEnd: {
      ...atEnd,
      bills: atEnd.bills.map((p) => ({
        bill: p.bill,
        rent: p.rent,
        penalties: p.penalties.filter(unpaid),
        charges: p.charges.filter(unpaid),
      })),
      applications: [],
      accruals: [],
      grants: orNone(atEnd.grants),
      refundsOwed: orNone(atEnd.refundsOwed),
      refundsReowed: orNone(atEnd.refundsReowed),
      onTaxRoll: orNone(atEnd.onTaxRoll),
    },
    opened: [],
    lastFactDate,
    lastDayEndsAfterPayments,
  };
}

/** One empty map for every kept position that has none (most accounts: no grant, nothing levied). */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();
const orNone = <V>(map: ReadonlyMap<string, V>): ReadonlyMap<string, V> =>
  map.size === 0 ? NONE : map;

/**
 * #30: the payments `added` receives on an account when the fold would meet
 * them after every fact (each received after the last fact's date, or on it
 * when that day does not end after its payments; not reversed), beside facts
 * the fold does not meet (`NOT_IN_THE_LEDGER`); else null (fold whole), and
 * null when `added` receives none. A payment at the counter or in a lockbox
 * file, on or after the day of the bill it pays, is such a payment; a
 * backdated one is not (it re-flows, C5), nor one on the day of a grant or a
 * refund paid, which the fold meets after that day's payments (N6, N7).
 */
export function paidAfterEveryFact(
  { lastFactDate, lastDayEndsAfterPayments }: FoldedLedger,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): Recorded<PaymentReceived>[] | null {
  const paid: Recorded<PaymentReceived>[] = [];
  for (const event of added) {
    if (NOT_IN_THE_LEDGER.has(event.type)) continue;
    if (event.type !== 'PaymentReceived') return null;
    const record = next.payments.get(event.data.paymentId);
    if (record?.received !== event || record.reversal !== null) return null;
    const { receivedOn } = event.data;
    if (
      lastFactDate !== null &&
      (receivedOn < lastFactDate || (receivedOn === lastFactDate && lastDayEndsAfterPayments))
    )
      return null;
    paid.push(event);
  }
  return paid.length > 0 ? paid : null;
}

/**
 * #30 C5: the ledger after `paid` (`paidAfterEveryFact`), from the one
 * folded before, without folding the account's facts again: the items opened
 * since are folded in (after every fact, in the fold's order: by date, a
 * day's accruals before its bills), then each payment meets the oldest items
 * first as `foldPayment` says, the rest a credit. The same position as the
 * whole fold's (the fold meets every earlier fact first, and these last, in
 * this order); its invariants checked as the whole fold's are. `atEnd`: the
 * position; `paidFrom`: the first of the applications the payments made (its
 * `applications` from there on); `ledger`: what the next payment goes on from.
 */
export function ledgerAfterPayments(
  next: AccountState,
  folded: FoldedLedger,
  paid: readonly Recorded<PaymentReceived>[],
): { atEnd: LedgerPosition; paidFrom: number; ledger: FoldedLedger } {
  const fold = foldedIn(next, folded);
  // received in date order; a day's in the order received (the fold's input order)
  const payments: LedgerPayment[] = [...paid]
    .sort((a, b) =>
      a.data.receivedOn < b.data.receivedOn ? -1 : a.data.receivedOn > b.data.receivedOn ? 1 : 0,
    )
    .map((p) => ({
      paymentId: p.data.paymentId,
      amount: parseAmount(p.data.amount),
      receivedOn: p.data.receivedOn,
    }));
  const from = fold.applications.length;
  for (const payment of payments) foldPayment(fold, payment, payment.receivedOn);
  const atEnd = fold.positionThrough(END_OF_TIME);
  assertFolded(atEnd, { payments }, from);
  return {
    atEnd,
    paidFrom: from,
    ledger: ledgerToGoOnFrom(atEnd, payments[payments.length - 1].receivedOn, false),
  };
}

/** The ledger with the items gone on from folded in: the position the whole fold of `next` gives (what the specs hold it to). */
export function ledgerFoldedIn(next: AccountState, folded: FoldedLedger): FoldedLedger {
  return ledgerToGoOnFrom(
    foldedIn(next, folded).positionThrough(END_OF_TIME),
    folded.lastFactDate,
    folded.lastDayEndsAfterPayments,
  );
}

/** The fold where `folded` left it, the items opened since folded in after every fact, in the fold's order: by date, a day's accruals before its bills. */
function foldedIn(next: AccountState, folded: FoldedLedger): FoldState {
  const fold = FoldState.from(folded.atEnd);
  const opened = [...folded.opened].sort((a, b) => {
    const da = dateOf(a);
    const db = dateOf(b);
    return da < db ? -1 : da > db ? 1 : orderInDay(a) - orderInDay(b);
  });
  const bills = new Map(
    ledgerBillsOf(
      next,
      opened.flatMap((e) => (e.type === 'BillRendered' ? [e] : [])),
    ).map((b) => [b.billId, b]),
  );
  for (const e of opened)
    if (e.type === 'BillRendered') foldBill(fold, bills.get(e.data.billId)!);
    else
      fold.addPenalty(
        e.data.billId,
        e.data.penaltyId,
        e.data.accrualDate,
        parseAmount(e.data.amount),
      );
  return fold;
}

/** Within a day, the fold meets accruals before bills (`schedule`'s ORDER). */
const orderInDay = (e: Opened): number => (e.type === 'PenaltyAccrued' ? 0 : 1);
