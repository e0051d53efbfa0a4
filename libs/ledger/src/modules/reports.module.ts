import { Module } from '@nestjs/common';
import { Documents } from '../documents/documents';
import { GetAgingHandler } from '../get-aging/get-aging.handler';
import { JournalViews } from '../journal/journal-views';

/** What the office prints and reconciles: aging, the journal and trial balance, the printed documents. */
@Module({
  providers: [GetAgingHandler, JournalViews, Documents],
  exports: [JournalViews, Documents],
})
export class ReportsModule {}
