import { Injectable } from '@nestjs/common';
import type { AdoptedRate } from '@ledger/domain';
import { RateScheduleRepository } from '../infrastructure/repositories';
import { rateScheduleStream } from '../infrastructure/streams';

/** N5: the rate the Board adopted for a fiscal year, if any. */
@Injectable()
export class AdoptedRates {
  constructor(private readonly rates: RateScheduleRepository) {}

  async forFiscalYear(fiscalYear: number): Promise<AdoptedRate | null> {
    const { state } = await this.rates.load(rateScheduleStream('northport', fiscalYear));
    if (!state.adopted) return null;
    const { ratePer1000Gallons, adoptedOn } = state.adopted.data;
    return { fiscalYear, ratePer1000Gallons, adoptedOn };
  }
}
