import {
  counted,
  Decimal,
  formatAmount,
  forResidents,
  type OwedBesideArrears,
  type StatementEntry,
  type Wording,
} from '@ledger/domain';
import { accrualWords } from './accrual-words';
import type { Office } from './office';
import { PdfWriter, usDate, usDateTime } from './pdf-writer';
import { dollars } from '@ledger/domain';

export interface AccountHeading {
  readonly accountId: string;
  readonly parcelId: string;
  readonly owner: { readonly name: string; readonly mailingAddress: string };
}

/** N10/N12: a form requirement as a resident reads it: the year's form by its id, a change of use's by the change. */
const formWords = (requirementId: string) =>
  requirementId.startsWith('change-of-use:')
    ? `updated utilization form after change of use ${requirementId.slice('change-of-use:'.length)}`
    : `utilization form ${requirementId}`;

/** A document whose owner's address shows in the envelope's window: the owner's name only, beside the account. */
const windowed = (a: AccountHeading): Array<readonly [string, string]> => [
  ['Owner', a.owner.name],
  ['Account', a.accountId],
  ['Parcel', a.parcelId],
];

const addressed = (a: AccountHeading): Array<readonly [string, string]> => [
  ['Owner', `${a.owner.name}\n${a.owner.mailingAddress}`],
  ['Account', a.accountId],
  ['Parcel', a.parcelId],
];

/** The account statement (C3: each entry with the day it took effect), its running balance and the balance by kind. */
export function drawStatement(
  pdf: PdfWriter,
  office: Office,
  account: AccountHeading,
  statement: {
    from: string | null;
    to: string | null;
    openingBalance: string;
    closingBalance: string;
    entries: readonly StatementEntry[];
  },
  balance: { rent: string; penalties: string; charges: string; credit: string; total: string },
  /** W1's interest or N4's and Q3's penalties (`Wording.accrues`): the balance's column says which, as the screen does. */
  accrues: Wording['accrues'],
  /** C3: the instant the figures are as known at, when it is not now (an auditor's view). */
  knownAt?: string,
): void {
  const span =
    (statement.from
      ? `${usDate(statement.from)} to ${usDate(statement.to)}`
      : `through ${usDate(statement.to)}`) +
    (knownAt ? `, as the ledger knew it at ${usDateTime(knownAt)}` : '');
  pdf.letterhead(office, 'Sewer rent account statement', span);
  pdf.facts([...addressed(account), ['Remit to', office.remitTo.join('\n')]]);
  pdf.table(
    [
      { header: 'Date', width: 13 },
      { header: 'Entry', width: 55 },
      { header: 'Amount', width: 16, align: 'right' },
      { header: 'Balance', width: 16, align: 'right' },
    ],
    [
      ['', 'Opening balance', '', dollars(statement.openingBalance)],
      ...statement.entries.map((e) => [
        usDate(e.effectiveDate),
        `${forResidents(e.description).replace(/\b\d{4}-\d{2}-\d{2}\b/g, usDate)}${e.reversed ? ' (later reversed)' : ''}`,
        dollars(e.amount),
        dollars(e.balance),
      ]),
    ],
    ['', 'Closing balance', '', dollars(statement.closingBalance)],
  );
  pdf.heading(`Balance on ${usDate(statement.to)}`);
  pdf.table(
    [
      { header: 'Rent', width: 20, align: 'right' },
      { header: accrualWords(accrues).column, width: 20, align: 'right' },
      { header: 'Charges', width: 20, align: 'right' },
      { header: 'Credit', width: 20, align: 'right' },
      { header: 'Total owed', width: 20, align: 'right' },
    ],
    [
      [
        dollars(balance.rent),
        dollars(balance.penalties),
        dollars(balance.charges),
        dollars(balance.credit),
        dollars(balance.total),
      ],
    ],
  );
}

/**
 * A receipt for one payment (C5: how it was applied is on the statement), with
 * what is still owed after it: the payoff of the day (C7: penalties or interest
 * the rules have made due that no run has booked yet are owed too), the figure
 * the screen gives as the amount to pay today, never the booked balance alone.
 */
export function drawReceipt(
  pdf: PdfWriter,
  office: Office,
  account: AccountHeading,
  payment: {
    paymentId: string;
    amount: string;
    receivedOn: string;
    method: string | null;
    reference: string | null;
    recordedAt: string;
    reversal: { reversedOn: string; reason: string } | null;
  },
  after: {
    asOf: string;
    payoff: string;
    /** What the payoff holds that no run has booked yet (C7, N10): accruals and charges. */
    notYetBooked: { accruals: string; charges: string };
    accrues: Wording['accrues'];
  },
): void {
  pdf.letterhead(office, 'Payment receipt', `Receipt for payment ${payment.paymentId}`);
  pdf.facts([
    ...addressed(account),
    ['Received on', usDate(payment.receivedOn)],
    ['Amount received', dollars(payment.amount)],
    [
      'Method',
      [payment.method ?? 'unspecified', payment.reference ? `reference ${payment.reference}` : '']
        .filter(Boolean)
        .join(', '),
    ],
    ['Posted', usDateTime(payment.recordedAt)],
    // an account in credit is asked nothing: its credit is said as one (never a negative amount to pay)
    after.payoff.startsWith('-')
      ? [
          'Amount to pay today',
          `$0.00 as of ${usDate(after.asOf)}: a credit of ${dollars(after.payoff.slice(1))}`,
        ]
      : ['Amount to pay today', `${dollars(after.payoff)} as of ${usDate(after.asOf)}`],
    ['Remit to', office.remitTo.join('\n')],
  ]);
  // what no run has posted yet: accruals due (positive), or reversals of those booked (negative)
  const pendingWords = (amount: string, what: string) =>
    amount.startsWith('-')
      ? `less ${dollars(amount.slice(1))} of ${what} posted that the next run will reverse`
      : `plus ${dollars(amount)} of ${what} due by ${usDate(after.asOf)} and not yet posted to it`;
  const pending = [
    after.notYetBooked.accruals !== '0.00'
      ? pendingWords(after.notYetBooked.accruals, accrualWords(after.accrues).noun)
      : '',
    after.notYetBooked.charges !== '0.00'
      ? pendingWords(after.notYetBooked.charges, 'charges')
      : '',
  ].filter(Boolean);
  if (pending.length)
    pdf.paragraph(
      `The amount to pay today is the balance posted to the account (${postedWords(after)}) ${pending.join(' and ')}.`,
    );
  if (payment.reversal)
    pdf.paragraph(
      `This payment was reversed effective ${usDate(payment.reversal.reversedOn)}: ${payment.reversal.reason}.`,
      { bold: true },
    );
  pdf.paragraph(
    'Payments are applied to the oldest bill first; within a bill, to its penalties and interest, then its charges, then its rent. Keep this receipt for your records.',
  );
}

/**
 * C7: the balance the account's posted entries give, which the payoff is
 * made of with what is not yet booked. Said as a credit when below zero, so
 * a receipt whose payment covered penalties no run has posted yet reads
 * "a credit of $9.34 plus $9.34 of penalties" beside an amount to pay of
 * $0.00, never "$0.00 includes $9.34" (office tryout, 2026-12-05).
 */
function postedWords(after: {
  payoff: string;
  notYetBooked: { accruals: string; charges: string };
}): string {
  const posted = new Decimal(after.payoff)
    .minus(after.notYetBooked.accruals)
    .minus(after.notYetBooked.charges);
  return posted.isNegative()
    ? `a credit of ${dollars(formatAmount(posted.negated()))}`
    : dollars(formatAmount(posted));
}

interface NoticeFacts {
  readonly on: string;
  readonly arrears: ReadonlyArray<{
    billId: string;
    dueDate: string;
    rent: string;
    penalties: string;
    charges: string;
    total: string;
  }>;
  readonly notYetBooked: ReadonlyArray<{
    type: string;
    date: string;
    billId: string | null;
    amount: string;
    rule: string;
  }>;
  /** What the amount to pay holds besides the arrears: what a levy left owed on a levied bill (a lien on the next statement), bills not yet due, charges of no bill. */
  readonly beside: readonly OwedBesideArrears[];
  /** C5: an account credit the amount to pay is net of. */
  readonly credit: string;
  readonly payoff: string;
  readonly next: { date: string; amount: string } | null;
  readonly liens: string;
  /** W1's interest or N4's and Q3's penalties (`Wording.accrues`). */
  readonly accrues: Wording['accrues'];
  /** N9: arrears already levied on a tax roll, which are now paid to the tax collector. */
  readonly levied: ReadonlyArray<{ taxYear: number; leviedOn: string; total: string }>;
}

/** Where and how to pay, from the office's profile (the municipality's clerk's office without one). */
const howToPay = (office: Office) =>
  office.set
    ? `at the ${office.name} (${office.hours}; phone ${office.phone}), or by mail to ${office.remitTo.join(', ')},`
    : `at the ${office.payee} clerk's office, or by mail`;

/** A delinquency notice: what is in arrears by bill, what the rules have made due that no run has booked, the amount to pay, and what accrues next. */
export function drawNotice(
  pdf: PdfWriter,
  office: Office,
  account: AccountHeading,
  notice: NoticeFacts,
): void {
  const accrued = accrualWords(notice.accrues);
  pdf.windowLetterhead(
    office,
    'Notice of unpaid sewer rents',
    `As of ${usDate(notice.on)}`,
    account.owner,
  );
  pdf.facts(windowed(account));
  const owes = notice.payoff !== '0.00' && !notice.payoff.startsWith('-');
  if (notice.arrears.length === 0)
    pdf.paragraph(
      owes
        ? 'Our records show the following still owed on this account.'
        : 'No sewer rents are unpaid past their due dates on this account.',
    );
  else {
    pdf.paragraph('Our records show the following sewer rents unpaid past their due dates.');
    pdf.table(
      [
        { header: 'Bill', width: 30 },
        { header: 'Due', width: 14 },
        { header: 'Rent', width: 14, align: 'right' },
        { header: accrued.column, width: 14, align: 'right' },
        { header: 'Charges', width: 14, align: 'right' },
        { header: 'Total', width: 14, align: 'right' },
      ],
      notice.arrears.map((a) => [
        a.billId,
        usDate(a.dueDate),
        dollars(a.rent),
        dollars(a.penalties),
        dollars(a.charges),
        dollars(a.total),
      ]),
    );
  }
  if (notice.beside.length) {
    pdf.heading('Also owed on this account');
    const what = (b: OwedBesideArrears) =>
      b.why === 'levied'
        ? `Bill ${b.billId}: still owed here beyond what a lien statement put on the tax roll (a lien on the next statement)`
        : b.why === 'not-due'
          ? `Bill ${b.billId}, not yet past due (due ${usDate(b.dueDate!)})`
          : b.form
            ? `Late ${formWords(b.form.requirementId)} (due ${usDate(b.form.dueOn)}): charge of ${usDate(b.chargedOn!)}`
            : `Charge of ${usDate(b.chargedOn!)}, not on a bill`;
    pdf.table(
      [
        { header: 'What', width: 52 },
        { header: 'Rent', width: 12, align: 'right' },
        { header: accrued.column, width: 12, align: 'right' },
        { header: 'Charges', width: 12, align: 'right' },
        { header: 'Total', width: 12, align: 'right' },
      ],
      notice.beside.map((b) => [
        what(b),
        dollars(b.rent),
        dollars(b.penalties),
        dollars(b.charges),
        dollars(b.total),
      ]),
    );
  }
  if (notice.credit !== '0.00' && (notice.arrears.length || notice.beside.length))
    pdf.paragraph(`Less the account's credit of ${dollars(notice.credit)}.`);
  if (notice.notYetBooked.length) {
    pdf.heading('Also due by this date (not yet booked)');
    pdf.table(
      [
        { header: 'What', width: 40 },
        { header: 'Date', width: 16 },
        { header: 'Bill', width: 28 },
        { header: 'Amount', width: 16, align: 'right' },
      ],
      notice.notYetBooked.map((n) => [
        n.type === 'PenaltyAccrued' ? accrued.row : 'Charge',
        usDate(n.date),
        n.billId ?? '',
        dollars(n.amount),
      ]),
    );
  }
  if (notice.levied.length) {
    pdf.heading('On the tax roll');
    pdf.paragraph(
      'These arrears were levied on the tax roll: they are no longer owed on the sewer account and are paid with your taxes, to the tax collector.',
    );
    pdf.table(
      [
        { header: 'Tax year', width: 30 },
        { header: 'Levied on', width: 35 },
        { header: 'Amount levied', width: 35, align: 'right' },
      ],
      notice.levied.map((l) => [String(l.taxYear), usDate(l.leviedOn), dollars(l.total)]),
    );
  }
  const notDue = notice.beside.filter((b) => b.why === 'not-due');
  if (notDue.length === 0)
    pdf.paragraph(`Amount to pay on ${usDate(notice.on)}: ${dollars(notice.payoff)}`, {
      bold: true,
      size: 12,
    });
  else {
    // a notice of unpaid sewer rents asks for what is past due; a bill not yet due is told, not asked for
    const pastDue = notDue.reduce((owed, b) => owed.minus(b.total), new Decimal(notice.payoff));
    pdf.paragraph(
      `Past due, to pay on ${usDate(notice.on)}: ${dollars(formatAmount(pastDue.isNegative() ? new Decimal(0) : pastDue))}`,
      { bold: true, size: 12 },
    );
    pdf.paragraph(
      `With ${counted(notDue.length, 'bill')} not yet due (${notDue.map((b) => `${b.billId}, due ${usDate(b.dueDate!)}`).join('; ')}), the balance of the account on ${usDate(notice.on)} is ${dollars(notice.payoff)}.`,
    );
  }
  if (notice.next)
    pdf.paragraph(
      `If it is not paid, a further ${dollars(notice.next.amount)} of ${accrued.noun} accrues by ${usDate(notice.next.date)}.`,
    );
  pdf.paragraph(
    `How to pay: ${howToPay(office)} with a check payable to the ${office.payee} showing account ${account.accountId}. ${notice.liens}`,
  );
  pdf.paragraph('If you have paid in the last few days, thank you; please disregard this notice.');
}
