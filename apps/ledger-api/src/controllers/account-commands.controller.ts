import { applyDecorators, Body, Controller, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Static, TSchema } from '@sinclair/typebox';
import {
  type CommandContext,
  ChangeOwnerDto,
  ChangeUnitStatusDto,
  DenyAdjustmentDto,
  FileAdjustmentApplicationDto,
  FileUtilizationFormDto,
  GrantAdjustmentDto,
  IssueRefundDto,
  ReceivePaymentDto,
  ReclassifyAccountDto,
  RecordOccupancyFindingDto,
  RecordWaterTurnOnDto,
  RecordWaterUsageDto,
  RenderBillDto,
  ReversePaymentDto,
  WaivePenaltiesDto,
  VoidBillDto,
} from '@ledger/ledger';
import type { HttpReply } from '../http/http';
import { Answers, type Readable } from '../http/answers';
import { ForChapter, Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';
import {
  ACCOUNT_COMMANDS as ROUTES,
  type AccountCommandRoute,
  type Params,
} from './account-commands';

/** A method that serves a row: its path parameters, its body (the row's DTO), who sends it. */
type Serving<Dto, S extends TSchema> = (
  params: Params,
  dto: Dto,
  ctx: CommandContext,
  res: HttpReply,
) => Promise<Readable<Static<S>>>;

/**
 * A row's route on the method it decorates: the path beneath the account,
 * the roles, the chapter, the summary, the answer (201 when written, 200 on
 * a repeat: C8) and the path parameters. It fits only a method whose body is
 * the row's DTO and whose answer is the row's, so a row and its method
 * cannot drift apart without `tsc` failing.
 */
function AccountCommand<Dto, S extends TSchema>(row: AccountCommandRoute<Dto, S>) {
  const path = `:accountId/${row.path}`;
  const decorate = applyDecorators(
    Post(path),
    Roles(...row.roles),
    ...(row.chapter ? [ForChapter(row.chapter)] : []),
    ApiOperation({ summary: row.summary }),
    Answers(row.answer, 'command') as MethodDecorator,
    ...[...path.matchAll(/:(\w+)/g)].map(([, name]) =>
      ApiParam({ name: name!, type: String, required: true }),
    ),
  );
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Serving<Dto, S>>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

/**
 * Every command on one account (`ACCOUNT_COMMANDS`): a method a row, each
 * named as its row and each running the one `execute`, so a route has a
 * method to read, jump to and set a breakpoint in.
 */
@ApiTags('accounts')
@Controller('v1/accounts')
export class AccountCommandsController {
  constructor(readonly commands: CommandBus) {}

  /** The row's command on the account, answered 201 when written and 200 on a repeat (C8). */
  private async execute<Dto, S extends TSchema>(
    row: AccountCommandRoute<Dto, S>,
    { accountId, ...params }: Params,
    dto: Dto,
    ctx: CommandContext,
    res: HttpReply,
  ): Promise<Readable<Static<S>>> {
    return respond(res, await this.commands.execute(row.command(accountId!, dto, ctx, params)));
  }

  @AccountCommand(ROUTES.usage)
  usage(
    @Param() params: Params,
    @Body() dto: RecordWaterUsageDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.usage, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.bill)
  bill(
    @Param() params: Params,
    @Body() dto: RenderBillDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.bill, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.pay)
  pay(
    @Param() params: Params,
    @Body() dto: ReceivePaymentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.pay, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.reverse)
  reverse(
    @Param() params: Params,
    @Body() dto: ReversePaymentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.reverse, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.fileApplication)
  fileApplication(
    @Param() params: Params,
    @Body() dto: FileAdjustmentApplicationDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.fileApplication, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.grant)
  grant(
    @Param() params: Params,
    @Body() dto: GrantAdjustmentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.grant, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.deny)
  deny(
    @Param() params: Params,
    @Body() dto: DenyAdjustmentDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.deny, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.refund)
  refund(
    @Param() params: Params,
    @Body() dto: IssueRefundDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.refund, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.voidBill)
  voidBill(
    @Param() params: Params,
    @Body() dto: VoidBillDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.voidBill, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.waive)
  waive(
    @Param() params: Params,
    @Body() dto: WaivePenaltiesDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.waive, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.unitStatus)
  unitStatus(
    @Param() params: Params,
    @Body() dto: ChangeUnitStatusDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.unitStatus, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.waterTurnOn)
  waterTurnOn(
    @Param() params: Params,
    @Body() dto: RecordWaterTurnOnDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.waterTurnOn, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.occupancyFinding)
  occupancyFinding(
    @Param() params: Params,
    @Body() dto: RecordOccupancyFindingDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.occupancyFinding, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.ownerChange)
  ownerChange(
    @Param() params: Params,
    @Body() dto: ChangeOwnerDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.ownerChange, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.reclassify)
  reclassify(
    @Param() params: Params,
    @Body() dto: ReclassifyAccountDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.reclassify, params, dto, ctx, res);
  }

  @AccountCommand(ROUTES.utilizationForm)
  utilizationForm(
    @Param() params: Params,
    @Body() dto: FileUtilizationFormDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.execute(ROUTES.utilizationForm, params, dto, ctx, res);
  }
}
