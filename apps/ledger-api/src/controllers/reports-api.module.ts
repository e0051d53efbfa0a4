import { Module } from '@nestjs/common';
import { ReportsModule } from '@ledger/ledger';
import { DocumentsController } from './documents.controller';
import { JournalController } from './journal.controller';
import { ReportsController } from './reports.controller';

/** What the office reads and prints: aging, payments received, the journal, the documents. */
@Module({
  imports: [ReportsModule],
  controllers: [ReportsController, JournalController, DocumentsController],
})
export class ReportsApiModule {}
