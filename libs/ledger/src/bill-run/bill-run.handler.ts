import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  accountDecider,
  assertSameBillRun,
  DomainError,
  BillRunOutcome,
  BillRunParameters,
  formatAmount,
  parseAmount,
  refuseDayToCome,
  RenderBill,
  type AccountEvent,
  type AccountState,
  SkipReason,
  sum,
  tariffOf,
} from '@ledger/domain';
import { AccountDirectory, AccountListing } from '../account-directory/account-directory';
import { OfficeRecords, takenBillIdWords } from '../office-records/office-records';
import { AdoptedRates } from '../infrastructure/adopted-rates';
import { Clock } from '../infrastructure/clock';
import { billingPeriodOf } from '../infrastructure/billing-period';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import type { Loaded } from '../infrastructure/event-sourced-repository';
import { AccountRepository, BillRunRepository } from '../infrastructure/repositories';
import { accountStream, billRunStream } from '../infrastructure/streams';
import type { BillRunDto } from './bill-run.dto';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { Slices } from '../processors/log-pages';

/** What the command carries. */
interface RunBillRunParams {
  readonly dto: BillRunDto;
  readonly context: CommandContext;
  readonly progress: Progress;
}

export class RunBillRunCommand
  extends Command<Awaited<ReturnType<BillRunHandler['execute']>>>
  implements RunBillRunParams
{
  constructor(
    readonly dto: BillRunDto,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
  ) {
    super();
  }
}

/** The bill id a run gives an account: derived, so a re-run after a crash finds the bills it already wrote. */
const billRunBillId = (billRunId: string, accountId: string) => `${billRunId}:${accountId}`;

type Skipped = { accountId: string; reason: SkipReason; detail?: string };

/** A decision's events, or the rule it breaks. */
function decisionOf(
  decide: () => AccountEvent[],
): { events: AccountEvent[] } | { refusal: string } {
  try {
    return { events: decide() };
  } catch (error) {
    if (error instanceof DomainError) return { refusal: error.message };
    throw error;
  }
}

/** Accounts billed per append: one durable commit for the chunk (a re-run finishes an interrupted one). */
const CHUNK = 250;

type Outcome = Skipped | { rent: string };

/** A chunk's accounts decided: the bills to append, the skipped with their reasons. */
interface DecidedChunk {
  readonly items: Array<{
    streamId: string;
    loaded: Loaded<AccountState>;
    billId: string;
    command: RenderBill;
    decided: AccountEvent[];
  }>;
  readonly outcomes: Skipped[];
}

/** A chunk's commit under way, and how many accounts it answers for. */
interface Committing {
  readonly outcomes: Promise<Outcome[]>;
  readonly accounts: number;
}

/**
 * Bill every liable account of the municipality for the period. Skipped, with
 * the reason: exempt (village-owned), outside (billed under agreements), no
 * usage, already billed for the period by another bill. Each account's bill
 * is its own append; the run's result is kept under its id (C8), so sending
 * the same run again, or re-running one that was interrupted, gives the same
 * bills once.
 */
@CommandHandler(RunBillRunCommand)
export class BillRunHandler implements ICommandHandler<RunBillRunCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly runs: BillRunRepository,
    private readonly directory: AccountDirectory,
    private readonly rates: AdoptedRates,
    private readonly clock: Clock,
    private readonly records: OfficeRecords,
  ) {}

  async execute({ dto, context, progress }: RunBillRunParams) {
    const { period, fiscalYear } = billingPeriodOf(dto.municipality, dto);
    const parameters: BillRunParameters = {
      billRunId: dto.billRunId,
      municipality: dto.municipality,
      period,
      fiscalYear,
      billDate: dto.billDate,
    };
    const previous = await this.runs.load(billRunStream(dto.billRunId));
    assertSameBillRun(previous.state, parameters);
    if (previous.state.completed)
      return {
        created: false,
        body: this.view(previous.state.completed.data, previous.state.completed.recordedAt),
      };

    // C3 on the command itself, before any account is read: a run dated tomorrow is refused whether or not any account exists
    refuseDayToCome(dto.billDate, this.clock.today(), 'a bill run dated');
    const rate = await this.rates.forPeriod(dto.municipality, period);
    // the whole run is refused before any bill when no bill of it could be rendered (N1, N5, W1, W2, Q2)
    tariffOf(dto.municipality).checkBillRun(period, dto.billDate, rate);
    const skipped: Array<Skipped> = [];
    const rents: string[] = [];
    // ids are one namespace: an account whose run bill id another account's bill already carries is reported, not billed under it
    const taken = await this.records.runBillIdsTakenElsewhere(dto.billRunId);
    const listings = (await this.directory.list(dto.municipality)).filter((listing) => {
      const billId = billRunBillId(dto.billRunId, listing.accountId);
      if (!taken.has(billId)) return true;
      skipped.push({
        accountId: listing.accountId,
        reason: 'cannot be billed',
        detail: `C8: ${takenBillIdWords(billId)}`,
      });
      return false;
    });
    progress.total(listings.length);
    // what this request wrote: a twin run sent at the same time may have billed an account first
    const wrote = { any: false };
    const take = async (committing: Committing) => {
      for (const outcome of await committing.outcomes) {
        if ('reason' in outcome) skipped.push(outcome);
        else rents.push(outcome.rent);
      }
      progress.advance(committing.accounts);
    };
    // a chunk is decided while the one before is made durable (the append worker's commit, #30):
    // one commit in flight at a time, their outcomes taken in order
    let inFlight: Committing | null = null;
    for (let i = 0; i < listings.length; i += CHUNK) {
      const chunk = listings.slice(i, i + CHUNK);
      const decided = await this.decideChunk(chunk, parameters, rate, false);
      let sent = () => undefined as void;
      const handedOver = new Promise<void>((resolve) => (sent = resolve));
      const next = this.appendChunk(chunk, decided, parameters, rate, context, wrote, sent);
      // awaited in its turn; a failure meanwhile is not left unhandled (the run answers the first)
      const settled = next.then(
        () => undefined,
        () => undefined,
      );
      // the commits go to the store in the chunks' order: the next chunk is decided once this one is handed over
      await Promise.race([handedOver, settled]);
      if (inFlight) await take(inFlight);
      inFlight = { outcomes: next, accounts: chunk.length };
    }
    if (inFlight) await take(inFlight);
    const outcome: BillRunOutcome = {
      billed: rents.length,
      total: formatAmount(sum(rents.map(parseAmount))),
      skipped,
    };
    const { state, written } = await this.runs.execute(
      billRunStream(dto.billRunId),
      { kind: 'CompleteBillRun', parameters, outcome },
      context,
    );
    return {
      created: wrote.any || written.length > 0,
      body: this.view(state.completed!.data, state.completed!.recordedAt),
    };
  }

  /**
   * A chunk decided, appended in one commit: the skipped with their reasons,
   * the others' rents. Each was decided on the state the cache holds, which
   * lags another host's appends: when one of them is refused on the way
   * (another host billed the account for the period meanwhile, and the
   * repository, deciding it again on the stream as stored, met the refusal),
   * the chunk is decided again on each stream as stored, so that account is
   * reported as the run reports it (already billed, cannot be billed) and the
   * run goes on; what the first attempt wrote is there under the same ids (C8).
   */
  private async appendChunk(
    listings: AccountListing[],
    decided: DecidedChunk,
    run: BillRunParameters,
    rate: RenderBill['rate'],
    context: CommandContext,
    wrote: { any: boolean },
    sent: () => void,
  ): Promise<Outcome[]> {
    try {
      return await this.append(decided, run, context, wrote, sent);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.append(
        await this.decideChunk(listings, run, rate, true),
        run,
        context,
        wrote,
        sent,
      );
    }
  }

  /** The chunk's bills appended together; its outcomes, the skipped first. */
  private async append(
    { items, outcomes }: DecidedChunk,
    run: BillRunParameters,
    context: CommandContext,
    wrote: { any: boolean },
    sent: () => void,
  ): Promise<Outcome[]> {
    const results = await this.accounts.executeMany(
      items,
      causedBy(context, `bill-run:${run.billRunId}`),
      sent,
    );
    const rents = results.map((r, k) => {
      if (r.written.length > 0) wrote.any = true;
      return { rent: r.state.bills.get(items[k].billId)!.data.rent };
    });
    return [...outcomes, ...rents];
  }

  /** Each account of the chunk decided (on the cached state, or on its stream as stored): a bill to append, or why it is skipped. */
  private async decideChunk(
    listings: AccountListing[],
    run: BillRunParameters,
    rate: RenderBill['rate'],
    asStored: boolean,
  ): Promise<DecidedChunk> {
    const outcomes: Skipped[] = [];
    const items: DecidedChunk['items'] = [];
    const slices = new Slices();
    for (const listing of listings) {
      await slices.tick();
      const streamId = accountStream(listing.accountId);
      const billId = billRunBillId(run.billRunId, listing.accountId);
      const command: RenderBill = {
        kind: 'RenderBill',
        billId,
        billRunId: run.billRunId,
        period: run.period,
        billDate: run.billDate,
        rate,
      };
      // on the cached fold, without a read per account (#30); a skip is decided again on the stream as stored
      const { loaded, decision: outcome } = await this.accounts.decideCached(
        streamId,
        (state) => this.billOrSkip(listing, run, billId, command, state),
        (o) => 'events' in o,
        asStored,
      );
      if ('events' in outcome)
        items.push({ streamId, loaded, billId, command, decided: outcome.events });
      else outcomes.push(outcome);
    }
    return { items, outcomes };
  }

  /** An account's bill decided on `state`, or why it is skipped (C10: a bill that breaks a rule is reported, not the whole run failed). */
  private billOrSkip(
    listing: AccountListing,
    run: BillRunParameters,
    billId: string,
    command: RenderBill,
    state: AccountState,
  ): { events: AccountEvent[] } | Skipped {
    const existing = state.billByPeriod.get(run.period);
    const reason: SkipReason | null =
      existing && existing !== billId
        ? 'already billed'
        : tariffOf(listing.municipality).skipReason(listing, state, run.period);
    if (reason) return { accountId: listing.accountId, reason };
    // the bill decided here is the one appended
    const decision = decisionOf(() => accountDecider.decide(command, state));
    if ('refusal' in decision)
      return { accountId: listing.accountId, reason: 'cannot be billed', detail: decision.refusal };
    return decision;
  }

  private view(data: BillRunParameters & BillRunOutcome, recordedAt: string) {
    const { fiscalYear, period, ...rest } = data;
    // the period as the municipality names it in requests (fiscalYear, period, quarter)
    const { field } = tariffOf(data.municipality).periods;
    return { ...rest, [field]: fiscalYear ?? period, recordedAt };
  }
}
