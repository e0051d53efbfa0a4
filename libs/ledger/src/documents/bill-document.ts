import { addDays, forResidents, lineInWords, type BillLine, type Wording } from '@ledger/domain';
import type { Office } from './office';
import { PdfWriter, usDate } from './pdf-writer';
import { dollars } from '@ledger/domain';

/** What a printed bill needs: the bill as `billView` answers it, and the account's parcel. */
interface PrintableBill {
  readonly billId: string;
  readonly accountId: string;
  readonly owner: { readonly name: string; readonly mailingAddress: string };
  readonly billRunId: string | null;
  readonly fiscalYear?: number;
  readonly period?: string;
  readonly billDate: string;
  readonly dueDate: string;
  readonly deliveredGallons?: number | null;
  readonly billableGallons?: number;
  readonly ratePer1000Gallons?: string | null;
  readonly lines: readonly BillLine[];
  readonly rent: string;
  readonly charges: string;
  readonly total: string;
  /** C5: the account's credit applied to the bill when it was booked (a replacement's: what had met it by the correction, C11), and what the bill then asks for. */
  readonly creditApplied: string;
  readonly replaces?: string | null;
  readonly amountDue: string;
  readonly firstPenaltyDate: string;
  readonly penaltyRate: string;
  readonly penaltyRule: string;
  /** N3: the sources estimated in the usage the bill was made from. */
  readonly estimatedSources?: readonly { readonly source: string; readonly gallons: number }[];
  /** C11: what the bill says about its correction (voided, replaces, supplements), sentences for the owner. */
  readonly corrections?: readonly string[];
  /** C11: voided: printed (a reprint, a mail house's run) it asks for nothing and has no stub. */
  readonly voided?: boolean;
  /** N9/W3: levied: what of it went on the tax roll; reprinted, it asks for nothing and has no stub. */
  readonly levied?: Levied;
  /** N9 (settled): the later levies of what the first left owed on the account. */
  readonly laterLevies?: readonly Levied[];
}

/** A levy of the bill: what of it went on which tax roll. */
interface Levied {
  readonly taxYear: number;
  readonly leviedOn: string;
  readonly cutoff: string;
  readonly total: string;
}

/** N3: a water source's id as words: `authority-meter` is "the authority meter", `private-well` "the private well". */
const sourceInWords = (source: string) => `the ${source.replace(/[-_]+/g, ' ').trim()}`;

/** A line's charge as a resident reads it: no rule ids, US dates, and its unit named once ("Unit 1", not "Unit 1 (unit 1)"). */
function chargeWords(l: BillLine): string {
  const words = forResidents(l.description).replace(/\b\d{4}-\d{2}-\d{2}\b/g, usDate);
  const named = l.unit !== null && new RegExp(`\\bunit ${l.unit}\\b`, 'i').test(words);
  return lineInWords(l.unit && !named ? `${words} (unit ${l.unit})` : words);
}

/**
 * A line's quantity and rate as a person reads them (W2, Q1, C11): a sum
 * charged once for the bill or its period shows neither (the amount says it);
 * a unit's charge for the period reads "1 unit" at the unit's rate; metered
 * water reads "72 × 1,000 gallons" at the rate per 1,000.
 */
function quantityAndRate(l: BillLine): [string, string] {
  const count = `${l.quantity} ${l.quantity === '1' ? 'unit' : 'units'}`;
  switch (l.unitOfMeasure) {
    case 'bill':
    case 'period':
      return l.quantity === '1' ? ['', ''] : [`${l.quantity} × ${l.unitOfMeasure}`, l.rate];
    case 'unit':
    case 'unit-period':
      return [count, l.rate];
    default:
      return [lineInWords(`${l.quantity} × ${l.unitOfMeasure}`), l.rate];
  }
}

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * One bill on its own page (C9: addressed to the owner on its bill date),
 * with the remittance stub to return with the payment. The lines are the
 * municipality's own (N1-N3, W2, Q1); the penalty terms and the lien sentence are
 * the municipality's own words (its `wording`), with the bill's dates and rate.
 */
export function drawBill(
  pdf: PdfWriter,
  bill: PrintableBill,
  office: Office,
  parcelId: string,
  wording: Wording,
  /** The period as a resident reads it, from the municipality's own bounds ("May 1 - October 31, 2026"). */
  periodWords: string,
): void {
  const period =
    bill.fiscalYear !== undefined ? `Fiscal year ${bill.fiscalYear}: ${periodWords}` : periodWords;
  pdf.windowLetterhead(
    office,
    'Sewer rent bill',
    `General Municipal Law Art. 14-F. Bill ${bill.billId}`,
    bill.owner,
  );
  pdf.facts([
    ['Owner', bill.owner.name],
    ['Account', bill.accountId],
    ['Parcel', parcelId],
    ['Billing period', period],
    ['Bill date', usDate(bill.billDate)],
    ['Due date', usDate(bill.dueDate)],
    ...(bill.deliveredGallons !== undefined && bill.deliveredGallons !== null
      ? [
          [
            'Water delivered',
            `${bill.deliveredGallons.toLocaleString('en-US')} gallons` +
              (bill.billableGallons != null
                ? `; billable ${Number(bill.billableGallons).toLocaleString('en-US')} gallons`
                : ''),
          ] as const,
        ]
      : []),
    ...(bill.estimatedSources ?? []).map(
      (e) =>
        [
          'Estimated reading',
          `${e.gallons.toLocaleString('en-US')} gallons from ${sourceInWords(e.source)}, estimated: no reading taken`,
        ] as const,
    ),
  ]);
  for (const sentence of bill.corrections ?? []) pdf.paragraph(sentence, { bold: true });
  // N3: a bill made from an estimate says so, and how it is put right
  if (bill.estimatedSources?.length)
    pdf.paragraph(
      `This bill is made from an estimated reading of ${bill.estimatedSources.map((e) => `${e.gallons.toLocaleString('en-US')} gallons from ${sourceInWords(e.source)}`).join(' and ')}. When an actual reading is taken, the bill is corrected: voided and replaced by a bill on the actual reading.`,
    );
  pdf.table(
    [
      { header: 'Charge', width: 44 },
      { header: 'Quantity', width: 14, align: 'right' },
      { header: 'Rate', width: 14, align: 'right' },
      { header: 'Amount', width: 16, align: 'right' },
    ],
    bill.lines.map((l) => [chargeWords(l), ...quantityAndRate(l), dollars(l.amount)]),
    [
      bill.voided
        ? 'Total (voided: not due)'
        : bill.levied || bill.creditApplied !== '0.00'
          ? 'Total billed'
          : 'Total due',
      '',
      '',
      dollars(bill.total),
    ],
  );
  if (bill.voided) {
    pdf.paragraph('Nothing is due on this bill: do not pay it. Keep it for your records.', {
      bold: true,
    });
    return;
  }
  if (bill.levied) {
    // N9/W3: a bill reprinted after its levy asks for nothing here: what was unpaid is on the tax roll
    pdf.paragraph(
      `Levied on the tax roll: ${dollars(bill.levied.total)} of this bill, unpaid on ${usDate(bill.levied.cutoff)}, was levied on the ${bill.levied.taxYear} tax roll on ${usDate(bill.levied.leviedOn)}${(
        bill.laterLevies ?? []
      )
        .map(
          (l) =>
            `; ${dollars(l.total)} more, still owed on ${usDate(l.cutoff)}, on the ${l.taxYear} tax roll on ${usDate(l.leviedOn)}`,
        )
        .join(
          '',
        )}. It is paid with your taxes, to the tax collector: do not pay it to this office. Anything else owed on the account is on its statement.`,
      { bold: true },
    );
    return;
  }
  if (bill.charges !== '0.00')
    pdf.paragraph(
      `Of the total, ${dollars(bill.rent)} is sewer rent and ${dollars(bill.charges)} other charges.`,
    );
  // C5: a credit on the account met the bill when it was booked: the bill asks for the rest
  if (bill.creditApplied !== '0.00')
    pdf.facts([
      [bill.replaces ? 'Paid and credited' : 'Credit applied', `-${dollars(bill.creditApplied)}`],
      ['Amount due', dollars(bill.amountDue)],
    ]);
  if (bill.amountDue === '0.00') {
    pdf.paragraph(
      bill.replaces
        ? 'Nothing is due on this bill: what you paid on the bill it replaces paid it. Keep it for your records.'
        : 'Nothing is due on this bill: the credit on your account paid it. Keep it for your records.',
      { bold: true },
    );
    return;
  }
  pdf.paragraph(
    `${wording.penaltyTerms({
      dueDate: usDate(bill.dueDate),
      lastFreeDay: usDate(addDays(bill.firstPenaltyDate, -1)),
      firstPenaltyDate: usDate(bill.firstPenaltyDate),
      rate: percent(bill.penaltyRate),
    })} ${wording.liens}`,
  );
  pdf.paragraph(
    `Make checks payable to the ${office.payee}. Write the account number on your check and return the stub below with your payment to the address on the stub.`,
  );
  const stub: Array<[string, string]> = [
    ['Remit to', office.remitTo.join('\n')],
    ['Account', bill.accountId],
    ['Bill', bill.billId],
    ['Owner', bill.owner.name],
    ['Due date', usDate(bill.dueDate)],
    ['Amount due', dollars(bill.amountDue)],
    ['Amount enclosed', '$ ____________________'],
  ];
  pdf.cutLine('Detach and return this stub with your payment', pdf.factsHeight(stub));
  pdf.facts(stub, undefined, true);
}
