import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BillRunAnswer,
  BillRunDto,
  CommandContext,
  JobAnswer,
  Jobs,
  PenaltyRunAnswer,
  PenaltyRunDto,
  RunBillRunCommand,
  RunPenaltiesCommand,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { Answers } from '../http/answers';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { runAsJob, written } from '../http/as-job';

@ApiTags('runs')
@Controller('v1')
export class RunsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly jobs: Jobs,
  ) {}

  @Post('bill-runs')
  @Roles('finance')
  @ApiOperation({
    summary:
      'Bill every liable account with usage (N1, N2, N3); skipped accounts are listed with their reason. With `Prefer: respond-async`: 202 and the job',
  })
  @Answers(BillRunAnswer, 'command', { job: JobAnswer })
  async billRun(
    @Body() dto: BillRunDto,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return runAsJob(this.jobs, req, res, 'bill-run', async (progress) =>
      written(await this.commands.execute(new RunBillRunCommand(dto, ctx, progress))),
    );
  }

  @Post('penalty-runs')
  @Roles('finance')
  @ApiOperation({
    summary:
      'Reconcile penalties through a date (C6, C7, N4); running it twice changes nothing. With `Prefer: respond-async`: 202 and the job',
  })
  @Answers(PenaltyRunAnswer, 'query', { job: JobAnswer })
  async penaltyRun(
    @Body() dto: PenaltyRunDto,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return runAsJob(this.jobs, req, res, 'penalty-run', async (progress) => ({
      status: 200,
      body: await this.commands.execute(new RunPenaltiesCommand(dto, ctx, progress)),
    }));
  }
}
