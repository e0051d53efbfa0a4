import type { CivilDate } from '../../dates/civil-date';
import { conflict } from '../../errors/domain-error';
import type { Decider, DomainEvent, Recorded } from '../../events/event';
import type { Amount } from '../../money/money';

/** W3: the City's record of a tax sale: its date, the advertising cost per parcel, and what it charged. */
export type TaxSaleRecorded = DomainEvent<
  'TaxSaleRecorded',
  {
    taxSaleId: string;
    municipality: string;
    saleDate: CivilDate;
    advertisingCost: Amount;
    parcels: number;
    accounts: number;
    advertising: Amount;
  }
>;

export interface RecordTaxSale {
  readonly kind: 'RecordTaxSale';
  readonly sale: TaxSaleRecorded['data'];
}

export const taxSaleStream = (municipality: string, taxSaleId: string) =>
  `tax-sale-${municipality}-${taxSaleId}`;

/** The sale's parameters again are the same sale (C8); other parameters under its id are a conflict. */
export function assertSameTaxSale(
  recorded: Recorded<TaxSaleRecorded> | null,
  saleDate: CivilDate,
  advertisingCost: Amount,
): void {
  if (
    recorded &&
    (recorded.data.saleDate !== saleDate || recorded.data.advertisingCost !== advertisingCost)
  ) {
    throw conflict(
      'C8',
      `tax sale ${recorded.data.taxSaleId} was recorded on ${recorded.data.saleDate} with ${recorded.data.advertisingCost} of advertising per parcel`,
    );
  }
}

export const taxSaleDecider: Decider<
  RecordTaxSale,
  TaxSaleRecorded,
  Recorded<TaxSaleRecorded> | null
> = {
  initialState: () => null,
  evolve: (_state, event) => event,
  decide: (command, state) => {
    assertSameTaxSale(state, command.sale.saleDate, command.sale.advertisingCost);
    return state
      ? []
      : [
          {
            type: 'TaxSaleRecorded',
            schemaVersion: 1,
            effectiveDate: command.sale.saleDate,
            data: command.sale,
          },
        ];
  },
};
