import { Module } from '@nestjs/common';
import { ImportOpeningBalancesHandler } from './import-opening-balances.command';
import { OpeningBalancesImporter } from './opening-balances-importer';

/** C12: going live from the old system's open items. */
@Module({
  providers: [OpeningBalancesImporter, ImportOpeningBalancesHandler],
  exports: [OpeningBalancesImporter],
})
export class ImportOpeningBalancesModule {}
