import {
  BadRequestException,
  Body,
  Controller,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import type { HttpReply, HttpRequest } from '../http/http';
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
  @ApiQuery({
    name: 'fileName',
    required: false,
    description:
      "the uploaded file's name (the run register names the import by it, the deposit report its lockbox batch)",
  })
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string' } })
  @Answers(ImportAnswer, 'command', { job: JobAnswer })
  async import(
    @Param('kind') kind: string,
    @Query('fileName') fileName: unknown,
    @Body() body: unknown,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
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
    if (
      fileName !== undefined &&
      // eslint-disable-next-line no-control-regex
      (typeof fileName !== 'string' || !/^[^\u0000-\u001f\u007f/\\]{1,200}$/.test(fileName))
    )
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message:
          'The file name must be 1 to 200 characters, without slashes or control characters.',
        fields: { fileName: ['Give the file name without its folder, at most 200 characters.'] },
      });
    const named = typeof fileName === 'string' ? fileName : undefined;
    return runAsJob(this.jobs, req, res, `import-${kind}`, async (progress) => {
      const report: ImportReport = await this.commands.execute(
        new ImportCsvCommand(kind as ImportKind, body, ctx, progress, named),
      );
      if (report.errors.length > 0)
        throw new UnprocessableEntityException({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: `${report.errors.length} bad line(s): nothing was imported`,
          ...report,
        });
      // the same file again (every line already there) wrote nothing: a repeat (C8)
      return {
        status: report.applied > 0 ? 201 : 200,
        body: report,
        replayed: report.records > 0 && report.unchanged === report.records,
      };
    });
  }
}
