import { counted, csvRows, MUNICIPALITY_IDS } from '@ledger/domain';
import { BadRequestException, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  IsIntegerIn,
  IsOneOf,
  AgingAnswer,
  AsOfQueryDto,
  ContradictedEstimatesAnswer,
  GetContradictedEstimatesQuery,
  GetAgingQuery,
  IsCivilDate,
  JobAnswer,
  Jobs,
  OfficeRecords,
  PaymentsReceivedAnswer,
  READERS,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { runAsJob } from '../http/as-job';
import { attachment, CSV } from '../http/attachment';
import { Roles } from '../http/auth';
import { Answers } from '../http/answers';

class AgingQueryDto extends AsOfQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsOneOf(['json', 'csv'])
  format?: 'json' | 'csv';

  @ApiPropertyOptional({
    example: 200,
    description:
      'at most this many rows (paging; the console asks 200); the totals and `accounts` are always of every account owing. Default: every row',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(1, 100_000)
  limit?: number;

  @ApiPropertyOptional({
    example: 0,
    description: 'how many of the accounts owing (in account order) to skip before the first row',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(0, 10_000_000)
  offset?: number;
}

class PaymentsQueryDto {
  @ApiProperty({ example: '2026-01-15', description: 'first day received (C2: inclusive)' })
  @IsCivilDate()
  from: string;

  @ApiPropertyOptional({
    example: '2026-01-15',
    description: 'last day received; default the same as from',
  })
  @IsOptional()
  @IsCivilDate()
  to?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsOneOf(['json', 'csv'])
  format?: 'json' | 'csv';
}

const BUCKETS = ['current', '1-30', '31-60', '61-90', '91-180', 'over-180'] as const;

function csv(res: HttpReply, filename: string, rows: string[][]): string {
  attachment(res, filename, CSV);
  return csvRows(rows);
}

function known(municipality: string): void {
  if (!MUNICIPALITY_IDS.includes(municipality))
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: `municipality must be one of ${MUNICIPALITY_IDS.join(', ')}`,
    });
}

@ApiTags('reports')
@Controller('v1/municipalities')
export class ReportsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly jobs: Jobs,
    private readonly records: OfficeRecords,
  ) {}

  @Get(':municipality/aging')
  @Roles(...READERS)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      "Aging as of a date: every account's arrears by days past due (current, 1-30, 31-60, 61-90, 91-180, over 180), and the totals; limit and offset page the rows (the totals are of every account); format=csv with a totals row",
  })
  @Answers(AgingAnswer, 'query', { job: JobAnswer, csv: true })
  async aging(
    @Param('municipality') municipality: string,
    @Query() query: AgingQueryDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    known(municipality);
    const answer = await runAsJob(
      this.jobs,
      req,
      res,
      'aging',
      async () => ({
        status: 200,
        body: await this.queries.execute(
          new GetAgingQuery(
            municipality,
            query.asOf,
            query.limit === undefined && query.offset === undefined
              ? undefined
              : { offset: query.offset ?? 0, limit: query.limit ?? null },
          ),
        ),
      }),
      { readOnly: true },
    );
    if (query.format !== 'csv' || !('rows' in answer)) return answer;
    return csv(res, `aging-${municipality}-${answer.asOf}.csv`, [
      ['accountId', 'parcelId', 'owner', ...BUCKETS, 'total'],
      ...answer.rows.map((r) => [
        r.accountId,
        r.parcelId ?? '',
        r.owner,
        ...BUCKETS.map((b) => r[b]),
        r.total,
      ]),
      [
        `total (${counted(answer.accounts, 'account')})`,
        '',
        '',
        ...BUCKETS.map((b) => answer.totals[b]),
        answer.totals.total,
      ],
    ]);
  }

  @Get(':municipality/estimated-bills-contradicted')
  @Roles(...READERS)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      'N3/C11: bills rendered from estimates now contradicted: each bill made from an estimated water source that a later actual reading contradicts, with the gallons estimated and read, the total billed and the actual, and the rent billed (each to be voided and replaced, C11)',
  })
  @Answers(ContradictedEstimatesAnswer, 'query')
  async estimatedBillsContradicted(@Param('municipality') municipality: string) {
    known(municipality);
    return this.queries.execute(new GetContradictedEstimatesQuery(municipality));
  }

  @Get(':municipality/payments')
  @Roles(...READERS)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      "Payments received by day (the deposit slip): each day's count and total by method and by batch (an import file, or the counter and who took it), every payment, and the returned checks of those days (C4); format=csv",
  })
  @Answers(PaymentsReceivedAnswer, 'query', { csv: true })
  async payments(
    @Param('municipality') municipality: string,
    @Query() query: PaymentsQueryDto,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    known(municipality);
    const report = await this.records.paymentsReceived(query.from, query.to ?? query.from, [
      municipality,
    ]);
    if (query.format !== 'csv') return { municipality, ...report };
    return csv(res, `payments-${municipality}-${query.from}-${query.to ?? query.from}.csv`, [
      [
        'receivedOn',
        'accountId',
        'paymentId',
        'method',
        'reference',
        'batch',
        'amount',
        'postedBy',
        'reversedOn',
      ],
      ...report.payments.map((p) => [
        p.receivedOn,
        p.accountId,
        p.paymentId,
        p.method ?? '',
        p.reference ?? '',
        p.batch,
        p.amount,
        p.postedBy,
        p.reversedOn ?? '',
      ]),
      ...report.days.flatMap((d) =>
        d.byMethod.map((m) => [
          d.date,
          '',
          '',
          m.method,
          '',
          `total of the day by method (${m.count})`,
          m.amount,
          '',
          '',
        ]),
      ),
      [
        '',
        '',
        '',
        '',
        '',
        `total (${counted(report.totals.count, 'payment')})`,
        report.totals.amount,
        '',
        '',
      ],
    ]);
  }
}
