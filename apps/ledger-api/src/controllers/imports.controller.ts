import {
  BadRequestException,
  Body,
  Controller,
  Param,
  Post,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CommandContext,
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  ImportAnswer,
  ImportCsvCommand,
  ImportKind,
  ImportReport,
  JobAnswer,
  Jobs,
} from '@ledger/ledger';
import type { Request, Response } from 'express';
import { runAsJob } from '../http/as-job';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { Answers } from '../http/answers';

@ApiTags('imports')
@Controller('v1/imports')
export class ImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly jobs: Jobs,
  ) {}

  @Post(':kind')
  @Roles('clerk')
  @ApiOperation({
    summary:
      "Import a CSV file (assessor's roll, water supplier's usage, bank lockbox payments): validated whole, then applied; the same file twice changes nothing",
    description: Object.entries(IMPORT_COLUMNS)
      .map(([kind, columns]) => `${kind}: ${columns.join(',')}`)
      .join('\n'),
  })
  @ApiParam({ name: 'kind', enum: IMPORT_KINDS })
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string' } })
  @Answers(ImportAnswer, 'command', { job: JobAnswer })
  async import(
    @Param('kind') kind: string,
    @Body() body: unknown,
    @Ctx() ctx: CommandContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!(IMPORT_KINDS as readonly string[]).includes(kind))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: `kind must be one of ${IMPORT_KINDS.join(', ')}`,
      });
    if (typeof body !== 'string')
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'send the file as Content-Type: text/csv',
      });
    return runAsJob(this.jobs, req, res, `import-${kind}`, async (progress) => {
      const report: ImportReport = await this.commands.execute(
        new ImportCsvCommand(kind as ImportKind, body, ctx, progress),
      );
      if (report.errors.length > 0)
        throw new UnprocessableEntityException({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: `${report.errors.length} bad line(s): nothing was imported`,
          ...report,
        });
      return { status: report.applied > 0 ? 201 : 200, body: report };
    });
  }
}
