import { Module } from '@nestjs/common';
import { CsvImporter, ImportCsvHandler } from './import-csv';

/** CSV imports: the assessor's roll, the water supplier's usage, the bank's lockbox. */
@Module({
  providers: [CsvImporter, ImportCsvHandler],
  exports: [CsvImporter],
})
export class ImportsModule {}
