import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  assertBillDateAllowed,
  assertSameBillRun,
  BillRunOutcome,
  BillRunParameters,
  formatAmount,
  parseAmount,
  ruleViolation,
  SkipReason,
  sum,
} from '@ledger/domain';
import { AccountDirectory, AccountListing } from '../account-directory/account-directory';
import { AdoptedRates } from '../adopt-rate-schedule/adopted-rate';
import { causedBy, CommandContext } from '../infrastructure/command-context';
import { AccountRepository, BillRunRepository } from '../infrastructure/repositories';
import { accountStream, billRunStream } from '../infrastructure/streams';
import type { BillRunDto } from './bill-run.dto';

export class RunBillRunCommand {
  constructor(
    readonly dto: BillRunDto,
    readonly context: CommandContext,
  ) {}
}

/** The bill id a run gives an account: derived, so a re-run after a crash finds the bills it already wrote. */
export const billRunBillId = (billRunId: string, accountId: string) => `${billRunId}:${accountId}`;

/**
 * N1/N2/N3: bill every liable account with usage. Skipped, with the reason:
 * exempt (village-owned), outside (billed under agreements), no usage, already
 * billed for the fiscal year by another bill. Each account's bill is its own
 * append; the run's result is kept under its id (C8), so sending the same run
 * again, or re-running one that was interrupted, gives the same bills once.
 */
@CommandHandler(RunBillRunCommand)
export class BillRunHandler implements ICommandHandler<RunBillRunCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly runs: BillRunRepository,
    private readonly directory: AccountDirectory,
    private readonly rates: AdoptedRates,
  ) {}

  async execute({ dto, context }: RunBillRunCommand) {
    const parameters: BillRunParameters = { billRunId: dto.billRunId, municipality: dto.municipality, fiscalYear: dto.fiscalYear, billDate: dto.billDate };
    const previous = await this.runs.load(billRunStream(dto.billRunId));
    assertSameBillRun(previous.state, parameters);
    if (previous.state.completed) return { created: false, body: this.view(previous.state.completed.data, previous.state.completed.recordedAt) };

    assertBillDateAllowed(dto.fiscalYear, dto.billDate);
    const rate = await this.rates.forFiscalYear(dto.fiscalYear);
    if (!rate) throw ruleViolation('N5', `no rate adopted for fiscal year ${dto.fiscalYear}`);
    if (rate.adoptedOn > dto.billDate) throw ruleViolation('N5', `the rate for fiscal year ${dto.fiscalYear} was adopted on ${rate.adoptedOn}, after the bill date ${dto.billDate}`);

    const skipped: Array<{ accountId: string; reason: SkipReason }> = [];
    const rents: string[] = [];
    for (const listing of await this.directory.list(dto.municipality)) {
      const outcome = await this.billOne(listing, parameters, rate, context);
      if (typeof outcome === 'string') skipped.push({ accountId: listing.accountId, reason: outcome });
      else rents.push(outcome.rent);
    }
    const outcome: BillRunOutcome = { billed: rents.length, total: formatAmount(sum(rents.map(parseAmount))), skipped };
    const { state } = await this.runs.execute(billRunStream(dto.billRunId), { kind: 'CompleteBillRun', parameters, outcome }, context);
    return { created: true, body: this.view(state.completed!.data, state.completed!.recordedAt) };
  }

  private async billOne(
    listing: AccountListing,
    run: BillRunParameters,
    rate: NonNullable<Awaited<ReturnType<AdoptedRates['forFiscalYear']>>>,
    context: CommandContext,
  ): Promise<SkipReason | { rent: string }> {
    if (listing.exemption === 'village-owned') return 'exempt';
    if (listing.location === 'outside') return 'outside';
    const stream = accountStream(listing.accountId);
    const billId = billRunBillId(run.billRunId, listing.accountId);
    const { state } = await this.accounts.load(stream);
    const existing = state.billByFiscalYear.get(run.fiscalYear);
    if (existing && existing !== billId) return 'already billed';
    if (!state.usage.has(run.fiscalYear)) return 'no usage';
    const result = await this.accounts.execute(
      stream,
      { kind: 'RenderBill', billId, billRunId: run.billRunId, fiscalYear: run.fiscalYear, billDate: run.billDate, rate },
      causedBy(context, `bill-run:${run.billRunId}`),
    );
    return { rent: result.state.bills.get(billId)!.data.rent };
  }

  private view(data: BillRunParameters & BillRunOutcome, recordedAt: string) {
    return { ...data, recordedAt };
  }
}
