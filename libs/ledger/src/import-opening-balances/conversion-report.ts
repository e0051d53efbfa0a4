import { officeOf } from '../documents/office';
import { Injectable } from '@nestjs/common';
import {
  conversionStream,
  csvRows,
  Decimal,
  formatAmount,
  notFound,
  type OpeningBalancesConverted,
  sum,
  tariffOf,
} from '@ledger/domain';
import { PdfWriter, usDate } from '../documents/pdf-writer';
import { dollars } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import {
  AccountRepository,
  ConversionRecordRepository,
  MunicipalityProfileRepository,
} from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { AccountDirectory } from '../account-directory/account-directory';
import { CONTROL_TOTALS, type ControlTotals } from './opening-balances-file';

type Data = OpeningBalancesConverted['data'];
type Line = Data['lines'][number];

/** C12: the conversion report, as JSON (its answer), CSV and PDF: the same figures in each. */
interface ConversionReportView {
  readonly source: string;
  readonly conversionDate: string;
  readonly files: ReadonlyArray<{ sha256: string; recordedAt: string; lines: number }>;
  readonly accounts: number;
  readonly items: number;
  /** What the ledger brought in, by kind; beside it the old system's trial balance as the office gave it. */
  readonly totals: ControlTotals;
  readonly expected: ControlTotals;
  readonly lines: readonly Line[];
}

const TOTAL_NAMES: Record<(typeof CONTROL_TOTALS)[number], string> = {
  accounts: 'Accounts',
  rentUnpaid: 'Rent unpaid',
  penaltiesUnpaid: 'Penalties and interest unpaid',
  chargesUnpaid: 'Charges unpaid',
  credits: 'Account credits',
};

/** The sum over files of a control total. */
function summed(files: readonly Data[], pick: (d: Data) => ControlTotals): ControlTotals {
  const of = (k: Exclude<keyof ControlTotals, 'accounts'>) =>
    formatAmount(sum(files.map((f) => new Decimal(pick(f)[k]))));
  return {
    accounts: files.reduce((n, f) => n + pick(f).accounts, 0),
    rentUnpaid: of('rentUnpaid'),
    penaltiesUnpaid: of('penaltiesUnpaid'),
    chargesUnpaid: of('chargesUnpaid'),
    credits: of('credits'),
  };
}

/**
 * C12: what the treasurer signs after going live: every line brought in from
 * the old system (its line in the export, the account, the bill), the totals
 * by kind and the old system's control totals beside them.
 */
@Injectable()
export class ConversionReports {
  constructor(
    private readonly records: ConversionRecordRepository,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
    private readonly profiles: MunicipalityProfileRepository,
    private readonly directory: AccountDirectory,
  ) {}

  /**
   * The report, for a key that acts for `scope` (null: every municipality).
   * A conversion that brought in an account of a municipality outside the
   * scope is answered as if it did not exist (the same 404 as a missing one,
   * as every record of another municipality is): its lines name that
   * municipality's accounts, bills and amounts.
   */
  async report(
    source: string,
    conversionDate: string,
    scope: readonly string[] | null = null,
  ): Promise<ConversionReportView> {
    const { state } = await this.records.load(conversionStream(source, conversionDate));
    const missing = () => notFound(`nothing was converted from ${source} as of ${conversionDate}`);
    if (state.files.length === 0) throw missing();
    const files = state.files.map((f) => f.data);
    const lines = files.flatMap((f) => f.lines);
    if (scope !== null)
      for (const accountId of new Set(lines.map((l) => l.accountId))) {
        const m = await this.directory.municipalityOf(accountId);
        if (m === null || !scope.includes(m)) throw missing();
      }
    return {
      source,
      conversionDate,
      files: state.files.map((f) => ({
        sha256: f.data.sha256,
        recordedAt: f.recordedAt,
        lines: f.data.lines.length,
      })),
      accounts: new Set(lines.map((l) => l.accountId)).size,
      items: lines.length,
      totals: summed(files, (f) => f.totals),
      expected: summed(files, (f) => f.expected),
      lines,
    };
  }

  /** The report as CSV: a row a line of the old system's export, then the totals beside the old system's. */
  async csv(
    source: string,
    conversionDate: string,
    scope: readonly string[] | null = null,
  ): Promise<string> {
    const r = await this.report(source, conversionDate, scope);
    const rows: string[][] = [
      [
        'line',
        'accountId',
        'billId',
        'billDate',
        'period',
        'rentUnpaid',
        'penaltiesUnpaid',
        'chargesUnpaid',
        'credit',
      ],
      ...r.lines.map((l) => [
        String(l.line),
        l.accountId,
        l.billId ?? '',
        l.billDate ?? '',
        l.period ?? '',
        l.rentUnpaid,
        l.penaltiesUnpaid,
        l.chargesUnpaid,
        l.credit,
      ]),
      [],
      ['total', 'ledger', 'old system', 'source', r.source, 'conversion date', r.conversionDate],
      ...CONTROL_TOTALS.map((k) => [k, String(r.totals[k]), String(r.expected[k])]),
    ];
    return csvRows(rows);
  }

  /** The report as the treasurer signs it (PDF). */
  async pdf(
    source: string,
    conversionDate: string,
    scope: readonly string[] | null = null,
  ): Promise<Buffer> {
    const r = await this.report(source, conversionDate, scope);
    // the municipality whose books these are (its accounts' own)
    const first = (await this.accounts.load(accountStream(r.lines[0].accountId))).state.opened;
    const issuer = first ? tariffOf(first.data.municipality).displayName : r.source;
    // the office's own profile where it is set (the staff copy says so only when it is not)
    const profile = first ? await this.profiles.profileOf(first.data.municipality) : null;
    const pdf = new PdfWriter(`Conversion report ${source} ${conversionDate}`, this.clock.now());
    pdf.letterhead(
      officeOf(issuer, profile?.profile ?? null),
      'Conversion report: open items brought in from the old system',
      `Source ${r.source}, as of ${usDate(r.conversionDate)}`,
      'staff',
    );
    pdf.facts([
      ['Accounts', String(r.accounts)],
      ['Items', String(r.items)],
      [
        'Files',
        r.files.map((f) => `${f.lines} lines, SHA-256 ${f.sha256.slice(0, 16)}`).join('; '),
      ],
    ]);
    pdf.table(
      [
        { header: 'Total', width: 30 },
        { header: 'Ledger', width: 15, align: 'right' },
        { header: 'Old system', width: 15, align: 'right' },
      ],
      CONTROL_TOTALS.map((k) => [
        TOTAL_NAMES[k],
        k === 'accounts' ? String(r.totals[k]) : dollars(String(r.totals[k])),
        k === 'accounts' ? String(r.expected[k]) : dollars(String(r.expected[k])),
      ]),
    );
    pdf.table(
      [
        { header: 'Line', width: 7 },
        { header: 'Account', width: 13 },
        { header: 'Bill', width: 14 },
        { header: 'Bill date', width: 12 },
        { header: 'Period', width: 9 },
        { header: 'Rent', width: 12, align: 'right' },
        { header: 'Penalties', width: 12, align: 'right' },
        { header: 'Charges', width: 11, align: 'right' },
        { header: 'Credit', width: 11, align: 'right' },
      ],
      r.lines.map((l) => [
        String(l.line),
        l.accountId,
        l.billId ?? '(credit)',
        l.billDate ? usDate(l.billDate) : '',
        l.period ?? '',
        dollars(l.rentUnpaid),
        dollars(l.penaltiesUnpaid),
        dollars(l.chargesUnpaid),
        dollars(l.credit),
      ]),
      [
        'Total',
        '',
        '',
        '',
        '',
        dollars(r.totals.rentUnpaid),
        dollars(r.totals.penaltiesUnpaid),
        dollars(r.totals.chargesUnpaid),
        dollars(r.totals.credits),
      ],
    );
    pdf.paragraph(
      `I have compared the totals above with the trial balance of ${r.source} as of ${usDate(r.conversionDate)} and find that they agree.`,
    );
    pdf.signatures(['Treasurer', 'Date']);
    return pdf.done();
  }
}
