import { Module } from '@nestjs/common';
import { ImportOpeningBalancesModule } from '@ledger/ledger';
import { ImportsController } from './imports.controller';
import { OpeningBalancesController } from './opening-balances.controller';
import { JobsController } from './jobs.controller';
import { LienStatementsController } from './lien-statements.controller';
import { RunsController } from './runs.controller';

/** The long operations (bill and penalty runs, lien statements, imports) and the run register. */
@Module({
  imports: [ImportOpeningBalancesModule],
  controllers: [
    RunsController,
    LienStatementsController,
    OpeningBalancesController,
    ImportsController,
    JobsController,
  ],
})
export class RunsApiModule {}
