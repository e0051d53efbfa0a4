import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { scopeOf } from '../http/scope';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AccountAnswer,
  BalanceAnswer,
  PayoffAnswer,
  ReadingsAnswer,
  SearchAnswer,
  StatementAnswer,
  AsKnownAtQueryDto,
  BalanceQueryDto,
  CommandContext,
  GetAccountQuery,
  GetBalanceQuery,
  GetPayoffQuery,
  GetReadingsQuery,
  GetStatementQuery,
  OpenAccountCommand,
  OpenAccountDto,
  PayoffQueryDto,
  StatementQueryDto,
} from '@ledger/ledger';
import { AccountDirectory, jsonArrayText, jsonObjectText, jsonText, READERS } from '@ledger/ledger';
import { SearchAccountsDto } from '../http/search-accounts.dto';
import type { HttpReply, HttpRequest } from '../http/http';
import { Answers } from '../http/answers';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';

@ApiTags('accounts')
@Controller('v1/accounts')
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly directory: AccountDirectory,
  ) {}

  @Post()
  @Roles('clerk')
  @ApiOperation({ summary: 'Open a sewer account (N2)' })
  @Answers(AccountAnswer, 'command')
  async open(
    @Body() dto: OpenAccountDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(res, await this.commands.execute(new OpenAccountCommand(dto, ctx)));
  }

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'Find accounts by the start of an account id or parcel id (letters and digits only: "12.-1-3" is "1213"), or by words of an owner name or mailing address (any order, each the start of a word, case-insensitive): a page of at most 50 (`limit`, `offset`) in account id order, `total` matching (counted to 1,000, then `capped`), each with its balance today',
  })
  @Answers(SearchAnswer)
  async search(
    @Query() query: SearchAccountsDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const text = query.query ?? '';
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const { total, capped, listings } = await this.directory.find(
      text,
      limit,
      scopeOf(req),
      offset,
    );
    // the answer as JSON text, each result as the directory stores it (#30)
    res.type('application/json');
    return jsonObjectText({
      query: jsonText(text),
      total: jsonText(total),
      capped: jsonText(capped),
      offset: jsonText(offset),
      limit: jsonText(limit),
      results: jsonArrayText(listings),
    });
  }

  @Get(':accountId')
  @Roles(...READERS)
  @ApiOperation({ summary: 'The account: its details, usage, bills and payments' })
  @Answers(AccountAnswer)
  async get(@Param('accountId') accountId: string, @Query() query: AsKnownAtQueryDto) {
    return this.queries.execute(new GetAccountQuery(accountId, query.knownAt));
  }

  @Get(':accountId/readings')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      "The water readings on file (N3): each source's reading of a period, actual or estimated, whether a later reading of its source restated it, the later actual that contradicts an estimate, and the bills made from it; as known at an instant (C3)",
  })
  @Answers(ReadingsAnswer)
  async readings(@Param('accountId') accountId: string, @Query() query: AsKnownAtQueryDto) {
    return this.queries.execute(new GetReadingsQuery(accountId, query.knownAt));
  }

  @Get(':accountId/payoff')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'What must be paid on a date to clear the account: the balance plus every accrual the rules make due by then that no run has booked yet (listed as not yet booked)',
  })
  @Answers(PayoffAnswer)
  async payoff(@Param('accountId') accountId: string, @Query() query: PayoffQueryDto) {
    return this.queries.execute(new GetPayoffQuery(accountId, query.on, query.knownAt));
  }

  @Get(':accountId/balance')
  @Roles(...READERS)
  @ApiOperation({ summary: 'Balance as of a date, as known at an instant (C3)' })
  @Answers(BalanceAnswer)
  async balance(@Param('accountId') accountId: string, @Query() query: BalanceQueryDto) {
    return this.queries.execute(new GetBalanceQuery(accountId, query.asOf, query.knownAt));
  }

  @Get(':accountId/statement')
  @Roles(...READERS)
  @ApiOperation({
    summary: 'Statement with running balance; each entry with effective date and recorded time',
  })
  @Answers(StatementAnswer)
  async statement(@Param('accountId') accountId: string, @Query() query: StatementQueryDto) {
    return this.queries.execute(
      new GetStatementQuery(accountId, query.from, query.to, query.knownAt),
    );
  }
}
