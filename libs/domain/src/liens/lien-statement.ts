import type { Municipality } from '../account/account-events';
import type { CivilDate } from '../dates/civil-date';
import { notFound, ruleViolation } from '../errors/domain-error';
import type { Decider, Recorded } from '../events/event';
import { eventContract, type EventOf } from '../events/contract';
import {
  amount,
  array,
  date,
  id,
  integer,
  municipality,
  object,
  text,
  type Static,
} from '../events/schema-parts';
import { billArrears } from '../account/account-events';
import type { BillArrears } from './arrears';
import { Amount, Decimal, formatAmount, sum } from '../money/money';
import { csvRows } from '../csv/csv-field';
import { repeated, sameFields } from '../events/idempotency';
import { invariant } from '../errors/invariant';

const lienLine = object({
  parcelId: text,
  /** The name in which the parcel is assessed (the account's owner). */
  owner: text,
  accountIds: array(id),
  bills: array(object({ ...billArrears.properties, accountId: id })),
  rent: amount,
  /** Penalties or interest, and charges (W2 penalties). */
  penalties: amount,
  total: amount,
});
export type LienLine = Static<typeof lienLine>;

/** N9/W3: the statement of every lien for rents in arrears as of a cut-off; nothing is levied yet. */
export const LienStatementPreparedV1 = eventContract(
  'LienStatementPrepared',
  1,
  'The statement of liens for rents in arrears (N9).',
  {
    statementId: id,
    municipality,
    cutoff: date,
    taxYear: integer,
    lines: array(lienLine),
    rent: amount,
    penalties: amount,
    total: amount,
  },
);
export type LienStatementPrepared = EventOf<typeof LienStatementPreparedV1>;

/** N9: the Board levied the statement on the tax roll (each account has its LienLevied). */
export const LienStatementLeviedV1 = eventContract(
  'LienStatementLevied',
  1,
  'The statement levied on the tax roll (N9).',
  { statementId: id, leviedOn: date, accounts: integer, total: amount },
);
export type LienStatementLevied = EventOf<typeof LienStatementLeviedV1>;

type LienStatementEvent = LienStatementPrepared | LienStatementLevied;

type LienStatementCommand =
  | {
      readonly kind: 'PrepareLienStatement';
      readonly statementId: string;
      readonly municipality: Municipality;
      readonly cutoff: CivilDate;
      readonly taxYear: number;
      readonly lines: LienLine[];
      readonly today: CivilDate;
    }
  | {
      readonly kind: 'RecordLienStatementLevied';
      readonly leviedOn: CivilDate;
      readonly accounts: number;
      readonly total: Amount;
    };

export interface LienStatementState {
  readonly prepared: Recorded<LienStatementPrepared> | null;
  readonly levied: Recorded<LienStatementLevied> | null;
}

/** One line per parcel: the arrears of its accounts, with the name it is assessed in. */
export function lienLines(
  accounts: ReadonlyArray<{
    accountId: string;
    parcelId: string;
    owner: string;
    arrears: BillArrears[];
  }>,
): LienLine[] {
  const byParcel = new Map<
    string,
    { owners: string[]; accountIds: string[]; bills: Array<BillArrears & { accountId: string }> }
  >();
  for (const a of accounts) {
    if (a.arrears.length === 0) continue;
    const line = byParcel.get(a.parcelId) ?? { owners: [], accountIds: [], bills: [] };
    // N9 (§ 239-32 F): a parcel whose accounts name different owners names each of them
    if (!line.owners.includes(a.owner)) line.owners.push(a.owner);
    line.accountIds.push(a.accountId);
    line.bills.push(...a.arrears.map((b) => ({ ...b, accountId: a.accountId })));
    byParcel.set(a.parcelId, line);
  }
  return [...byParcel.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([parcelId, l]) => {
      const rent = sum(l.bills.map((b) => new Decimal(b.rent)));
      const penalties = sum(l.bills.map((b) => new Decimal(b.penalties).plus(b.charges)));
      return {
        parcelId,
        owner: l.owners.join('; '),
        accountIds: l.accountIds,
        bills: l.bills,
        rent: formatAmount(rent),
        penalties: formatAmount(penalties),
        total: formatAmount(rent.plus(penalties)),
      };
    });
}

export const lienStatementDecider: Decider<
  LienStatementCommand,
  LienStatementEvent,
  LienStatementState
> = {
  initialState: () => ({ prepared: null, levied: null }),
  evolve: (state, event) =>
    event.type === 'LienStatementPrepared'
      ? { ...state, prepared: event }
      : { ...state, levied: event },
  decide(command, state) {
    if (command.kind === 'PrepareLienStatement') {
      const p = state.prepared?.data;
      if (
        repeated(
          p,
          (d) =>
            sameFields(d, {
              municipality: command.municipality,
              cutoff: command.cutoff,
              taxYear: command.taxYear,
            }),
          (d) =>
            `lien statement ${command.statementId} was already prepared for ${d.municipality} as of ${d.cutoff} (tax year ${d.taxYear})`,
        )
      )
        return [];
      if (command.cutoff > command.today)
        throw ruleViolation(
          'N9',
          `a statement of arrears as of ${command.cutoff}, a day that has not come, cannot be prepared`,
        );
      const rent = sum(command.lines.map((l) => new Decimal(l.rent)));
      const penalties = sum(command.lines.map((l) => new Decimal(l.penalties)));
      return [
        {
          type: 'LienStatementPrepared',
          schemaVersion: 1,
          effectiveDate: command.cutoff,
          data: {
            statementId: command.statementId,
            municipality: command.municipality,
            cutoff: command.cutoff,
            taxYear: command.taxYear,
            lines: command.lines,
            rent: formatAmount(rent),
            penalties: formatAmount(penalties),
            total: formatAmount(rent.plus(penalties)),
          },
        },
      ];
    }
    if (!state.prepared) throw notFound('lien statement not found');
    const statementId = state.prepared.data.statementId;
    if (
      repeated(
        state.levied?.data,
        (levied) => sameFields(levied, { leviedOn: command.leviedOn }),
        (levied) => `lien statement ${statementId} was already levied on ${levied.leviedOn}`,
        'N9',
      )
    )
      return [];
    return [
      {
        type: 'LienStatementLevied',
        schemaVersion: 1,
        effectiveDate: command.leviedOn,
        data: {
          statementId: state.prepared.data.statementId,
          leviedOn: command.leviedOn,
          accounts: command.accounts,
          total: command.total,
        },
      },
    ];
  },
};

/** N9: a parcel's line as the levy put it on the tax roll (its accounts' LienLevied). */
interface LeviedLine {
  readonly parcelId: string;
  /** False: its accounts were paid between the statement and the levy (nothing levied). */
  readonly levied: boolean;
  readonly rent: string;
  readonly penalties: string;
  readonly total: string;
}

/**
 * N9: the statement as CSV: `parcelId,owner,accountId,rent,penalties,total`
 * (RFC 4180 quoting; several accounts on a parcel joined by `;`). Once
 * levied (`levied`, each parcel's line as the levy put it on the tax roll),
 * the figures are the levied ones, what the tax collector collects, and a
 * last column `levied` says `false` of a parcel paid before the levy (its
 * figures 0.00): never the prepared figures of a rent paid since.
 */
export function lienStatementCsv(
  lines: readonly LienLine[],
  levied?: readonly LeviedLine[],
): string {
  const header = ['parcelId', 'owner', 'accountId', 'rent', 'penalties', 'total'];
  if (!levied)
    return csvRows([
      header,
      ...lines.map((l) => [
        l.parcelId,
        l.owner,
        l.accountIds.join(';'),
        l.rent,
        l.penalties,
        l.total,
      ]),
    ]);
  const onRoll = new Map(levied.map((l) => [l.parcelId, l]));
  return csvRows([
    [...header, 'levied'],
    ...lines.map((l) => {
      const r = onRoll.get(l.parcelId);
      invariant(r !== undefined, () => `parcel ${l.parcelId} has no levied line`);
      return [
        l.parcelId,
        l.owner,
        l.accountIds.join(';'),
        r.rent,
        r.penalties,
        r.total,
        String(r.levied),
      ];
    }),
  ]);
}
