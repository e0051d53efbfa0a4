import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { FeedModule } from './feed/feed.module';
import { ImportOpeningBalancesModule } from './import-opening-balances/import-opening-balances.module';
import { ImportsModule } from './imports/imports.module';
import { LedgerCoreModule } from './infrastructure/core.module';
import type { LedgerModuleOptions } from './infrastructure/ledger-options';
import { AccountsModule } from './modules/accounts.module';
import { ReportsModule } from './modules/reports.module';
import { RunsModule } from './modules/runs.module';
import { NorthportModule } from './municipalities/northport/northport.module';
import { WatervlietModule } from './municipalities/watervliet/watervliet.module';

/** The features, each its own module over the shared core; a municipality with routes of its own has one in its folder. */
const FEATURES = [
  AuthModule,
  AccountsModule,
  RunsModule,
  ReportsModule,
  ImportsModule,
  ImportOpeningBalancesModule,
  FeedModule,
  NorthportModule,
  WatervlietModule,
];

/** The application (what the API and the CLI start): the core and every feature. */
@Module({})
export class LedgerModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    return {
      module: LedgerModule,
      imports: [LedgerCoreModule.forRoot(options), ...FEATURES],
      exports: FEATURES,
    };
  }
}
