import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BillRunDto, CommandContext, PenaltyRunDto, RunBillRunCommand, RunPenaltiesCommand } from '@ledger/ledger';
import type { Response } from 'express';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';

@ApiTags('runs')
@Controller('v1')
export class RunsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bill-runs')
  @Roles('finance')
  @ApiOperation({ summary: 'Bill every liable account with usage (N1, N2, N3); skipped accounts are listed with their reason' })
  async billRun(@Body() dto: BillRunDto, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) res: Response) {
    return respond(res, await this.commands.execute(new RunBillRunCommand(dto, ctx)));
  }

  @Post('penalty-runs')
  @Roles('finance')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reconcile penalties through a date (C6, C7, N4); running it twice changes nothing' })
  async penaltyRun(@Body() dto: PenaltyRunDto, @Ctx() ctx: CommandContext) {
    return this.commands.execute(new RunPenaltiesCommand(dto, ctx));
  }
}
