import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { invalid, notFound, refuseDayToCome } from '@ledger/domain';
import { AdoptedRates } from '../infrastructure/adopted-rates';
import { Clock } from '../infrastructure/clock';
import { billingPeriodOf } from '../infrastructure/billing-period';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { OfficeRecords } from '../office-records/office-records';
import { accountStream } from '../infrastructure/streams';
import { billView } from '../presenters/views';
import { readingFields } from '../record-water-usage/reading-fields';
import { voidView } from '../void-bill/void-bill';
import type { RenderBillDto } from './render-bill.dto';

/** What the command carries. */
interface RenderBillParams {
  readonly accountId: string;
  readonly dto: RenderBillDto;
  readonly context: CommandContext;
}

export class RenderBillCommand
  extends Command<Awaited<ReturnType<RenderBillHandler['execute']>>>
  implements RenderBillParams
{
  constructor(
    readonly accountId: string,
    readonly dto: RenderBillDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RenderBillCommand)
export class RenderBillHandler implements ICommandHandler<RenderBillCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly rates: AdoptedRates,
    private readonly records: OfficeRecords,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: RenderBillParams) {
    const account = (await this.accounts.load(accountStream(accountId))).state.opened;
    if (!account) throw notFound(`account ${accountId} not found`);
    // a bill id is one namespace (a correction's supplemental bill's too)
    for (const billId of dto.replaces ? [dto.billId, `${dto.billId}-S`] : [dto.billId])
      await this.records.refuseTakenBillId(billId, accountId);
    const { period } = billingPeriodOf(account.data.municipality, dto);
    const rate = await this.rates.forPeriod(account.data.municipality, period);
    const render = {
      billId: dto.billId,
      billRunId: null,
      period,
      billDate: dto.billDate,
      rate,
    };
    for (const part of ['void', 'reading'] as const)
      if (dto[part] && !dto.replaces)
        throw invalid(
          'replaces',
          `a ${part} in the request is of the correction of the bill \`replaces\` names: name it`,
        );
    // one day for the request: the check and the decision never straddle midnight
    const today = this.clock.today();
    // C3/C11: a correction is made on a day that has come (its supplemental bill is dated it, whatever the window)
    if (dto.replaces) refuseDayToCome(dto.billDate, today, 'a correction dated');
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      dto.void || dto.reading
        ? {
            kind: 'CorrectBill',
            replaces: dto.replaces!,
            void: dto.void ?? null,
            reading: dto.reading ? readingFields(dto.reading, account.data, period) : null,
            replacement: render,
            today,
          }
        : { kind: 'RenderBill', ...render, replaces: dto.replaces ?? null },
      context,
    );
    const body = billView(state.bills.get(dto.billId)!, state);
    // C11: a higher corrected rent's excess, billed on its own supplemental bill
    const supplemental = [...state.bills.values()].find((b) => b.data.supplements === dto.billId);
    return {
      created: written.length > 0,
      body: {
        ...body,
        ...(supplemental ? { supplemental: billView(supplemental, state) } : {}),
        // the void this request made, with the earlier supplemental bill voided with it (C11)
        ...(dto.void ? { voidOfReplaced: voidView(state, dto.replaces!, dto.void.voidId) } : {}),
      },
    };
  }
}
