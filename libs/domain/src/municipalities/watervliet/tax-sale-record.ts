import type { CivilDate } from '../../dates/civil-date';
import type { Decider, Recorded } from '../../events/event';
import type { Amount } from '../../money/money';
import { eventContract, type EventOf } from '../../events/contract';
import { amount, date, id, integer, municipality } from '../../events/schema-parts';
import { repeated, sameFields } from '../../events/idempotency';

/** W3: the City's record of a tax sale: its date, the advertising cost per parcel, and what it charged. */
export const TaxSaleRecordedV1 = eventContract(
  'TaxSaleRecorded',
  1,
  "W3: the City's tax sale: its date, the advertising cost per parcel, the parcels and accounts listed and the advertising charged.",
  {
    taxSaleId: id,
    municipality,
    saleDate: date,
    advertisingCost: amount,
    parcels: integer,
    accounts: integer,
    advertising: amount,
  },
);
export type TaxSaleRecorded = EventOf<typeof TaxSaleRecordedV1>;

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
  repeated(
    recorded?.data,
    (d) => sameFields(d, { saleDate, advertisingCost }),
    (d) =>
      `tax sale ${d.taxSaleId} was recorded on ${d.saleDate} with ${d.advertisingCost} of advertising per parcel`,
  );
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
