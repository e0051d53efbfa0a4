import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdoptBudgetCommand,
  AdoptBudgetDto,
  AdoptRateScheduleCommand,
  AdoptRateScheduleDto,
  AsOfQueryDto,
  BudgetAnswer,
  BudgetsAnswer,
  FormRequirementAnswer,
  FundAnswer,
  NorthportRateScheduleAnswer,
  ProposedRateAnswer,
  RefundObligationsAnswer,
  RefundReserveAnswer,
  UtilizationFormsAnswer,
  CommandContext,
  GetBudgetsQuery,
  GetFundQuery,
  GetProposedRateQuery,
  GetRefundObligationsQuery,
  GetRefundReserveQuery,
  GetUtilizationFormsQuery,
  RequireUtilizationFormsCommand,
  RequireUtilizationFormsDto,
} from '@ledger/ledger';
import { READERS } from '@ledger/ledger';
import type { HttpReply } from '../../http/http';
import { Answers } from '../../http/answers';
import { FiscalYearParam, FiscalYearPipe } from '../../http/fiscal-year.pipe';
import { Roles } from '../../http/auth';
import { Ctx } from '../../http/request-context';
import { respond } from '../../http/respond';

@ApiTags('municipalities')
@Controller('v1/municipalities/northport')
export class NorthportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('rate-schedules')
  @Roles('finance')
  @ApiOperation({ summary: "Adopt the fiscal year's rate per 1,000 gallons (N5)" })
  @Answers(NorthportRateScheduleAnswer, 'command')
  async adoptRate(
    @Body() dto: AdoptRateScheduleDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(res, await this.commands.execute(new AdoptRateScheduleCommand(dto, ctx)));
  }

  @Post('budgets')
  @Roles('finance')
  @ApiOperation({
    summary:
      'Adopt the sewer rent budget: total, 25% cap, carryover, reserve to collect, levy (N5, N8)',
  })
  @Answers(BudgetAnswer, 'command')
  async adoptBudget(
    @Body() dto: AdoptBudgetDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(res, await this.commands.execute(new AdoptBudgetCommand(dto, ctx)));
  }

  @Get('budgets')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      "The sewer rent budgets adopted for the three fiscal years before a date's, its own and the next, each as adopted; the date's fiscal year's (the latest adopted for it) in force (N5, N8)",
  })
  @Answers(BudgetsAnswer)
  budgets(@Query() query: AsOfQueryDto) {
    return this.queries.execute(new GetBudgetsQuery(query.asOf));
  }

  @Get('fiscal-years/:fy/proposed-rate')
  @FiscalYearParam('fy')
  @Roles(...READERS)
  @ApiOperation({ summary: "The rate the levy implies over liable accounts' recorded usage (N5)" })
  @Answers(ProposedRateAnswer)
  async proposedRate(@Param('fy', FiscalYearPipe) fy: number) {
    return this.queries.execute(new GetProposedRateQuery(fy));
  }

  @Get('fiscal-years/:fy/fund')
  @FiscalYearParam('fy')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      "The Sewer Rent Fund's receipts for the fiscal year and their waterfall, as of a date (N8)",
  })
  @Answers(FundAnswer)
  async fund(@Param('fy', FiscalYearPipe) fy: number, @Query() query: AsOfQueryDto) {
    return this.queries.execute(new GetFundQuery(fy, query.asOf));
  }

  @Get('fiscal-years/:fy/refund-reserve')
  @FiscalYearParam('fy')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'The refund reserve: opening (carryover), allocated, refunds and interest paid, closing, shortfall (N8)',
  })
  @Answers(RefundReserveAnswer)
  async refundReserve(@Param('fy', FiscalYearPipe) fy: number, @Query() query: AsOfQueryDto) {
    return this.queries.execute(new GetRefundReserveQuery(fy, query.asOf));
  }

  @Get('refund-obligations')
  @Roles(...READERS)
  @ApiOperation({
    summary: 'Every refund obligation with its deadline, days late and interest (N7)',
  })
  @Answers(RefundObligationsAnswer)
  async refundObligations(@Query() query: AsOfQueryDto) {
    return this.queries.execute(new GetRefundObligationsQuery(query.asOf));
  }

  @Post('utilization-form-requirements')
  @Roles('finance')
  @ApiOperation({
    summary:
      'Require a utilization form of every liable account for a calendar year, by a due date (N10)',
  })
  @Answers(FormRequirementAnswer, 'command')
  async requireForms(
    @Body() dto: RequireUtilizationFormsDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(res, await this.commands.execute(new RequireUtilizationFormsCommand(dto, ctx)));
  }

  @Get('utilization-forms')
  @FiscalYearParam('year', 'query')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'For a year: who has filed its utilization form, who has not, and what is charged (N10)',
  })
  @Answers(UtilizationFormsAnswer)
  async forms(@Query('year', FiscalYearPipe) year: number) {
    return this.queries.execute(new GetUtilizationFormsQuery(year));
  }
}
