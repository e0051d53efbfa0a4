import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  CommandContext,
  ConversionReport,
  ConversionReportAnswer,
  ConversionReports,
  ImportOpeningBalancesCommand,
  JobAnswer,
  Jobs,
  OPENING_BALANCE_COLUMNS,
  OpeningBalancesAnswer,
  READERS,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { Answers, AnswersFile } from '../http/answers';
import { attachment, CSV } from '../http/attachment';
import { runAsJob } from '../http/as-job';
import { Roles } from '../http/auth';
import {
  ConversionReportQueryDto,
  OpeningBalancesQueryDto,
} from '../http/opening-balances-query.dto';
import { Ctx } from '../http/request-context';
import { scopeOf } from '../http/scope';

/** C12: the five control totals a conversion must give (a dry run may leave them out). */
const EXPECT = {
  accounts: 'expectAccounts',
  rentUnpaid: 'expectRentUnpaid',
  penaltiesUnpaid: 'expectPenaltiesUnpaid',
  chargesUnpaid: 'expectChargesUnpaid',
  credits: 'expectCredits',
} as const;

@ApiTags('imports')
@Controller('v1/imports/opening-balances')
export class OpeningBalancesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly jobs: Jobs,
    private readonly reports: ConversionReports,
  ) {}

  @Get('report')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      "C12: the conversion report: every line brought in from the old system, the totals by kind beside the old system's control totals (format=csv: the same as CSV)",
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @Answers(ConversionReportAnswer, 'query', { csv: true })
  async report(
    @Query() query: ConversionReportQueryDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    // a key scoped to municipalities reads only a conversion of theirs (404 as a missing one)
    if (query.format === 'csv') {
      const csv = await this.reports.csv(query.source, query.conversionDate, scopeOf(req));
      attachment(res, `conversion-${query.source}-${query.conversionDate}.csv`, CSV);
      return csv;
    }
    return this.reports.report(query.source, query.conversionDate, scopeOf(req));
  }

  @Get('report/document')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: 'C12: the conversion report as the treasurer signs it (PDF): the same figures',
  })
  @AnswersFile('application/pdf')
  async document(
    @Query() query: ConversionReportQueryDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const pdf = await this.reports.pdf(query.source, query.conversionDate, scopeOf(req));
    attachment(res, `conversion-${query.source}-${query.conversionDate}.pdf`, 'application/pdf');
    return new StreamableFile(pdf);
  }

  @Post()
  @Roles('finance')
  @ApiOperation({
    summary:
      "C12: go live from the old system: its open items as of the conversion date, checked whole against the old system's control totals; refused whole (422) on any bad line or difference; dryRun=true writes nothing; the same file twice changes nothing",
    description: `columns: ${OPENING_BALANCE_COLUMNS.join(',')} (the municipality's own period column; a credit line has no billId)`,
  })
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string' } })
  @Answers(OpeningBalancesAnswer, 'command', { job: JobAnswer })
  async convert(
    @Query() query: OpeningBalancesQueryDto,
    @Body() body: unknown,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    if (typeof body !== 'string')
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'send the file as Content-Type: text/csv',
      });
    const dryRun = query.dryRun === 'true';
    const expect = Object.fromEntries(
      Object.entries(EXPECT)
        .filter(([, param]) => query[param] !== undefined)
        .map(([total, param]) => [total, query[param]]),
    );
    const missing = Object.values(EXPECT).filter((param) => query[param] === undefined);
    if (!dryRun && missing.length > 0)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        rule: 'C12',
        message: `Give the old system's control totals to convert (${missing.join(', ')} missing), or dryRun=true to see the file's own totals first.`,
      });
    return runAsJob(this.jobs, req, res, 'import-opening-balances', async (progress) => {
      const report: ConversionReport = await this.commands.execute(
        new ImportOpeningBalancesCommand(
          body,
          { source: query.source, conversionDate: query.conversionDate, expect, dryRun },
          ctx,
          progress,
        ),
      );
      if (report.errors.length > 0 || report.differences.length > 0)
        throw new UnprocessableEntityException({
          statusCode: 422,
          error: 'Unprocessable Entity',
          rule: 'C12',
          message: [
            report.differences.length > 0
              ? `the file's totals differ from the old system's: ${report.differences.map((d) => d.message).join('; ')}`
              : '',
            report.errors.length > 0 ? `${report.errors.length} bad line(s)` : '',
          ]
            .filter(Boolean)
            .concat('nothing was converted')
            .join('; '),
          ...report,
        });
      return { status: !dryRun && report.applied > 0 ? 201 : 200, body: report };
    });
  }
}
