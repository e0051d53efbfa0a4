import { Module } from '@nestjs/common';
import { AdoptBudgetHandler } from './adopt-budget/adopt-budget.handler';
import { AdoptRateScheduleHandler } from './adopt-rate-schedule/adopt-rate-schedule.handler';
import { GetBudgetsHandler } from './get-budgets/get-budgets.handler';
import { GetFundHandler } from './get-fund/get-fund.handler';
import { GetProposedRateHandler } from './get-proposed-rate/get-proposed-rate.handler';
import { GetRefundObligationsHandler } from './get-refund-obligations/get-refund-obligations.handler';
import { GetRefundReserveHandler } from './get-refund-reserve/get-refund-reserve.handler';
import { GetUtilizationFormsHandler } from './get-utilization-forms/get-utilization-forms.handler';
import { RequireUtilizationFormsHandler } from './require-utilization-forms/require-utilization-forms.handler';

/** The Village of Northport's own work: its rate and budget (N5), the fund and refund reserve (N7, N8), utilization forms (N10). */
@Module({
  providers: [
    AdoptRateScheduleHandler,
    AdoptBudgetHandler,
    GetBudgetsHandler,
    GetProposedRateHandler,
    GetFundHandler,
    GetRefundReserveHandler,
    GetRefundObligationsHandler,
    RequireUtilizationFormsHandler,
    GetUtilizationFormsHandler,
  ],
})
export class NorthportModule {}
