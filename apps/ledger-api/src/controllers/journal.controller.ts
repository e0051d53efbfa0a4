import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { scopeOf } from '../http/scope';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  IsOneOf,
  BalanceQueryDto,
  Clock,
  JournalAnswer,
  JournalViews,
  READERS,
  StatementQueryDto,
  TrialBalanceAnswer,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { attachment, CSV } from '../http/attachment';
import { Roles } from '../http/auth';
import { Answers } from '../http/answers';

class JournalQueryDto extends StatementQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsOneOf(['json', 'csv'])
  format?: 'json' | 'csv';
}

@ApiTags('journal')
@Controller('v1')
export class JournalController {
  constructor(
    private readonly journal: JournalViews,
    private readonly clock: Clock,
  ) {}

  @Get('journal')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'The double-entry journal (chart: cash, receivables, deposits, refunds payable, tax roll, revenues), as known now or at `knownAt` (C3); format=csv for a general-ledger package',
  })
  @Answers(JournalAnswer, 'query', { csv: true })
  async entries(
    @Query() query: JournalQueryDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    if (query.format === 'csv') {
      // made first: a refusal (C2) is answered as JSON, not as a CSV download
      const csv = await this.journal.csv(query.from, query.to, scopeOf(req), query.knownAt);
      attachment(res, 'journal.csv', CSV);
      return csv;
    }
    return this.journal.journal(query.from, query.to, scopeOf(req), query.knownAt);
  }

  @Get('trial-balance')
  @Roles(...READERS)
  @ApiOperation({
    summary: 'Trial balance as of a date, as known at an instant (C3): debits always equal credits',
  })
  @Answers(TrialBalanceAnswer)
  trialBalance(@Query() query: BalanceQueryDto, @Req() req: HttpRequest) {
    return this.journal.trialBalance(query.asOf ?? this.clock.today(), scopeOf(req), query.knownAt);
  }
}
