import { Injectable } from '@nestjs/common';
import { watervlietRatesFor, type AdoptedRate, type Municipality, type WatervlietRates } from '@ledger/domain';
import { RateScheduleRepository, WatervlietRatesRepository } from '../infrastructure/repositories';
import { rateScheduleStream, WATERVLIET_RATES_STREAM } from '../infrastructure/streams';

/** N5/W2: the rates in force for a billing period, if any. */
@Injectable()
export class AdoptedRates {
  constructor(
    private readonly rates: RateScheduleRepository,
    private readonly watervliet: WatervlietRatesRepository,
  ) {}

  async forFiscalYear(fiscalYear: number): Promise<AdoptedRate | null> {
    const { state } = await this.rates.load(rateScheduleStream('northport', fiscalYear));
    if (!state.adopted) return null;
    const { ratePer1000Gallons, adoptedOn } = state.adopted.data;
    return { fiscalYear, ratePer1000Gallons, adoptedOn };
  }

  async forPeriod(municipality: Municipality, period: string): Promise<AdoptedRate | WatervlietRates | null> {
    if (municipality === 'northport') return this.forFiscalYear(Number(period));
    const { state } = await this.watervliet.load(WATERVLIET_RATES_STREAM);
    return watervlietRatesFor(state, period)?.rates ?? null;
  }
}
