import { Type } from '@sinclair/typebox';
import {
  amount,
  array,
  date,
  integer,
  nullable,
  object,
  optional,
  sha256Hex,
  text,
} from '@ledger/domain';

const totals = object({
  accounts: integer,
  rentUnpaid: amount,
  penaltiesUnpaid: amount,
  chargesUnpaid: amount,
  credits: amount,
});

/** C12: a conversion's report: the file's control totals beside the old system's, every difference and every bad line. */
export const OpeningBalancesAnswer = object({
  source: text,
  conversionDate: date,
  dryRun: Type.Boolean({ description: 'checked only, nothing written' }),
  sha256: sha256Hex,
  records: integer,
  totals,
  /** The old system's control totals as the office gave them. */
  expected: Type.Partial(totals),
  differences: array(
    object({
      total: text,
      expected: text,
      file: text,
      message: text,
    }),
  ),
  /** Accounts written to; accounts whose items were all converted already (C8). */
  applied: integer,
  unchanged: integer,
  errors: array(
    object({
      line: Type.Integer({ description: 'the line of the file (1 is the header)' }),
      field: optional(text),
      message: text,
    }),
  ),
  /** The municipalities of the accounts the file's lines name. */
  municipalities: array(text, 100),
});

/** C12: the conversion report (what the treasurer signs): every line brought in, the totals by kind beside the old system's. */
export const ConversionReportAnswer = object({
  source: text,
  conversionDate: date,
  files: array(object({ sha256: sha256Hex, recordedAt: text, lines: integer })),
  accounts: integer,
  items: integer,
  totals,
  expected: totals,
  lines: array(
    object({
      line: integer,
      accountId: text,
      billId: nullable(text),
      billDate: nullable(date),
      period: nullable(text),
      rentUnpaid: amount,
      penaltiesUnpaid: amount,
      chargesUnpaid: amount,
      credit: amount,
    }),
  ),
});
