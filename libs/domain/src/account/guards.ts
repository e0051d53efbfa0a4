import { notFound, ruleViolation } from '../errors/domain-error';
import type { AccountOpened, BillRendered } from './account-events';
import type { AccountState } from './account-state';
import type { Recorded } from '../events/event';
import { refuseDayToCome, sentenceStart } from '../dates/day-to-come';

/** The account's opening, or 404: every account decision starts here. */
export function requireOpen(state: AccountState): Recorded<AccountOpened> {
  if (!state.opened) throw notFound('account not found');
  return state.opened;
}

/**
 * C3/C10: a business fact of the account is dated neither on a day that has
 * not come nor before the account was opened.
 */
export function factDate(state: AccountState, date: string, today: string, what: string): void {
  refuseDayToCome(date, today, what);
  const openedOn = requireOpen(state).data.openedOn;
  if (date < openedOn)
    throw ruleViolation(
      'C10',
      `${sentenceStart(what)} ${date} is refused: it is before the account was opened on ${openedOn}.`,
    );
}

/** A bill of the account, or 404. */
export function requireBill(state: AccountState, billId: string): Recorded<BillRendered> {
  const bill = state.bills.get(billId);
  if (!bill) throw notFound(`bill ${billId} not found on account ${state.opened?.data.accountId}`);
  return bill;
}
