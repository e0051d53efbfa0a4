import type { Decider, Recorded } from '../events/event';
import { eventContract, type EventOf } from '../events/contract';
import {
  amount,
  array,
  date,
  id,
  integer,
  nullable,
  object,
  sha256Hex,
  text,
} from '../events/schema-parts';
import { Type } from '@sinclair/typebox';

const controlTotals = object({
  accounts: integer,
  rentUnpaid: amount,
  penaltiesUnpaid: amount,
  chargesUnpaid: amount,
  credits: amount,
});

/**
 * C12: a conversion file checked and converted: the old system's control
 * totals beside the file's, and every line as it was brought in (what the
 * treasurer signs, each figure traceable to a line of the old system's
 * export). One stream per source and conversion date; a file once.
 */
export const OpeningBalancesConvertedV1 = eventContract(
  'OpeningBalancesConverted',
  1,
  "C12: a file of the old system's open items converted, its control totals beside the old system's.",
  {
    source: id,
    conversionDate: date,
    sha256: sha256Hex,
    totals: controlTotals,
    expected: controlTotals,
    lines: array(
      object({
        line: Type.Integer({ minimum: 2 }),
        accountId: id,
        billId: nullable(id),
        billDate: nullable(date),
        period: nullable(text),
        rentUnpaid: amount,
        penaltiesUnpaid: amount,
        chargesUnpaid: amount,
        credit: amount,
      }),
    ),
  },
);
export type OpeningBalancesConverted = EventOf<typeof OpeningBalancesConvertedV1>;

interface RecordConversion {
  readonly kind: 'RecordConversion';
  readonly data: OpeningBalancesConverted['data'];
}

interface ConversionRecordState {
  readonly files: readonly Recorded<OpeningBalancesConverted>[];
}

/** C12/C8: the conversion's record; the same file (by its SHA-256) again records nothing. */
export const conversionRecordDecider: Decider<
  RecordConversion,
  OpeningBalancesConverted,
  ConversionRecordState
> = {
  initialState: () => ({ files: [] }),
  evolve: (state, event) => ({ files: [...state.files, event] }),
  decide(command, state) {
    if (state.files.some((f) => f.data.sha256 === command.data.sha256)) return [];
    return [
      {
        type: 'OpeningBalancesConverted',
        schemaVersion: 1,
        effectiveDate: command.data.conversionDate,
        data: command.data,
      },
    ];
  },
};

export const conversionStream = (source: string, conversionDate: string) =>
  `conversion-${source}-${conversionDate}`;
