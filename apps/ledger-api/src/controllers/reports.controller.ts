import { MUNICIPALITY_IDS } from '@ledger/domain';
import { BadRequestException, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AsOfQueryDto, GetAgingQuery, Jobs, READERS } from '@ledger/ledger';
import type { Request, Response } from 'express';
import { runAsJob } from '../http/as-job';
import { Roles } from '../http/auth';

@ApiTags('reports')
@Controller('v1/municipalities')
export class ReportsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly jobs: Jobs,
  ) {}

  @Get(':municipality/aging')
  @Roles(...READERS)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({ summary: 'Aging as of a date: every account\'s arrears by days past due (current, 1-30, 31-60, 61-90, 91-180, over 180), and the totals' })
  async aging(@Param('municipality') municipality: string, @Query() query: AsOfQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (!MUNICIPALITY_IDS.includes(municipality)) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: `municipality must be one of ${MUNICIPALITY_IDS.join(', ')}` });
    return runAsJob(this.jobs, req, res, 'aging', async () => ({ status: 200, body: await this.queries.execute(new GetAgingQuery(municipality, query.asOf)) }));
  }
}
