import { Module } from '@nestjs/common';
import { AccountCommandHandler } from '../account-command/account-command';
import { FileUtilizationFormHandler } from '../file-utilization-form/file-utilization-form.handler';
import { GetAccountHandler } from '../get-account/get-account.handler';
import { GetBalanceHandler } from '../get-balance/get-balance.handler';
import { GetReadingsHandler } from '../get-readings/get-readings.handler';
import { GetPayoffHandler } from '../get-payoff/get-payoff.handler';
import { GetStatementHandler } from '../get-statement/get-statement.handler';
import { OpenAccountHandler } from '../open-account/open-account.handler';
import { RecordWaterUsageHandler } from '../record-water-usage/record-water-usage.handler';
import { RenderBillHandler } from '../render-bill/render-bill.handler';

/** One account's work: open it, record its usage and facts, bill it, take its payments, answer its balance, statement and payoff (C1-C10, N1-N4, N6, N7, N12). */
@Module({
  providers: [
    AccountCommandHandler,
    OpenAccountHandler,
    GetAccountHandler,
    RecordWaterUsageHandler,
    RenderBillHandler,
    GetBalanceHandler,
    GetPayoffHandler,
    GetReadingsHandler,
    GetStatementHandler,
    FileUtilizationFormHandler,
  ],
})
export class AccountsModule {}
