import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AdoptedRates } from '../adopt-rate-schedule/adopted-rate';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { billView } from '../presenters/views';
import type { RenderBillDto } from './render-bill.dto';

export class RenderBillCommand {
  constructor(
    readonly accountId: string,
    readonly dto: RenderBillDto,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RenderBillCommand)
export class RenderBillHandler implements ICommandHandler<RenderBillCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly rates: AdoptedRates,
  ) {}

  async execute({ accountId, dto, context }: RenderBillCommand) {
    const rate = await this.rates.forFiscalYear(dto.fiscalYear);
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      { kind: 'RenderBill', billId: dto.billId, billRunId: null, fiscalYear: dto.fiscalYear, billDate: dto.billDate, rate },
      context,
    );
    return { created: written.length > 0, body: billView(state.bills.get(dto.billId)!) };
  }
}
