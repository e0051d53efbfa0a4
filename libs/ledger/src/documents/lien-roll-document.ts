import { dollars, PdfWriter, usDate } from './pdf-writer';

interface RollLine {
  readonly parcelId: string;
  readonly owner: string;
  readonly mailingAddress: string;
  readonly accountIds: readonly string[];
  readonly rent: string;
  readonly penalties: string;
  readonly total: string;
}

/**
 * The lien roll as the Board adopts it (N9/W3): every parcel with its owner of
 * record, its accounts and the arrears levied, the totals, the resolution and
 * lines to sign.
 */
export function drawLienRoll(
  pdf: PdfWriter,
  issuer: string,
  statement: {
    statementId: string;
    cutoff: string;
    taxYear: number;
    status: string;
    levied: { leviedOn: string } | null;
    total: string;
    totals: { rent: string; penalties: string; parcels: number };
  },
  lines: readonly RollLine[],
): void {
  pdf.letterhead(
    issuer,
    `Roll of unpaid sewer rents to be levied on the ${statement.taxYear} tax roll`,
    `Lien statement ${statement.statementId}: arrears as of ${usDate(statement.cutoff)}`,
  );
  pdf.facts([
    ['Parcels', String(statement.totals.parcels)],
    ['Total to be levied', dollars(statement.total)],
    [
      'Status',
      statement.levied
        ? `levied on ${usDate(statement.levied.leviedOn)}`
        : 'prepared, for the Board to levy',
    ],
    ['Resolution no.', '____________'],
    ['Adopted on', statement.levied ? usDate(statement.levied.leviedOn) : '____________'],
  ]);
  pdf.table(
    [
      { header: 'Parcel', width: 16 },
      { header: 'Owner of record', width: 34 },
      { header: 'Accounts', width: 14 },
      { header: 'Rent', width: 12, align: 'right' },
      { header: 'Penalties', width: 12, align: 'right' },
      { header: 'Total', width: 12, align: 'right' },
    ],
    lines.map((l) => [
      l.parcelId,
      `${l.owner}\n${l.mailingAddress}`,
      l.accountIds.join(', '),
      dollars(l.rent),
      dollars(l.penalties),
      dollars(l.total),
    ]),
    [
      `${statement.totals.parcels} parcel${statement.totals.parcels === 1 ? '' : 's'}`,
      '',
      '',
      dollars(statement.totals.rent),
      dollars(statement.totals.penalties),
      dollars(statement.total),
    ],
  );
  pdf.paragraph(
    `Resolved, that the unpaid sewer rents above, with the penalties and interest on them, be levied against the parcels named and collected with the ${statement.taxYear} taxes.`,
  );
  pdf.signatures(['Mayor or Supervisor', 'Clerk', 'Treasurer', 'Date']);
}
