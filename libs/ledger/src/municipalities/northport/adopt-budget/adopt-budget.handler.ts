import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { formatAmount, refuseDayToCome } from '@ledger/domain';
import { Clock } from '../../../infrastructure/clock';
import type { CommandContext } from '../../../infrastructure/command-context';
import { BudgetRepository } from '../../../infrastructure/repositories';
import { budgetStream } from '../../../infrastructure/streams';
import { FundViews } from '../../../projections/fund-views';
import type { AdoptBudgetDto } from './adopt-budget.dto';

/** What the command carries. */
interface AdoptBudgetParams {
  readonly dto: AdoptBudgetDto;
  readonly context: CommandContext;
}

export class AdoptBudgetCommand
  extends Command<Awaited<ReturnType<AdoptBudgetHandler['execute']>>>
  implements AdoptBudgetParams
{
  constructor(
    readonly dto: AdoptBudgetDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** N5: the Board's sewer rent budget; the reserve to collect is reduced by the reserve carried over (N8). */
@CommandHandler(AdoptBudgetCommand)
export class AdoptBudgetHandler implements ICommandHandler<AdoptBudgetCommand> {
  constructor(
    private readonly budgets: BudgetRepository,
    private readonly fund: FundViews,
    private readonly clock: Clock,
  ) {}

  async execute({ dto, context }: AdoptBudgetParams) {
    // C3 on the command itself, before the carryover is read: no budget is adopted on a day that has not come
    refuseDayToCome(dto.adoptedOn, this.clock.today(), 'a budget adopted on');
    const carryover = await this.fund.carryoverInto(dto.fiscalYear, dto.adoptedOn);
    const { state, written } = await this.budgets.execute(
      budgetStream('northport', dto.fiscalYear),
      {
        kind: 'AdoptBudget',
        fiscalYear: dto.fiscalYear,
        adoptedOn: dto.adoptedOn,
        projectedGrossOperatingCosts: dto.projectedGrossOperatingCosts,
        sewerRent: {
          operationAndMaintenance: dto.sewerRent.operationAndMaintenance,
          debtService: dto.sewerRent.debtService,
          capital: dto.sewerRent.capital,
        },
        refundReserveRate: dto.refundReserveRate,
        carryover: formatAmount(carryover),
      },
      context,
    );
    const adopted = state.adopted!;
    return {
      created: written.length > 0,
      body: { ...adopted.data, recordedAt: adopted.recordedAt },
    };
  }
}
