import type { ListForTaxSale } from '../../account/account-commands';
import type { AccountEvent, ChargeAssessed, TaxSaleListed } from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import { refuseDayToCome } from '../../dates/day-to-come';
import { addDays } from '../../dates/civil-date';
import { positionAsOf } from '../../ledger/balance';
import type { TaxSaleChapter } from '../../tariffs/tariff';
import { repeated, sameFields } from '../../events/idempotency';

/** W3: a further penalty of 10% a year, accrued monthly (10%/12) on each monthly anniversary of the sale date. */
const TAX_SALE_PENALTY = { rule: 'W3', annualRate: '0.10', accrualsPerYear: 12 } as const;

/**
 * W3 (the reading DOMAIN.md takes): every bill not levied to a tax roll (N9)
 * that is in arrears (its last day without interest, W1, has passed) with rent
 * unpaid at the end of the day before the sale date is listed; a bill not yet
 * due, or due but still within its days without interest, is not; from
 * the sale it bears the further penalty beside W1's 1% a month. The
 * advertising cost is charged on the sale date, once per parcel (on the
 * account the caller says bears it), on the oldest bill listed: a charge, not
 * rent, bearing no interest. An account with nothing unpaid is not in the sale.
 */
function list(command: ListForTaxSale, state: AccountState): AccountEvent[] {
  const accountId = state.opened!.data.accountId;
  const existing = state.taxSales.get(command.taxSaleId);
  if (
    repeated(
      existing?.data,
      (d) => sameFields(d, { saleDate: command.saleDate }),
      (d) => `tax sale ${command.taxSaleId} was already recorded on ${d.saleDate}`,
    )
  )
    return [];
  refuseDayToCome(command.saleDate, command.today, 'a tax sale on');
  // a sale before the account was opened does not reach it (a refusal here would stop a sale
  // half-written across the city's accounts; the sale's own date is checked on the command, C3)
  if (command.saleDate < state.opened!.data.openedOn) return [];
  const levied = new Set(
    [...state.levies.values()]
      .filter((l) => l.data.leviedOn <= command.saleDate)
      .flatMap((l) => l.data.bills.map((b) => b.billId)),
  );
  // W3 (settled): in arrears = past its last day without interest (W1: the first interest
  // date is on or before the sale), with rent unpaid at the end of the day before the sale
  const unpaid = positionAsOf(state, addDays(command.saleDate, -1))
    .bills.filter(
      (b) =>
        !b.bill.standalone &&
        b.bill.firstPenaltyDate <= command.saleDate &&
        !levied.has(b.bill.billId) &&
        !b.rent.unpaid.isZero(),
    )
    .map((b) => b.bill.billId);
  if (unpaid.length === 0) return [];
  const advertising = command.chargeAdvertising ? command.advertisingCost : '0.00';
  const listed: TaxSaleListed = {
    type: 'TaxSaleListed',
    schemaVersion: 1,
    effectiveDate: command.saleDate,
    data: {
      accountId,
      taxSaleId: command.taxSaleId,
      saleDate: command.saleDate,
      billIds: unpaid,
      penalty: { ...TAX_SALE_PENALTY },
      advertising,
    },
  };
  if (advertising === '0.00') return [listed];
  const charge: ChargeAssessed = {
    type: 'ChargeAssessed',
    schemaVersion: 1,
    effectiveDate: command.saleDate,
    data: {
      accountId,
      chargeId: `${command.taxSaleId}/advertising`,
      billId: unpaid[0],
      kind: 'charge',
      code: 'tax-sale-advertising',
      unit: null,
      amount: advertising,
      assessedOn: command.saleDate,
      description: `Tax sale ${command.taxSaleId}: cost of advertising`,
      rule: 'W3',
    },
  };
  return [listed, charge];
}

export const watervlietTaxSale: TaxSaleChapter = { list };
