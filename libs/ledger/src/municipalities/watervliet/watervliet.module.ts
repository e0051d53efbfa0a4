import { Module } from '@nestjs/common';
import { AdoptWatervlietRatesHandler } from './adopt-watervliet-rates/adopt-watervliet-rates.handler';
import { RecordTaxSaleHandler } from './record-tax-sale/record-tax-sale.handler';

/** The City of Watervliet's own work: its schedule of amounts (W2) and its tax sale (W3). */
@Module({ providers: [AdoptWatervlietRatesHandler, RecordTaxSaleHandler] })
export class WatervlietModule {}
