import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { scopeOf } from '../http/scope';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BalanceQueryDto,
  GetPayoffQuery,
  PayoffQueryDto,
  ExecuteAccountCommand,
  changeOwner,
  FileUtilizationFormCommand,
  FileUtilizationFormDto,
  ChangeOwnerDto,
  reclassifyAccount,
  ReclassifyAccountDto,
  changeUnitStatus,
  ChangeUnitStatusDto,
  CommandContext,
  recordOccupancyFinding,
  RecordOccupancyFindingDto,
  recordWaterTurnOn,
  RecordWaterTurnOnDto,
  denyAdjustment,
  DenyAdjustmentDto,
  fileAdjustmentApplication,
  FileAdjustmentApplicationDto,
  grantAdjustment,
  GrantAdjustmentDto,
  issueRefund,
  IssueRefundDto,
  waivePenalties,
  WaivePenaltiesDto,
  GetAccountQuery,
  GetBalanceQuery,
  GetStatementQuery,
  OpenAccountCommand,
  OpenAccountDto,
  receivePayment,
  ReceivePaymentDto,
  RecordWaterUsageCommand,
  RecordWaterUsageDto,
  RenderBillCommand,
  RenderBillDto,
  reversePayment,
  ReversePaymentDto,
  StatementQueryDto,
} from '@ledger/ledger';
import { AccountDirectory, READERS } from '@ledger/ledger';
import { SearchAccountsDto } from '../http/search-accounts.dto';
import type { Request, Response } from 'express';
import { ForChapter, Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';

@ApiTags('accounts')
@Controller('v1/accounts')
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly directory: AccountDirectory,
  ) {}

  @Post()
  @Roles('clerk')
  @ApiOperation({ summary: 'Open a sewer account (N2)' })
  async open(
    @Body() dto: OpenAccountDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(res, await this.commands.execute(new OpenAccountCommand(dto, ctx)));
  }

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'Find accounts by account id, parcel id or owner name (contains, case-insensitive): a page of at most 50 (`limit`, `offset`), `total` matching in all, each with its balance today',
  })
  async search(@Query() query: SearchAccountsDto, @Req() req: Request) {
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const { total, results } = await this.directory.search(
      query.query ?? '',
      limit,
      scopeOf(req),
      offset,
    );
    return { query: query.query ?? '', total, offset, limit, results };
  }

  @Get(':accountId')
  @Roles(...READERS)
  @ApiOperation({ summary: 'The account: its details, usage, bills and payments' })
  async get(@Param('accountId') accountId: string) {
    return this.queries.execute(new GetAccountQuery(accountId));
  }

  @Post(':accountId/water-usage')
  @Roles('clerk')
  @ApiOperation({ summary: "Record a fiscal year's water delivered (N3)" })
  async usage(
    @Param('accountId') accountId: string,
    @Body() dto: RecordWaterUsageDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new RecordWaterUsageCommand(accountId, dto, ctx)),
    );
  }

  @Post(':accountId/bills')
  @Roles('finance')
  @ApiOperation({
    summary: "Render the fiscal year's bill from usage and the adopted rate (N1, N3, N4)",
  })
  async bill(
    @Param('accountId') accountId: string,
    @Body() dto: RenderBillDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(res, await this.commands.execute(new RenderBillCommand(accountId, dto, ctx)));
  }

  @Post(':accountId/payments')
  @Roles('clerk')
  @ApiOperation({ summary: 'Post a payment received (C5: applied oldest first, derived)' })
  async pay(
    @Param('accountId') accountId: string,
    @Body() dto: ReceivePaymentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new ExecuteAccountCommand(receivePayment, accountId, dto, ctx)),
    );
  }

  @Post(':accountId/payments/:paymentId/reversal')
  @Roles('clerk')
  @ApiOperation({
    summary: "Reverse a payment, e.g. a returned check (C4: effective on the payment's date)",
  })
  async reverse(
    @Param('accountId') accountId: string,
    @Param('paymentId') paymentId: string,
    @Body() dto: ReversePaymentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(reversePayment, accountId, dto, ctx, { paymentId }),
      ),
    );
  }

  @Get(':accountId/payoff')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'What must be paid on a date to clear the account: the balance plus every accrual the rules make due by then that no run has booked yet (listed as not yet booked)',
  })
  async payoff(@Param('accountId') accountId: string, @Query() query: PayoffQueryDto) {
    return this.queries.execute(new GetPayoffQuery(accountId, query.on));
  }

  @Get(':accountId/balance')
  @Roles(...READERS)
  @ApiOperation({ summary: 'Balance as of a date, as known at an instant (C3)' })
  async balance(@Param('accountId') accountId: string, @Query() query: BalanceQueryDto) {
    return this.queries.execute(new GetBalanceQuery(accountId, query.asOf, query.knownAt));
  }

  @Get(':accountId/statement')
  @Roles(...READERS)
  @ApiOperation({
    summary: 'Statement with running balance; each entry with effective date and recorded time',
  })
  async statement(@Param('accountId') accountId: string, @Query() query: StatementQueryDto) {
    return this.queries.execute(
      new GetStatementQuery(accountId, query.from, query.to, query.knownAt),
    );
  }

  @Post(':accountId/adjustment-applications')
  @ForChapter('adjustments-and-refunds')
  @Roles('clerk')
  @ApiOperation({ summary: 'File an application for an adjustment of a bill (N6)' })
  async fileApplication(
    @Param('accountId') accountId: string,
    @Body() dto: FileAdjustmentApplicationDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(fileAdjustmentApplication, accountId, dto, ctx),
      ),
    );
  }

  @Post(':accountId/adjustment-applications/:applicationId/grant')
  @ForChapter('adjustments-and-refunds')
  @Roles('board')
  @ApiOperation({
    summary:
      'The Board grants an adjustment: credit, applied to rent, refund due and its deadline (N6)',
  })
  async grant(
    @Param('accountId') accountId: string,
    @Param('applicationId') applicationId: string,
    @Body() dto: GrantAdjustmentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(grantAdjustment, accountId, dto, ctx, { applicationId }),
      ),
    );
  }

  @Post(':accountId/adjustment-applications/:applicationId/denial')
  @ForChapter('adjustments-and-refunds')
  @Roles('board')
  @ApiOperation({ summary: 'The Board denies an adjustment (N6)' })
  async deny(
    @Param('accountId') accountId: string,
    @Param('applicationId') applicationId: string,
    @Body() dto: DenyAdjustmentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(denyAdjustment, accountId, dto, ctx, { applicationId }),
      ),
    );
  }

  @Post(':accountId/refunds')
  @ForChapter('adjustments-and-refunds')
  @Roles('finance')
  @ApiOperation({
    summary: 'Pay the whole refund of a granted adjustment, with interest when late (N7)',
  })
  async refund(
    @Param('accountId') accountId: string,
    @Body() dto: IssueRefundDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new ExecuteAccountCommand(issueRefund, accountId, dto, ctx)),
    );
  }

  @Post(':accountId/penalty-waivers')
  @Roles('board')
  @ApiOperation({ summary: "The Board waives a bill's unpaid penalties" })
  async waive(
    @Param('accountId') accountId: string,
    @Body() dto: WaivePenaltiesDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new ExecuteAccountCommand(waivePenalties, accountId, dto, ctx)),
    );
  }

  @Post(':accountId/unit-status')
  @ForChapter('unit-facts')
  @Roles('clerk')
  @ApiOperation({ summary: "A unit's occupancy status from a date (W2, Watervliet)" })
  async unitStatus(
    @Param('accountId') accountId: string,
    @Body() dto: ChangeUnitStatusDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new ExecuteAccountCommand(changeUnitStatus, accountId, dto, ctx)),
    );
  }

  @Post(':accountId/water-turn-ons')
  @ForChapter('unit-facts')
  @Roles('clerk')
  @ApiOperation({ summary: "Water turned on at the building's service entry (W2, Watervliet)" })
  async waterTurnOn(
    @Param('accountId') accountId: string,
    @Body() dto: RecordWaterTurnOnDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(recordWaterTurnOn, accountId, dto, ctx),
      ),
    );
  }

  @Post(':accountId/occupancy-findings')
  @ForChapter('unit-facts')
  @Roles('clerk')
  @ApiOperation({ summary: 'A reduced unit found occupied (W2, Watervliet)' })
  async occupancyFinding(
    @Param('accountId') accountId: string,
    @Body() dto: RecordOccupancyFindingDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(recordOccupancyFinding, accountId, dto, ctx),
      ),
    );
  }

  @Post(':accountId/owner-changes')
  @Roles('clerk')
  @ApiOperation({
    summary: 'The property changed hands (C9): the account and its arrears stay with the parcel',
  })
  async ownerChange(
    @Param('accountId') accountId: string,
    @Body() dto: ChangeOwnerDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new ExecuteAccountCommand(changeOwner, accountId, dto, ctx)),
    );
  }

  @Post(':accountId/reclassifications')
  @Roles('finance')
  @ApiOperation({
    summary:
      "The Assessor's classification from a date (N12, change of use); bills from then use it",
  })
  async reclassify(
    @Param('accountId') accountId: string,
    @Body() dto: ReclassifyAccountDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new ExecuteAccountCommand(reclassifyAccount, accountId, dto, ctx),
      ),
    );
  }

  @Post(':accountId/utilization-forms')
  @ForChapter('utilization-forms')
  @Roles('clerk')
  @ApiOperation({
    summary:
      'A sworn utilization form filed (N10, Northport); a filing dated before charges fell reverses them in the next penalty run',
  })
  async utilizationForm(
    @Param('accountId') accountId: string,
    @Body() dto: FileUtilizationFormDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return respond(
      res,
      await this.commands.execute(new FileUtilizationFormCommand(accountId, dto, ctx)),
    );
  }
}
