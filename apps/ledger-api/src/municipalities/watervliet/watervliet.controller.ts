import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdoptWatervlietRatesCommand,
  AdoptWatervlietRatesDto,
  CommandContext,
  JobAnswer,
  Jobs,
  RecordTaxSaleCommand,
  RecordTaxSaleDto,
  TaxSaleAnswer,
  WatervlietRateScheduleAnswer,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../../http/http';
import { runAsJob, written } from '../../http/as-job';
import { Roles } from '../../http/auth';
import { Ctx } from '../../http/request-context';
import { respond } from '../../http/respond';
import { Answers } from '../../http/answers';

@ApiTags('municipalities')
@Controller('v1/municipalities/watervliet')
export class WatervlietController {
  constructor(
    private readonly commands: CommandBus,
    private readonly jobs: Jobs,
  ) {}

  @Post('rate-schedules')
  @Roles('finance')
  @ApiOperation({ summary: 'Adopt the amounts in force for a range of billing periods (W2)' })
  @Answers(WatervlietRateScheduleAnswer, 'command')
  async adoptRates(
    @Body() dto: AdoptWatervlietRatesDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(res, await this.commands.execute(new AdoptWatervlietRatesCommand(dto, ctx)));
  }

  @Post('tax-sales')
  @Roles('finance')
  @ApiOperation({
    summary:
      'Record a tax sale (W3): accounts with rent unpaid the day before are listed, the advertising cost charged once per parcel; from then a further 10% a year accrues in penalty runs. With `Prefer: respond-async`: 202 and the job',
  })
  @Answers(TaxSaleAnswer, 'command', { job: JobAnswer })
  async taxSale(
    @Body() dto: RecordTaxSaleDto,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return runAsJob(this.jobs, req, res, 'tax-sale', async (progress) =>
      written(await this.commands.execute(new RecordTaxSaleCommand(dto, ctx, progress))),
    );
  }
}
