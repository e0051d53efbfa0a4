import type { AccountEvent } from '../account/account-events';
import { type ByEventType, onEvent } from '../account/by-event-type';
import { invariant } from '../errors/invariant';
import type { LedgerPosition } from '../ledger/ledger-fold';
import { Decimal, parseAmount } from '../money/money';
import type { LedgerAccountCode } from './chart-of-accounts';

export type Posting = readonly [LedgerAccountCode, Decimal, 'dr' | 'cr'];

/** An entry an event makes, before it is dated and checked: `${id}/${step}` is its id, `${event type} ${id}` its source. */
interface Draft {
  readonly id: string;
  readonly step: string;
  readonly memo: string;
  readonly postings: readonly Posting[];
}

/** The receivable and the revenue of each kind of open item. */
export const RECEIVABLE: Record<'rent' | 'penalty' | 'charge', LedgerAccountCode> = {
  rent: '1100',
  penalty: '1110',
  charge: '1120',
};
const REVENUE: Record<'rent' | 'penalty' | 'charge', LedgerAccountCode> = {
  rent: '4000',
  penalty: '4010',
  charge: '4020',
};

/** Debits one account and credits another with the same amount. */
export const moved = (debit: LedgerAccountCode, credit: LedgerAccountCode, amount: Decimal) =>
  [
    [debit, amount, 'dr'],
    [credit, amount, 'cr'],
  ] as const satisfies readonly Posting[];

/**
 * What each event posts. Billing, penalties and charges debit receivables
 * and credit revenue (their reversals the other way); payments debit cash
 * and credit customer deposits; an adjustment is contra-revenue, to deposits
 * (against unpaid rent) and to refunds payable; a refund pays refunds
 * payable (and interest) from cash; a levy moves the levied total to the tax
 * roll through deposits. Other events post nothing.
 */
const DRAFTS: ByEventType<[LedgerPosition], readonly Draft[]> = {
  BillRendered: ({ data }) => [
    {
      id: data.billId,
      step: 'billed',
      memo: `Sewer rent billed (${data.period})`,
      postings: [
        ...moved('1100', '4000', parseAmount(data.rent)),
        ...moved('1120', '4020', parseAmount(data.charges)),
      ],
    },
  ],
  BillVoided: ({ data }) => [
    {
      id: data.voidId,
      step: 'voided',
      memo: `Bill ${data.billId} voided (C11): ${data.reason}`,
      postings: [
        ...moved('4000', '1100', parseAmount(data.rent)),
        ...moved('4020', '1120', parseAmount(data.charges)),
      ],
    },
  ],
  // C12: the old system's open items come onto the receivables against the opening balances
  BillConverted: ({ data }) => [
    {
      id: data.billId,
      step: 'converted',
      memo: `Bill converted from ${data.source}, line ${data.reference} (C12)`,
      postings: [
        ...moved('1100', '3000', parseAmount(data.rentUnpaid)),
        ...moved('1110', '3000', parseAmount(data.penaltiesUnpaid)),
        ...moved('1120', '3000', parseAmount(data.chargesUnpaid)),
      ],
    },
  ],
  CreditConverted: ({ data }) => [
    {
      id: data.creditId,
      step: 'converted',
      memo: `Account credit converted from ${data.source}, line ${data.reference} (C12)`,
      postings: moved('3000', '2000', parseAmount(data.amount)),
    },
  ],
  ChargeAssessed: ({ data }) => {
    const kind = data.kind === 'rent' ? 'rent' : 'charge';
    const postings = moved(RECEIVABLE[kind], REVENUE[kind], parseAmount(data.amount));
    return [{ id: data.chargeId, step: 'assessed', memo: data.description, postings }];
  },
  UtilizationFormCharged: ({ data }) => [
    {
      id: data.chargeId,
      step: 'assessed',
      memo: `Utilization form ${data.requirementId} not filed (N10)`,
      postings: moved(RECEIVABLE.charge, REVENUE.charge, parseAmount(data.amount)),
    },
  ],
  UtilizationFormChargeReversed: ({ data }) => [
    {
      id: data.chargeId,
      step: 'reversed',
      memo: `Form charge reversed (C7/N10)`,
      postings: moved(REVENUE.charge, RECEIVABLE.charge, parseAmount(data.amount)),
    },
  ],
  PenaltyAccrued: ({ data }) => [
    {
      id: data.penaltyId,
      step: 'accrued',
      memo: `Penalty ${data.rule} on bill ${data.billId}`,
      postings: moved('1110', '4010', parseAmount(data.amount)),
    },
  ],
  PenaltyReversed: ({ data }) => [
    {
      id: data.penaltyId,
      step: 'reversed',
      memo: `Penalty reversed (C7)`,
      postings: moved('4010', '1110', parseAmount(data.amount)),
    },
  ],
  PaymentReceived: ({ data }) => [
    {
      id: data.paymentId,
      step: 'received',
      memo: `Payment received`,
      postings: moved('1000', '2000', parseAmount(data.amount)),
    },
  ],
  PaymentReversed: ({ data }) => [
    {
      id: data.paymentId,
      step: 'reversed',
      memo: `Payment reversed (C4): ${data.reason}`,
      postings: moved('2000', '1000', parseAmount(data.amount)),
    },
  ],
  AdjustmentGranted: ({ data }, position) => {
    // N6: the split as derived from the facts known now, not as frozen at the grant
    const split = position.grants.get(data.applicationId);
    invariant(split !== undefined, () => `grant ${data.applicationId} has no derived split`);
    const postings: Posting[] = [
      // C11 x N6: a part that lapsed (the bill's rent no longer owed) relieves nothing and posts nothing
      ['4090', parseAmount(data.credit).minus(split.lapsed), 'dr'],
      ['2000', split.applied, 'cr'],
      ['2100', split.refundable, 'cr'],
      // N9 x N6: the part on the tax roll is owed to the tax collector as a correction, not cash
      ...(split.taxRoll.isZero() ? [] : [['2200', split.taxRoll, 'cr'] as Posting]),
    ];
    const memo = `Adjustment granted (N6), ${data.resolution}`;
    return [{ id: data.applicationId, step: 'granted', memo, postings }];
  },
  RefundIssued: ({ data }, position) => {
    // N6: a refund beyond what is now refundable is owed again as the bill's rent
    const reowed = position.refundsReowed.get(data.refundId);
    const paid: Draft = {
      id: data.refundId,
      step: 'paid',
      memo: `Refund paid (N7), ${data.daysLate} days late`,
      postings: [
        ['2100', parseAmount(data.principal), 'dr'],
        ['5100', parseAmount(data.interest), 'dr'],
        ['1000', parseAmount(data.total), 'cr'],
      ],
    };
    if (!reowed) return [paid];
    const memo = `Refund beyond the refundable part owed again as rent (N6)`;
    return [
      { id: data.refundId, step: 'reowed', memo, postings: moved('1100', '2100', reowed) },
      paid,
    ];
  },
  // the tax roll takes the levied amounts; their application to the bills (journalOf) clears them
  LienLevied: ({ data }) => [
    {
      id: data.statementId,
      step: 'levied',
      memo: `Levied on the ${data.taxYear} tax roll (N9)`,
      postings: moved('1200', '2000', parseAmount(data.total)),
    },
  ],
};

/** The entries an event makes (none for most events). */
export const draftsOf = (event: AccountEvent, position: LedgerPosition): readonly Draft[] =>
  onEvent(DRAFTS, [], event, position);
