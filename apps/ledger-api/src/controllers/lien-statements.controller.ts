import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { lienStatementCsv, MUNICIPALITY_IDS, type LienLine } from '@ledger/domain';
import {
  CommandContext,
  GetLienStatementQuery,
  JobAnswer,
  LevyAnswer,
  LevyLienStatementCommand,
  LevyLienStatementDto,
  LienStatementAnswer,
  LienStatementsAnswer,
  OfficeRecords,
  PrepareLienStatementCommand,
  PrepareLienStatementDto,
} from '@ledger/ledger';
import { Jobs, READERS } from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { runAsJob, written } from '../http/as-job';
import { attachment, CSV } from '../http/attachment';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';
import { Answers } from '../http/answers';

@ApiTags('liens')
@Controller('v1/lien-statements')
export class LienStatementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly jobs: Jobs,
    private readonly records: OfficeRecords,
  ) {}

  @Get()
  @Roles(...READERS)
  @ApiQuery({ name: 'municipality', required: true, enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      "A municipality's lien statements prepared (N9, W3, Q4), the latest cut-off first: each statement's id, cut-off, tax year, parcels, total, when it was prepared, and whether and when it was levied",
  })
  @Answers(LienStatementsAnswer)
  list(@Query('municipality') municipality: string | undefined) {
    if (!municipality || !MUNICIPALITY_IDS.includes(municipality))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: `municipality must be one of ${MUNICIPALITY_IDS.join(', ')}`,
        fields: { municipality: [`must be one of ${MUNICIPALITY_IDS.join(', ')}`] },
      });
    return this.records.lienStatements(municipality);
  }

  @Post()
  @Roles('finance')
  @ApiOperation({
    summary:
      'Prepare the statement of liens for rents in arrears as of a cut-off (N9, W3); nothing is levied',
  })
  @Answers(LienStatementAnswer, 'command', { job: JobAnswer })
  async prepare(
    @Body() dto: PrepareLienStatementDto,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return runAsJob(this.jobs, req, res, 'lien-statement', async (progress) =>
      written(await this.commands.execute(new PrepareLienStatementCommand(dto, ctx, progress))),
    );
  }

  @Get(':statementId')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'The statement (JSON), or with format=csv: parcelId,owner,accountId,rent,penalties,total; once levied, the figures the levy put on the tax roll and a last column `levied` (false: paid before the levy, 0.00)',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @Answers(LienStatementAnswer, 'query', { csv: true })
  async get(
    @Param('statementId') statementId: string,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const statement = await this.queries.execute(new GetLienStatementQuery(statementId));
    if (format === 'csv') {
      attachment(res, `lien-statement-${statementId}.csv`, CSV);
      // once levied, what the levy put on the tax roll (a parcel paid before it: levied false, 0.00)
      return lienStatementCsv(statement.lines as LienLine[], statement.leviedLines);
    }
    return statement;
  }

  @Post(':statementId/levy')
  @Roles('board')
  @ApiOperation({
    summary:
      'Levy the statement on the tax roll: LienLevied on each account; levied bills accrue nothing more (N9)',
  })
  @Answers(LevyAnswer, 'command')
  async levy(
    @Param('statementId') statementId: string,
    @Body() dto: LevyLienStatementDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(
      res,
      await this.commands.execute(new LevyLienStatementCommand(statementId, dto, ctx)),
    );
  }
}
