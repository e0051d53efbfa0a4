import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LedgerModule, LedgerModuleOptions } from '@ledger/ledger';
import { AccountsApiModule } from './controllers/accounts-api.module';
import { FeedApiModule } from './controllers/feed-api.module';
import { ReportsApiModule } from './controllers/reports-api.module';
import { RunsApiModule } from './controllers/runs-api.module';
import { ServiceApiModule } from './controllers/service-api.module';
import { AuthGuard } from './http/auth';
import { ErrorFilter } from './http/error-filter';
import { ScopeModule } from './http/scope.module';
import { ledgerValidationPipe } from './http/validation';
import { NorthportApiModule } from './municipalities/northport/northport-api.module';
import { WatervlietApiModule } from './municipalities/watervliet/watervliet-api.module';

/** The HTTP API: the ledger, its routes by feature, and what every request passes (validation, the key, errors). */
@Module({})
export class AppModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LedgerModule.forRoot(options),
        ScopeModule,
        AccountsApiModule,
        NorthportApiModule,
        WatervlietApiModule,
        RunsApiModule,
        ReportsApiModule,
        FeedApiModule,
        // last: the common `:municipality/rate-schedules` after the municipalities' own routes
        ServiceApiModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: ledgerValidationPipe },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
