import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Jobs, ROLES } from '@ledger/ledger';
import { Roles } from '../http/auth';

@ApiTags('jobs')
@Controller('v1/jobs')
export class JobsController {
  constructor(private readonly jobs: Jobs) {}

  @Get(':jobId')
  @Roles(...ROLES)
  @ApiOperation({
    summary: 'A long operation started with `Prefer: respond-async`: { jobId, kind, state: queued|running|succeeded|failed, done, total, startedAt, finishedAt, result, error }',
  })
  get(@Param('jobId') jobId: string) {
    const job = /^[0-9a-f-]{36}$/.test(jobId) ? this.jobs.get(jobId) : null;
    if (!job) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: `job ${jobId} not found` });
    return job;
  }
}
