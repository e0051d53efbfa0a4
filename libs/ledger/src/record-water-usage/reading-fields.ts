import { type AccountOpened, maxDate, type RecordWaterUsage, tariffOf } from '@ledger/domain';
import type { CorrectedReadingDto } from '../render-bill/render-bill.dto';

/**
 * N3: a reading's fields as the decider takes them, from a request's (the
 * reading's own request, or a correction's `reading`): the date it is known
 * to be true is its own, or the first day of its billing period (the day the
 * account opened, if later), never the day it was typed; a bill of the
 * period is dated within it.
 */
export function readingFields(
  dto: CorrectedReadingDto,
  account: AccountOpened['data'],
  period: string,
): Omit<RecordWaterUsage, 'kind' | 'period' | 'today'> {
  return {
    totalGallons: dto.totalGallons,
    meteredNonDischargedGallons: dto.meteredNonDischargedGallons ?? null,
    source: dto.source,
    estimated: dto.estimated,
    readOn:
      dto.readOn ?? maxDate(tariffOf(account.municipality).periods.start(period), account.openedOn),
  };
}
