import { ruleViolation } from '../errors/domain-error';
import type { Recorded } from '../events/event';
import { repeated, sameContent } from '../events/idempotency';
import { dollars, formatAmount, MAX_AMOUNT, parseAmount } from '../money/money';
import { tariffOf } from '../tariffs/registry';
import type { ConvertedItem, ConvertOpenItems } from './account-commands';
import type { AccountEvent, BillConverted, BillRendered, CreditConverted } from './account-events';
import type { AccountState } from './account-state';
import { factDate, requireOpen } from './guards';

/** C12: the tariff version a converted bill carries: its rent was not rendered by the ledger. */
const CONVERTED_TARIFF = 'converted';

/**
 * C12: an account's open items brought in from the old system as of the
 * conversion date. Each bill keeps its own bill date and period; its due
 * date and penalty schedule are the municipality's, from the original bill
 * date (the accruals on or before the conversion date are the old system's,
 * carried in `penaltiesUnpaid`). C8: an item already converted under its
 * reference, the same, is a no-op; different, a conflict.
 */
export function convertOpenItems(command: ConvertOpenItems, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  factDate(state, command.conversionDate, command.today, 'a conversion dated');
  const events: AccountEvent[] = [];
  for (const item of command.items) {
    const event =
      item.kind === 'bill'
        ? convertedBill(command, state, item)
        : convertedCredit(command, account.accountId, item);
    const recorded =
      item.kind === 'bill'
        ? state.conversions.get(item.billId)?.data
        : state.convertedCredits.get(item.creditId)?.data;
    if (
      repeated(
        recorded,
        (r) => sameContent(r, event.data),
        (r) =>
          `${item.kind === 'bill' ? `bill ${item.billId}` : `credit ${item.creditId}`} was already converted from ${r.source} line ${r.reference} with different figures`,
      )
    )
      continue;
    events.push(event);
  }
  return events;
}

function convertedBill(
  command: ConvertOpenItems,
  state: AccountState,
  item: Extract<ConvertedItem, { kind: 'bill' }>,
): AccountEvent {
  const account = requireOpen(state).data;
  const line = `line ${item.reference}`;
  if (!state.conversions.has(item.billId)) {
    if (state.bills.has(item.billId))
      throw ruleViolation('C12', `${line}: bill ${item.billId} is already on the account`);
    const billed = state.billByPeriod.get(item.period);
    if (billed !== undefined)
      throw ruleViolation(
        'C12',
        `${line}: period ${item.period} is already billed on the account (bill ${billed})`,
      );
  }
  if (item.billDate > command.conversionDate)
    throw ruleViolation(
      'C12',
      `${line}: a bill dated ${item.billDate} is after the conversion date ${command.conversionDate}`,
    );
  factDate(state, item.billDate, command.today, `${line}: a bill dated`);
  const total = ['rentUnpaid', 'penaltiesUnpaid', 'chargesUnpaid'] as const;
  const sum = total.reduce((s, k) => s.plus(parseAmount(item[k])), parseAmount('0.00'));
  if (sum.isZero())
    throw ruleViolation('C12', `${line}: a converted bill has something unpaid on it`);
  if (sum.gt(MAX_AMOUNT))
    throw ruleViolation('C10', `${line}: more than ${dollars(formatAmount(MAX_AMOUNT))} unpaid`);
  const data: BillConverted['data'] = {
    accountId: account.accountId,
    billId: item.billId,
    municipality: account.municipality,
    source: command.source,
    reference: item.reference,
    conversionDate: command.conversionDate,
    period: item.period,
    fiscalYear: item.fiscalYear,
    billDate: item.billDate,
    rentUnpaid: item.rentUnpaid,
    penaltiesUnpaid: item.penaltiesUnpaid,
    chargesUnpaid: item.chargesUnpaid,
    ...tariffOf(account.municipality).penaltySchedule(item.period, item.billDate),
  };
  return { type: 'BillConverted', schemaVersion: 1, effectiveDate: item.billDate, data };
}

function convertedCredit(
  command: ConvertOpenItems,
  accountId: string,
  item: Extract<ConvertedItem, { kind: 'credit' }>,
): AccountEvent {
  if (!parseAmount(item.amount).gt(0))
    throw ruleViolation('C12', `line ${item.reference}: a converted credit is more than 0.00`);
  const data: CreditConverted['data'] = {
    accountId,
    creditId: item.creditId,
    source: command.source,
    reference: item.reference,
    conversionDate: command.conversionDate,
    amount: item.amount,
  };
  return {
    type: 'CreditConverted',
    schemaVersion: 1,
    effectiveDate: command.conversionDate,
    data,
  };
}

/**
 * C12: a converted bill as the ledger's rules see a bill (due date, period,
 * fiscal year for the fund, penalty schedule): its rent is the old system's
 * unpaid rent, one line naming the source; no usage, no rate (the audit does
 * not recompute it).
 */
export function convertedAsBill(event: Recorded<BillConverted>): Recorded<BillRendered> {
  const d = event.data;
  const described = `converted from ${d.source} (line ${d.reference}) as of ${d.conversionDate}`;
  const line = (code: string, what: string, amount: string) => ({
    code,
    unit: null,
    description: `${what}, ${described}`,
    quantity: '1',
    unitOfMeasure: 'bill',
    rate: '1.0000',
    amount,
  });
  return {
    type: 'BillRendered',
    schemaVersion: 2,
    effectiveDate: event.effectiveDate,
    recordedAt: event.recordedAt,
    data: {
      accountId: d.accountId,
      billId: d.billId,
      billRunId: null,
      municipality: d.municipality,
      period: d.period,
      fiscalYear: d.fiscalYear,
      billDate: d.billDate,
      dueDate: d.dueDate,
      deliveredGallons: null,
      billableGallons: null,
      ratePer1000Gallons: null,
      lines: [
        line('converted-rent', 'Rent unpaid', d.rentUnpaid),
        ...(d.chargesUnpaid === '0.00'
          ? []
          : [line('converted-charges', 'Charges unpaid', d.chargesUnpaid)]),
      ],
      rent: d.rentUnpaid,
      charges: d.chargesUnpaid,
      firstPenaltyDate: d.firstPenaltyDate,
      penaltyRate: d.penaltyRate,
      penaltyRule: d.penaltyRule,
      penaltyAccruals: d.penaltyAccruals,
      rateSchedule: null,
      tariff: CONVERTED_TARIFF,
      replaces: null,
      supplements: null,
    },
  };
}
