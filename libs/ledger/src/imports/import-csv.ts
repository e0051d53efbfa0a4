import { Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  accountDecider,
  AccountCommand,
  AccountEvent,
  AccountState,
  DomainError,
  evolveAll,
  MUNICIPALITIES,
  OpenAccount,
  ownerOn,
  Recorded,
} from '@ledger/domain';
import { plainToInstance } from 'class-transformer';
import { validate, ValidationError } from 'class-validator';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { Slices } from '../processors/log-pages';
import { createHash } from 'node:crypto';
import { billingPeriodOf } from '../infrastructure/billing-period';
import { Clock } from '../infrastructure/clock';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { OpenAccountDto } from '../open-account/open-account.dto';
import { openAccountCommand } from '../open-account/open-account.handler';
import { ReceivePaymentDto } from '../receive-payment/receive-payment.dto';
import { receivePaymentCommand } from '../receive-payment/receive-payment-command';
import { RecordWaterUsageDto } from '../record-water-usage/record-water-usage.dto';
import { RollOwnerDto } from './roll-owner.dto';
import { CsvRecord, readCsv } from './csv';

export const IMPORT_KINDS = ['accounts', 'water-usage', 'payments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * C9: the assessor's roll may carry two more columns, `ownerSince` and
 * `deedReference`: a row of an account already open that names another owner
 * records the change of owner (from `ownerSince`, or today). N3: a usage file
 * may carry `source` and `estimated` (default the one source, actual).
 */
/** #28.10: each municipality's billing period column, as its plug-in names it (`periods.field`). */
const PERIOD_COLUMNS = [...new Set(MUNICIPALITIES.map((m) => m.periods.field))];

/**
 * Columns a file may leave out: C9's owner columns; Q1's `district` (a
 * roll of a municipality without districts has none); the period columns
 * of the other municipalities (a Queensbury usage file has `quarter` only);
 * N3's `source` and `estimated` (the one source, actual, when left out).
 */
const OPTIONAL_COLUMNS: Partial<Record<ImportKind, string[]>> = {
  accounts: ['ownerSince', 'deedReference', 'district'],
  'water-usage': [...PERIOD_COLUMNS, 'source', 'estimated'],
};

/** The columns of each file, in this order; those of OPTIONAL_COLUMNS may be left out. */
export const IMPORT_COLUMNS: Record<ImportKind, string[]> = {
  accounts: [
    'accountId',
    'municipality',
    'parcelId',
    'propertyClass',
    'location',
    'exemption',
    'units',
    'ownerName',
    'mailingAddress',
    'openedOn',
    'ownerSince',
    'deedReference',
    'district',
  ],
  'water-usage': [
    'accountId',
    ...PERIOD_COLUMNS,
    'totalGallons',
    'meteredNonDischargedGallons',
    'readOn',
    'source',
    'estimated',
  ],
  payments: ['paymentId', 'accountId', 'amount', 'receivedOn', 'method', 'reference'],
};

export interface ImportError {
  readonly line: number;
  readonly field?: string;
  readonly message: string;
}

export interface ImportReport {
  readonly kind: ImportKind;
  readonly sha256: string;
  /** #28.8: the file's name as the upload gave it, when it gave one (the run register and the deposit name the batch by it). */
  readonly fileName?: string;
  /** #28.8: the municipalities of the accounts the file's lines name (the run register's municipality of the import). */
  readonly municipalities?: readonly string[];
  readonly records: number;
  /** Records that wrote something. */
  readonly applied: number;
  /** Records already in the ledger with the same content (an import sent twice). */
  readonly unchanged: number;
  readonly errors: ImportError[];
}

const blank = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
/** N3: a usage record is one per account, period and source (the one source when unnamed). */
const sourceKey = (source: string | undefined) => (blank(source) ? `/${source}` : '');
/** N3: `true`/`false` as booleans; anything else left for the DTO to refuse. */
const flag = (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : blank(v));
const integer = (v: string | undefined) =>
  blank(v) === undefined ? undefined : /^-?\d+$/.test(v!) ? Number(v) : v;

function messages(
  errors: ValidationError[],
  parent = '',
): Array<{ field: string; message: string }> {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    return [
      ...Object.values(e.constraints ?? {}).map((message) => ({ field, message })),
      ...messages(e.children ?? [], field),
    ];
  });
}

/** One entry per line and field, its messages joined, in line order. */
function merged(errors: ImportError[]): ImportError[] {
  const byKey = new Map<string, ImportError>();
  for (const e of errors) {
    const key = `${e.line}\u0000${e.field ?? ''}`;
    const prior = byKey.get(key);
    byKey.set(key, prior ? { ...prior, message: `${prior.message}; ${e.message}` } : e);
  }
  return [...byKey.values()].sort(
    (a, b) => a.line - b.line || (a.field ?? '').localeCompare(b.field ?? ''),
  );
}

/** Lines applied together: one durable commit (as the bill run's 250 accounts). */
export const IMPORT_CHUNK = 250;

/**
 * A line as the validation pass decided it: its command, the stream revision
 * it was decided at (-1: no stream yet) and the events decided, which the
 * commit appends when the stream is still at that revision, without deciding
 * again (#30: the import decided each line twice). No state is kept: the
 * commit finds it in the state cache, or reads it again (memory bounded by
 * the cache, not by the file).
 */
interface Decided {
  readonly line: number;
  readonly accountId: string;
  readonly command: AccountCommand;
  readonly revision: number;
  readonly events: AccountEvent[];
}

/** A window's lines as commits: the first line of each account, then the second of each, ... (an account's lines in file order). */
function wavesOf(window: readonly Decided[]): Decided[][] {
  const waves: Decided[][] = [];
  const seen = new Map<string, number>();
  for (const d of window) {
    const k = seen.get(d.accountId) ?? 0;
    seen.set(d.accountId, k + 1);
    (waves[k] ??= []).push(d);
  }
  return waves;
}

/**
 * The decided lines as chunks, one commit each: windows of the lines of at
 * most IMPORT_CHUNK accounts, each window committed in waves, so that no
 * account is twice in a commit (each is appended at its stream's revision)
 * and an account's lines keep their order; lines of different accounts may
 * be written in another order within a window.
 */
function* chunksOf(decided: readonly Decided[]): Generator<Decided[]> {
  let window: Decided[] = [];
  let accounts = new Set<string>();
  for (const d of decided) {
    if (!accounts.has(d.accountId) && accounts.size === IMPORT_CHUNK) {
      yield* wavesOf(window);
      window = [];
      accounts = new Set();
    }
    window.push(d);
    accounts.add(d.accountId);
  }
  yield* wavesOf(window);
}

/**
 * An import that failed while it wrote (the store full, the disk gone):
 * every line before `line` is in the ledger, `line` is not, a few after it
 * (of its window) may be; the same file sent again writes only what is
 * missing (C8).
 */
export class ImportStopped extends Error {
  constructor(
    readonly line: number,
    readonly applied: number,
    readonly reason: unknown,
  ) {
    super(
      `the import stopped at line ${line}: ${reason instanceof Error ? reason.message : String(reason)}. Every line before it is in the ledger (${applied} record(s) written); send the same file again to finish it, what is already in the ledger is not written twice.`,
    );
  }
}

interface Row {
  readonly line: number;
  readonly accountId: string;
  /** The municipality the line names (a roll line), to check a scoped key against. */
  readonly municipality?: string;
  readonly command: (state: AccountState) => AccountCommand;
}

/**
 * CSV imports the way a finance office receives them: the assessor's roll
 * (accounts), the water supplier's annual usage, the bank's lockbox payments.
 * The whole file is validated first (each field, then each record against the
 * ledger as it would stand after the records before it); any bad line and
 * nothing is written, with a report naming every one. Then it is applied in
 * chunks of IMPORT_CHUNK lines, one durable commit each, with the ids the
 * lines carry, so importing the same file twice changes nothing and an
 * interrupted import (ImportStopped: the chunks before its line are in) is
 * finished by importing it again.
 */
@Injectable()
export class CsvImporter {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async import(
    kind: ImportKind,
    text: string,
    context: CommandContext,
    progress: Progress = NO_PROGRESS,
    fileName?: string,
  ): Promise<ImportReport> {
    const slices = new Slices();
    const sha256 = createHash('sha256').update(text).digest('hex');
    const named = fileName ? { fileName } : {};
    // a first reading: the header, the problems of form, and how many lines each account has
    let header: string[] = [];
    let records = 0;
    const errors: ImportError[] = [];
    const linesLeft = new Map<string, number>();
    for await (const item of readCsv(text)) {
      if ('header' in item) header = item.header;
      else if ('problem' in item) errors.push(item.problem);
      else {
        records++;
        const id = item.record.fields.accountId ?? '';
        linesLeft.set(id, (linesLeft.get(id) ?? 0) + 1);
      }
      if (records % 1000 === 0) await slices.tick();
    }
    const all = IMPORT_COLUMNS[kind];
    const optional = OPTIONAL_COLUMNS[kind] ?? [];
    const required = all.filter((c) => !optional.includes(c));
    // the columns in their order, each optional one present or not
    if (
      header.join(',') !== all.filter((c) => header.includes(c)).join(',') ||
      required.some((c) => !header.includes(c))
    ) {
      errors.unshift({
        line: 1,
        message: `the header must be ${all.join(',')}${optional.length ? `, in this order; ${optional.join(', ')} may be left out` : ''}`,
      });
      return { kind, sha256, ...named, records, applied: 0, unchanged: 0, errors };
    }
    const seen = new Map<string, number>();
    // the state (and its stream revision) as the lines before would leave it, kept only while the account has lines still to decide
    const states = new Map<string, { state: AccountState; revision: number }>();
    const decided: Decided[] = [];
    const municipalities = new Set<string>();
    // validation and decision, then writing: each record counts once in each step
    progress.total(records * 2);
    for await (const item of readCsv(text)) {
      if (!('record' in item)) continue;
      const { record } = item;
      await slices.tick();
      progress.advance();
      const accountId = record.fields.accountId ?? '';
      const left = (linesLeft.get(accountId) ?? 1) - 1;
      linesLeft.set(accountId, left);
      const row = await this.row(kind, record, errors);
      if (!row) {
        if (left === 0) states.delete(accountId);
        continue;
      }
      const id = `${kind === 'payments' ? record.fields.paymentId : kind === 'accounts' ? record.fields.accountId : `${record.fields.accountId}/${PERIOD_COLUMNS.map((c) => record.fields[c] ?? '').join('')}${sourceKey(record.fields.source)}`}`;
      if (seen.has(id))
        errors.push({
          line: record.line,
          message: `the same record as line ${seen.get(id)} (${id})`,
        });
      seen.set(id, record.line);
      const { state, revision } =
        states.get(row.accountId) ??
        revisionOf(await this.accounts.load(accountStream(row.accountId)));
      if (left === 0) states.delete(row.accountId);
      try {
        // a key scoped to municipalities imports only for theirs
        const municipality = state.opened?.data.municipality ?? row.municipality;
        // a line refused for the key's scope counts too: a file naming another municipality's account is
        // no one municipality's import (its job stays with the key that sent it), and one naming only
        // another's is that municipality's to see (someone tried to post to its accounts)
        if (municipality) municipalities.add(municipality);
        if (
          context.municipalities &&
          municipality &&
          !context.municipalities.includes(municipality)
        )
          throw new DomainError(
            'rule',
            'scope',
            `this key acts for ${context.municipalities.join(', ')} only, not ${municipality}`,
          );
        const command = row.command(state);
        const events = accountDecider.decide(command, state);
        const recordedAt = this.clock.now().toISOString();
        if (left > 0)
          states.set(row.accountId, {
            state: evolveAll(
              accountDecider,
              state,
              events.map((e) => ({ ...e, recordedAt }) as Recorded<typeof e>),
            ),
            revision: revision + events.length,
          });
        decided.push({ line: row.line, accountId: row.accountId, command, revision, events });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push({ line: row.line, message: error.message });
      }
    }
    const of = { ...named, municipalities: [...municipalities].sort() };
    if (errors.length > 0)
      return {
        kind,
        sha256,
        ...of,
        records,
        applied: 0,
        unchanged: 0,
        errors: merged(errors),
      };
    let applied = 0;
    for (const chunk of chunksOf(decided)) {
      await slices.tick();
      const first = Math.min(...chunk.map((d) => d.line));
      const last = Math.max(...chunk.map((d) => d.line));
      let results;
      try {
        // one durable commit per chunk, as the bill run commits (C8: the ids the lines carry make a second import change nothing)
        results = await this.accounts.executeMany(
          await this.asDecided(chunk, slices),
          // the file's name after the lines (the deposit names a lockbox batch by it, #28.8)
          causedBy(
            context,
            `import:${kind}:${sha256.slice(0, 16)}:${first}-${last}${fileName ? `:${encodeURIComponent(fileName)}` : ''}`,
          ),
        );
      } catch (error) {
        throw new ImportStopped(first, applied, error);
      }
      for (const r of results) if (r.written.length > 0) applied++;
      progress.advance(chunk.length);
    }
    return {
      kind,
      sha256,
      ...of,
      records,
      applied,
      unchanged: decided.length - applied,
      errors: [],
    };
  }

  /**
   * A chunk's lines for `executeMany`: each with the state its stream is at
   * (from the cache when it holds it, the validation's load or the commit of
   * the line before) and, when that is the revision the line was decided at,
   * the events decided then; a stream that moved meanwhile is decided again.
   */
  private async asDecided(chunk: readonly Decided[], slices: Slices) {
    const items = [];
    for (const d of chunk) {
      await slices.tick();
      const streamId = accountStream(d.accountId);
      const loaded = await this.accounts.loadAtLeast(streamId, d.revision);
      items.push(
        revisionOf(loaded).revision === d.revision
          ? { streamId, command: d.command, loaded, decided: d.events }
          : { streamId, command: d.command, loaded },
      );
    }
    return items;
  }

  private async row(
    kind: ImportKind,
    record: CsvRecord,
    errors: ImportError[],
  ): Promise<Row | null> {
    const f = record.fields;
    const today = this.clock.today();
    const check = async <T extends object>(cls: new () => T, plain: object): Promise<T | null> => {
      const dto = plainToInstance(cls, plain);
      const problems = messages(
        await validate(dto, { whitelist: true, forbidNonWhitelisted: true }),
      );
      for (const p of problems)
        errors.push({ line: record.line, field: p.field, message: p.message });
      return problems.length ? null : dto;
    };
    if (kind === 'accounts') {
      const dto = await check(OpenAccountDto, {
        accountId: f.accountId,
        municipality: f.municipality,
        parcelId: f.parcelId,
        propertyClass: f.propertyClass,
        location: blank(f.location),
        exemption: blank(f.exemption),
        units: integer(f.units),
        district: blank(f.district),
        owner: { name: f.ownerName, mailingAddress: f.mailingAddress },
        openedOn: f.openedOn,
      });
      const owner = await check(RollOwnerDto, {
        ownerSince: blank(f.ownerSince),
        deedReference: blank(f.deedReference),
      });
      if (!dto || !owner) return null;
      const since = owner.ownerSince;
      const deedReference = owner.deedReference ?? null;
      return {
        line: record.line,
        accountId: dto.accountId,
        municipality: dto.municipality,
        command: (state) =>
          rollCommand(state, openAccountCommand(dto, today), since ?? today, deedReference),
      };
    }
    if (kind === 'water-usage') {
      const dto = await check(RecordWaterUsageDto, {
        ...periodFieldsOf(f),
        totalGallons: integer(f.totalGallons),
        meteredNonDischargedGallons: integer(f.meteredNonDischargedGallons),
        readOn: blank(f.readOn),
        source: blank(f.source),
        estimated: flag(f.estimated),
      });
      if (!dto) return null;
      return {
        line: record.line,
        accountId: f.accountId,
        command: (state) => {
          if (!state.opened)
            throw new DomainError('not-found', 'not-found', `account ${f.accountId} not found`);
          const { period } = billingPeriodOf(state.opened.data.municipality, dto);
          return {
            kind: 'RecordWaterUsage',
            period,
            totalGallons: dto.totalGallons,
            meteredNonDischargedGallons: dto.meteredNonDischargedGallons ?? null,
            source: dto.source,
            estimated: dto.estimated,
            readOn: dto.readOn ?? today,
            today,
          };
        },
      };
    }
    const dto = await check(ReceivePaymentDto, {
      paymentId: f.paymentId,
      amount: f.amount,
      receivedOn: f.receivedOn,
      method: blank(f.method),
      reference: blank(f.reference),
    });
    if (!dto) return null;
    return {
      line: record.line,
      accountId: f.accountId,
      command: () => receivePaymentCommand(dto, today),
    };
  }
}

/** A loaded stream's state and revision, -1 for no stream. */
function revisionOf({ state, revision }: { state: AccountState; revision: number | 'no_stream' }) {
  return { state, revision: revision === 'no_stream' ? -1 : revision };
}

/** A usage line's period, in the column its municipality names (a number where the plug-in's schema is an integer). */
function periodFieldsOf(f: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    MUNICIPALITIES.map(({ periods }) => [
      periods.field,
      (periods.schema as { type?: string }).type === 'integer'
        ? integer(f[periods.field])
        : blank(f[periods.field]),
    ]),
  );
}

/**
 * A line of the roll: the account's opening, or (C9) for an account already
 * open whose owner today is another, the change of owner. Every other field
 * must be as the account was opened (C8, a conflict otherwise).
 */
function rollCommand(
  state: AccountState,
  open: OpenAccount,
  effectiveOn: string,
  deedReference: string | null,
): AccountCommand {
  if (!state.opened) return open;
  const asOpened: OpenAccount = { ...open, owner: state.opened.data.owner };
  const current = ownerOn(state, open.today);
  if (current.name === open.owner.name && current.mailingAddress === open.owner.mailingAddress)
    return asOpened;
  accountDecider.decide(asOpened, state);
  return {
    kind: 'ChangeOwner',
    ownerChangeId: `roll:${open.accountId}:${effectiveOn}`,
    owner: open.owner,
    effectiveOn,
    deedReference,
    today: open.today,
  };
}

/** What the command carries. */
interface ImportCsvParams {
  readonly kind: ImportKind;
  readonly text: string;
  readonly context: CommandContext;
  readonly progress: Progress;
  readonly fileName?: string;
}

export class ImportCsvCommand
  extends Command<Awaited<ReturnType<ImportCsvHandler['execute']>>>
  implements ImportCsvParams
{
  constructor(
    readonly kind: ImportKind,
    readonly text: string,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
    readonly fileName?: string,
  ) {
    super();
  }
}

@CommandHandler(ImportCsvCommand)
export class ImportCsvHandler implements ICommandHandler<ImportCsvCommand> {
  constructor(private readonly importer: CsvImporter) {}

  execute({ kind, text, context, progress, fileName }: ImportCsvParams): Promise<ImportReport> {
    return this.importer.import(kind, text, context, progress, fileName);
  }
}
