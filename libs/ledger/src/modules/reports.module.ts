import { Module } from '@nestjs/common';
import { Documents } from '../documents/documents';
import { GetAgingHandler } from '../get-aging/get-aging.handler';
import { GetContradictedEstimatesHandler } from '../get-contradicted-estimates/get-contradicted-estimates.handler';
import { JournalViews } from '../journal/journal-views';

/** What the office prints and reconciles: aging, bills from estimates now contradicted (N3), the journal and trial balance, the printed documents. */
@Module({
  providers: [GetAgingHandler, GetContradictedEstimatesHandler, JournalViews, Documents],
  exports: [JournalViews, Documents],
})
export class ReportsModule {}
