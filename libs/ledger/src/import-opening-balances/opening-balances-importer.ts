import { Injectable } from '@nestjs/common';
import {
  accountDecider,
  AccountState,
  ConvertedItem,
  ConvertOpenItems,
  conversionStream,
  DomainError,
  evolveAll,
  Recorded,
} from '@ledger/domain';
import { createHash } from 'node:crypto';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { Slices } from '../processors/log-pages';
import { billingPeriodOf } from '../infrastructure/billing-period';
import { Clock } from '../infrastructure/clock';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import { AccountRepository, ConversionRecordRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { parseCsv } from '../imports/csv';
import type { ImportError } from '../imports/import-csv';
import {
  ControlTotals,
  differencesOf,
  OPENING_BALANCE_COLUMNS,
  OPTIONAL_OPENING_BALANCE_COLUMNS,
  OpenItemLine,
  openItemLine,
  totalsOf,
} from './opening-balances-file';
import { OfficeRecords } from '../office-records/office-records';

export interface ConversionRequest {
  readonly source: string;
  readonly conversionDate: string;
  /** The old system's control totals, as the office gives them (all five for a conversion). */
  readonly expect: Partial<ControlTotals>;
  readonly dryRun: boolean;
}

export interface ConversionReport {
  readonly source: string;
  readonly conversionDate: string;
  readonly dryRun: boolean;
  readonly sha256: string;
  readonly records: number;
  readonly totals: ControlTotals;
  readonly expected: Partial<ControlTotals>;
  readonly differences: ReturnType<typeof differencesOf>;
  /** Accounts the conversion wrote to; those whose items were all already converted (C8). */
  readonly applied: number;
  readonly unchanged: number;
  readonly errors: ImportError[];
  /** The municipalities of the accounts the file's lines name (the run register's municipality of the conversion). */
  readonly municipalities: readonly string[];
}

/** C12/C8: a converted item's id in the ledger: the old bill's own id; a credit's, from the source and the account. */
const creditIdOf = (source: string, accountId: string) => `${source}-credit-${accountId}`;

/**
 * C12: going live from the old system. The whole file is checked before
 * anything is written: every line's fields, every item against its account
 * as the ledger holds it (the account must exist, from the accounts import),
 * and the file's control totals against the old system's; one bad line or
 * one difference and nothing is written. Then one append per account (all
 * its items at once), with ids from the old system's references, so the same
 * file twice changes nothing (C8).
 */
@Injectable()
export class OpeningBalancesImporter {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly records: ConversionRecordRepository,
    private readonly clock: Clock,
    private readonly office: OfficeRecords,
  ) {}

  async convert(
    text: string,
    request: ConversionRequest,
    context: CommandContext,
    progress: Progress = NO_PROGRESS,
  ): Promise<ConversionReport> {
    const slices = new Slices();
    const sha256 = createHash('sha256').update(text).digest('hex');
    const parsed = await parseCsv(text);
    const errors: ImportError[] = [...parsed.errors];
    const header = checkedHeader(parsed.header);
    if (header) errors.unshift(header);
    const lines: OpenItemLine[] = [];
    if (!header)
      for (const record of parsed.records) {
        await slices.tick();
        const line = openItemLine(record, errors);
        if (line) lines.push(line);
      }
    duplicates(lines, errors);
    const totals = totalsOf(lines);
    const differences = differencesOf(totals, request.expect);
    progress.total(lines.length * 2);
    const municipalities = new Set<string>();
    const decided = { errors, municipalities, progress, slices };
    const commands = await this.decided(lines, request, context, decided);
    const report = {
      source: request.source,
      conversionDate: request.conversionDate,
      dryRun: request.dryRun,
      sha256,
      records: parsed.records.length,
      totals,
      expected: request.expect,
      differences,
      applied: 0,
      unchanged: 0,
      errors: sorted(errors),
      municipalities: [...municipalities].sort(),
    };
    if (errors.length > 0 || differences.length > 0 || request.dryRun)
      return {
        ...report,
        unchanged: request.dryRun ? commands.filter((c) => !c.writes).length : 0,
      };
    let applied = 0;
    for (const { accountId, command } of commands) {
      await slices.tick();
      const { written } = await this.accounts.execute(
        accountStream(accountId),
        command,
        causedBy(context, `convert:${request.source}:${sha256.slice(0, 16)}:${accountId}`),
      );
      if (written.length > 0) applied++;
      progress.advance(command.items.length);
    }
    // C12: the record the treasurer signs, written last: a file whose accounts were written is recorded (again: nothing)
    await this.records.execute(
      conversionStream(request.source, request.conversionDate),
      { kind: 'RecordConversion', data: recordOf(report, request, lines) },
      causedBy(context, `convert:${request.source}:${sha256.slice(0, 16)}:record`),
    );
    return { ...report, applied, unchanged: commands.length - applied };
  }

  /** Each account's items decided one at a time against its state (so a refusal names its line), then as one command. */
  private async decided(
    lines: readonly OpenItemLine[],
    request: ConversionRequest,
    context: CommandContext,
    { errors, municipalities, progress, slices }: Deciding,
  ) {
    const today = this.clock.today();
    const byAccount = new Map<string, OpenItemLine[]>();
    for (const l of lines) byAccount.set(l.accountId, [...(byAccount.get(l.accountId) ?? []), l]);
    const commands: Array<{ accountId: string; command: ConvertOpenItems; writes: boolean }> = [];
    for (const [accountId, own] of byAccount) {
      let state: AccountState = (await this.accounts.load(accountStream(accountId))).state;
      const items: ConvertedItem[] = [];
      let writes = false;
      for (const line of own) {
        await slices.tick();
        progress.advance();
        try {
          if (!state.opened)
            throw new DomainError(
              'not-found',
              'not-found',
              `account ${accountId} is not in the ledger: import it with the accounts roll first`,
            );
          const municipality = state.opened.data.municipality;
          municipalities.add(municipality);
          if (context.municipalities && !context.municipalities.includes(municipality))
            throw new DomainError(
              'rule',
              'scope',
              `this key acts for ${context.municipalities.join(', ')} only, not ${municipality}`,
            );
          // a bill id is one namespace: one another account's bill carries is refused
          if (line.kind === 'bill') await this.office.refuseTakenBillId(line.billId, accountId);
          const item = itemOf(line, municipality, request.source);
          const command = commandOf(request, [item], today);
          const events = accountDecider.decide(command, state);
          const recordedAt = this.clock.now().toISOString();
          state = evolveAll(
            accountDecider,
            state,
            events.map((e) => ({ ...e, recordedAt }) as Recorded<typeof e>),
          );
          writes ||= events.length > 0;
          items.push(item);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // the sentence, not the rule id (the report's own `rule` says C12)
          errors.push({ line: line.line, message: sentenceOf(error) });
        }
      }
      if (items.length > 0)
        commands.push({ accountId, command: commandOf(request, items, today), writes });
    }
    return commands;
  }
}

/** What deciding the lines gathers as it goes: each bad line, each municipality named. */
interface Deciding {
  readonly errors: ImportError[];
  readonly municipalities: Set<string>;
  readonly progress: Progress;
  readonly slices: Slices;
}

function commandOf(
  request: ConversionRequest,
  items: ConvertedItem[],
  today: string,
): ConvertOpenItems {
  return {
    kind: 'ConvertOpenItems',
    source: request.source,
    conversionDate: request.conversionDate,
    items,
    today,
  };
}

/** A checked line as the decider's item: its period read in the municipality's own column (N1, W1, Q2). */
function itemOf(line: OpenItemLine, municipality: string, source: string): ConvertedItem {
  const reference = String(line.line);
  if (line.kind === 'credit')
    return {
      kind: 'credit',
      reference,
      creditId: creditIdOf(source, line.accountId),
      amount: line.credit,
    };
  const value = /^\d+$/.test(line.periodValue) ? Number(line.periodValue) : line.periodValue;
  const { period, fiscalYear } = billingPeriodOf(municipality, { [line.periodField]: value });
  return {
    kind: 'bill',
    reference,
    billId: line.billId,
    billDate: line.billDate,
    period,
    fiscalYear,
    rentUnpaid: line.rentUnpaid,
    penaltiesUnpaid: line.penaltiesUnpaid,
    chargesUnpaid: line.chargesUnpaid,
  };
}

/** The header: the columns in their order; the other municipalities' period columns may be left out. */
function checkedHeader(header: readonly string[]): ImportError | null {
  const all = OPENING_BALANCE_COLUMNS as readonly string[];
  const required = all.filter((c) => !OPTIONAL_OPENING_BALANCE_COLUMNS.includes(c));
  const inOrder = all.filter((c) => header.includes(c)).join(',') === header.join(',');
  if (inOrder && required.every((c) => header.includes(c))) return null;
  return {
    line: 1,
    message: `the header must be ${all.join(',')}, in this order; of ${OPTIONAL_OPENING_BALANCE_COLUMNS.join(', ')} only the municipality's own period column is needed`,
  };
}

/** A bill twice, or two credits of one account: the second names the first. */
function duplicates(lines: readonly OpenItemLine[], errors: ImportError[]): void {
  const seen = new Map<string, number>();
  for (const l of lines) {
    const key = l.kind === 'bill' ? `bill ${l.billId}` : `a credit of account ${l.accountId}`;
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({ line: l.line, message: `${key} again: it is on line ${first} already` });
    else seen.set(key, l.line);
  }
}

function sorted(errors: ImportError[]): ImportError[] {
  return [...errors].sort(
    (a, b) => a.line - b.line || (a.field ?? '').localeCompare(b.field ?? ''),
  );
}

/** A refusal as a clerk reads it: the decider's sentence, without its rule id or the line it names (the report gives the line). */
const sentenceOf = (error: DomainError) =>
  error.message.replace(/^[^:]+: /, '').replace(/^line \d+: /, '');

/** C12: the conversion's record: the file's totals beside the old system's, every line as brought in. */
function recordOf(
  report: Pick<ConversionReport, 'source' | 'conversionDate' | 'sha256' | 'totals'>,
  request: ConversionRequest,
  lines: readonly OpenItemLine[],
) {
  return {
    source: report.source,
    conversionDate: report.conversionDate,
    sha256: report.sha256,
    totals: report.totals,
    expected: request.expect as ControlTotals,
    lines: lines.map((l) =>
      l.kind === 'bill'
        ? {
            line: l.line,
            accountId: l.accountId,
            billId: l.billId,
            billDate: l.billDate,
            period: l.periodValue,
            rentUnpaid: l.rentUnpaid,
            penaltiesUnpaid: l.penaltiesUnpaid,
            chargesUnpaid: l.chargesUnpaid,
            credit: '0.00',
          }
        : {
            line: l.line,
            accountId: l.accountId,
            billId: null,
            billDate: null,
            period: null,
            rentUnpaid: '0.00',
            penaltiesUnpaid: '0.00',
            chargesUnpaid: '0.00',
            credit: l.credit,
          },
    ),
  };
}
