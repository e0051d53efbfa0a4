import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthGuard } from './http/auth';
import { MeController } from './controllers/me.controller';
import { RequestScope } from './http/scope';
import { LedgerModule, LedgerModuleOptions } from '@ledger/ledger';
import { AccountsController } from './controllers/accounts.controller';
import { AccountCommandsController } from './controllers/account-commands.controller';
import { HealthController } from './controllers/health.controller';
import { NorthportController } from './municipalities/northport/northport.controller';
import { RunsController } from './controllers/runs.controller';
import { LienStatementsController } from './controllers/lien-statements.controller';
import { WatervlietController } from './municipalities/watervliet/watervliet.controller';
import { ImportsController } from './controllers/imports.controller';
import { FeedController } from './controllers/feed.controller';
import { JournalController } from './controllers/journal.controller';
import { ReportsController } from './controllers/reports.controller';
import { SubscriptionsController } from './controllers/subscriptions.controller';
import { JobsController } from './controllers/jobs.controller';
import { DocumentsController } from './controllers/documents.controller';
import { MunicipalitiesController } from './controllers/municipalities.controller';
import { ErrorFilter } from './http/error-filter';
import { ledgerValidationPipe } from './http/validation';

@Module({})
export class AppModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [LedgerModule.forRoot(options)],
      controllers: [
        HealthController,
        AccountsController,
        AccountCommandsController,
        NorthportController,
        WatervlietController,
        RunsController,
        LienStatementsController,
        ImportsController,
        FeedController,
        SubscriptionsController,
        JournalController,
        ReportsController,
        JobsController,
        MunicipalitiesController,
        MeController,
        DocumentsController,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: ledgerValidationPipe },
        { provide: APP_FILTER, useClass: ErrorFilter },
        RequestScope,
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
