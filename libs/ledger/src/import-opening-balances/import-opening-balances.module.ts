import { Module } from '@nestjs/common';
import { ImportOpeningBalancesHandler } from './import-opening-balances.command';
import { ConversionRecordRepository } from '../infrastructure/repositories';
import { ConversionReports } from './conversion-report';
import { OpeningBalancesImporter } from './opening-balances-importer';

/** C12: going live from the old system's open items. */
@Module({
  providers: [
    ConversionRecordRepository,
    OpeningBalancesImporter,
    ImportOpeningBalancesHandler,
    ConversionReports,
  ],
  exports: [OpeningBalancesImporter, ConversionReports],
})
export class ImportOpeningBalancesModule {}
