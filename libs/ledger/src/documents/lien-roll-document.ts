import {
  counted,
  formatAmount,
  grantSplits,
  parseAmount,
  sum,
  type AccountState,
  type Wording,
} from '@ledger/domain';
import { accrualWords } from './accrual-words';
import type { Office } from './office';
import { PdfWriter, usDate } from './pdf-writer';
import { dollars } from '@ledger/domain';

interface RollLine {
  readonly parcelId: string;
  readonly owner: string;
  readonly mailingAddress: string;
  readonly accountIds: readonly string[];
  readonly rent: string;
  readonly penalties: string;
  readonly total: string;
  /** False for a parcel whose accounts were paid between the statement and the levy. */
  readonly levied: boolean;
  /** The line's total as the statement prepared it (a levied line's figures are the levy's). */
  readonly prepared: string;
}

/** N9 x N6: a Board grant after the levy on a levied bill: the part that corrects the roll. */
export interface TaxRollCorrection {
  readonly accountId: string;
  readonly billId: string;
  readonly applicationId: string;
  readonly grantedOn: string;
  readonly resolution: string;
  readonly amount: string;
}

/**
 * The grants on the bills a statement levied, each for the part of its
 * credit that met rent on the tax roll: owed to be certified to the tax
 * collector as corrections of the roll. As the journal derives it from the
 * facts known now (a grant on a bill since replaced meets the replacement,
 * C11 x N6), not as the grant's event recorded it.
 */
export function taxRollCorrections(
  states: readonly AccountState[],
  statementId: string,
): TaxRollCorrection[] {
  const out: TaxRollCorrection[] = [];
  for (const state of states) {
    const levy = state.levies.get(statementId);
    if (!levy) continue;
    const billIds = new Set(levy.data.bills.map((b) => b.billId));
    const splits = grantSplits(state);
    for (const a of state.applications.values()) {
      const g = a.granted?.data;
      const split = g && splits.get(g.applicationId);
      if (!g || !split || !billIds.has(split.billId) || g.grantedOn < levy.data.leviedOn) continue;
      if (split.taxRoll.isZero()) continue;
      // a bill levied again (N9: what the first levy left owed): the grant, which meets rent on the tax
      // roll, is certified once, on the roll of the bill's latest levy of rent on or before it
      if (latestRentLevyOf(state, split.billId, g.grantedOn) !== statementId) continue;
      out.push({
        accountId: g.accountId,
        billId: split.billId,
        applicationId: g.applicationId,
        grantedOn: g.grantedOn,
        resolution: g.resolution,
        amount: formatAmount(split.taxRoll),
      });
    }
  }
  return out;
}

/** The statement of a bill's latest levy that put rent of it on the tax roll, on or before `on` (by date, then statement id). */
function latestRentLevyOf(state: AccountState, billId: string, on: string): string | undefined {
  return [...state.levies.values()]
    .filter(
      (l) =>
        l.data.leviedOn <= on &&
        l.data.bills.some((b) => b.billId === billId && !parseAmount(b.rent).isZero()),
    )
    .map((l) => l.data)
    .sort((a, b) =>
      a.leviedOn !== b.leviedOn
        ? a.leviedOn < b.leviedOn
          ? -1
          : 1
        : a.statementId < b.statementId
          ? -1
          : 1,
    )
    .at(-1)?.statementId;
}

/**
 * Who signs the roll the governing board adopts: its presiding officer, the
 * clerk of the board, and the officer who keeps the accounts, by the kind of
 * municipality (Village Law: the mayor and the village treasurer; a city's
 * and a town's fiscal officer is named by its charter or the Town Law, so the
 * roll says "chief fiscal officer", GML 2; in a town the supervisor is that
 * officer and signs once).
 */
export function signatoriesOf(municipality: string): string[] {
  if (municipality.startsWith('Village of')) return ['Mayor', 'Village Clerk', 'Village Treasurer'];
  if (municipality.startsWith('City of')) return ['Mayor', 'City Clerk', 'Chief fiscal officer'];
  if (municipality.startsWith('Town of')) return ['Supervisor', 'Town Clerk'];
  return ['Presiding officer', 'Clerk', 'Chief fiscal officer'];
}

/** A roll's parcel: its tax-map number, its owner of record with the address, its accounts. */
const PARCEL_COLUMNS = [
  { header: 'Parcel', width: 16, nowrap: true },
  { header: 'Owner of record', width: 34 },
  { header: 'Accounts', width: 14 },
] as const;
const parcelCells = (l: RollLine) => [
  l.parcelId,
  `${l.owner}\n${l.mailingAddress}`,
  l.accountIds.join(', '),
];

/**
 * The lien roll as the Board adopts it (N9/W3): every parcel with its owner of
 * record, its accounts and the arrears levied, the totals, the resolution and
 * lines to sign.
 */
export function drawLienRoll(
  pdf: PdfWriter,
  office: Office,
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
  corrections: readonly TaxRollCorrection[] = [],
  accrues: Wording['accrues'] = 'penalties',
): void {
  const accrued = accrualWords(accrues);
  const levied = statement.levied;
  // once levied, the roll is what the levy put on the tax roll, never the prepared figures
  const onRoll = levied ? lines.filter((l) => l.levied) : lines;
  const total = (pick: (l: RollLine) => string) =>
    formatAmount(sum(onRoll.map((l) => parseAmount(pick(l)))));
  const totals = levied
    ? { parcels: onRoll.length, rent: total((l) => l.rent), penalties: total((l) => l.penalties) }
    : statement.totals;
  const grand = levied ? total((l) => l.total) : statement.total;
  // the roll is the Board's and the tax collector's: a staff copy
  pdf.letterhead(
    office,
    levied
      ? `Roll of unpaid sewer rents levied on the ${statement.taxYear} tax roll`
      : `Roll of unpaid sewer rents to be levied on the ${statement.taxYear} tax roll`,
    `Lien statement ${statement.statementId}: arrears as of ${usDate(statement.cutoff)}`,
    'staff',
  );
  pdf.facts([
    ['Parcels', String(totals.parcels)],
    [levied ? 'Total levied' : 'Total to be levied', dollars(grand)],
    [
      'Status',
      levied
        ? `levied on ${usDate(levied.leviedOn)}` +
          (onRoll.length < lines.length
            ? `; ${lines.length - onRoll.length} of ${counted(lines.length, 'parcel')} paid before the levy and not levied (prepared: ${dollars(statement.total)})`
            : '')
        : 'prepared, for the Board to levy',
    ],
    ['Remit to', office.remitTo.join('\n')],
    ['Resolution no.', '____________'],
    ['Adopted on', levied ? usDate(levied.leviedOn) : '____________'],
  ]);
  pdf.table(
    [
      ...PARCEL_COLUMNS,
      { header: 'Rent', width: 12, align: 'right' },
      { header: accrued.column, width: 12, align: 'right' },
      { header: 'Total', width: 12, align: 'right' },
    ],
    onRoll.map((l) => [...parcelCells(l), dollars(l.rent), dollars(l.penalties), dollars(l.total)]),
    [
      `${totals.parcels} parcel${totals.parcels === 1 ? '' : 's'}`,
      '',
      '',
      dollars(totals.rent),
      dollars(totals.penalties),
      dollars(grand),
    ],
  );
  if (levied && onRoll.length === 0)
    pdf.paragraph('Nothing was levied: every parcel of the statement was paid before the levy.');
  pdf.paragraph(
    `Resolved, that the unpaid sewer rents above, with the ${accrued.noun} on them, be levied against the parcels named and collected with the ${statement.taxYear} taxes.`,
  );
  pdf.signatures([...signatoriesOf(office.payee), 'Date']);
  const paid = levied ? lines.filter((l) => !l.levied) : [];
  if (paid.length > 0) {
    // N9: named (after what the Board resolves to levy), so the Board and the tax collector see why
    // the roll is short of the statement
    pdf.heading('Paid before the levy, not levied');
    pdf.table(
      [...PARCEL_COLUMNS, { header: 'As prepared', width: 36, align: 'right' }],
      paid.map((l) => [...parcelCells(l), dollars(l.prepared)]),
    );
  }
  if (corrections.length === 0) return;
  pdf.heading('Corrections of the tax roll to certify to the tax collector');
  pdf.paragraph(
    'The Board granted these adjustments after the levy on rents it levied. The amounts are on the tax roll, held by the tax collector: each is a correction of the roll to be certified to the tax collector, not a cash refund from the sewer account.',
  );
  pdf.table(
    [
      { header: 'Account', width: 16 },
      { header: 'Bill', width: 24 },
      { header: 'Granted on', width: 14 },
      { header: 'Resolution', width: 30 },
      { header: 'Correction', width: 16, align: 'right' },
    ],
    corrections.map((c) => [
      c.accountId,
      c.billId,
      usDate(c.grantedOn),
      c.resolution,
      dollars(c.amount),
    ]),
    [
      '',
      '',
      '',
      'Total to certify',
      dollars(formatAmount(sum(corrections.map((c) => parseAmount(c.amount))))),
    ],
  );
}
