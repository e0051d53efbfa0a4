import { Controller, Get, NotFoundException, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { IsIntegerIn, JobAnswer, Jobs, READERS, ROLES, RunRegisterAnswer } from '@ledger/ledger';
import type { HttpRequest } from '../http/http';
import { Answers } from '../http/answers';
import { Roles } from '../http/auth';
import { scopeOf } from '../http/scope';

/** The id of the key that asks (null when authentication is off). */
const keyIdOf = (req: HttpRequest) => req.principal?.keyId ?? null;

/** The kinds of long work the API runs as jobs (imports are `import-<kind>`, e.g. `import-payments`). */
const JOB_KINDS = [
  'bill-run',
  'penalty-run',
  'lien-statement',
  'aging',
  'tax-sale',
  'import-accounts',
  'import-usage',
  'import-payments',
];

class RunRegisterQueryDto {
  @ApiPropertyOptional({ enum: JOB_KINDS, description: 'only jobs of this kind' })
  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: 'kind must be a job kind, e.g. bill-run' })
  kind?: string;

  @ApiPropertyOptional({ example: 50, description: 'at most 200' })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(1, 200)
  limit?: number;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    description:
      'only jobs started before this instant (the next page: the last startedAt of this one)',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  before?: string;
}

@ApiTags('jobs')
@Controller('v1/jobs')
export class JobsController {
  constructor(private readonly jobs: Jobs) {}

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'The run register: past and running bill runs, penalty runs, imports, lien statements and reports, latest first, each with who started it, when, what was asked and the result',
  })
  @Answers(RunRegisterAnswer)
  async list(@Query() query: RunRegisterQueryDto, @Req() req: HttpRequest) {
    const jobs = await this.jobs.list({
      kinds: query.kind ? [query.kind] : undefined,
      municipalities: scopeOf(req),
      keyId: keyIdOf(req),
      limit: query.limit ?? 50,
      before: query.before,
    });
    return { jobs };
  }

  @Get(':jobId')
  @Roles(...ROLES)
  @ApiOperation({
    summary:
      'A long operation started with `Prefer: respond-async`: { jobId, kind, state: queued|running|succeeded|failed, done, total, startedAt, finishedAt, result, error, startedBy, municipality }',
  })
  @Answers(JobAnswer)
  async get(@Param('jobId') jobId: string, @Req() req: HttpRequest) {
    // a scoped key reads its municipalities' jobs and its own; any other answers as a missing one
    const job = /^[0-9a-f-]{36}$/.test(jobId)
      ? await this.jobs.get(jobId, { municipalities: scopeOf(req), keyId: keyIdOf(req) })
      : null;
    if (!job)
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `job ${jobId} not found`,
      });
    return job;
  }
}
