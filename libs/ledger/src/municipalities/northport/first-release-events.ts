import {
  addDays,
  amount,
  array,
  AccountOpenedV2,
  BillRenderedV2,
  date,
  eventContract,
  type EventContract,
  id,
  integer,
  nullable,
  object,
  oneOf,
  owner,
  rate,
  type StoredDataOf,
  text,
  WaterUsageRecordedV2,
} from '@ledger/domain';
import { upcaster, type Upcasters } from '../../event-schemas/event-schema';

/**
 * The first release served Northport alone: these are the versions its events
 * were written in, and how each reads as the current one. History, frozen:
 * never written again, never changed (C4).
 */
const AccountOpenedV1 = eventContract(
  'AccountOpened',
  1,
  'A Northport sewer account opened (first release: no units).',
  {
    accountId: id,
    municipality: oneOf('northport'),
    parcelId: text,
    propertyClass: oneOf('residential', 'commercial'),
    location: oneOf('inside', 'outside'),
    exemption: nullable(oneOf('village-owned')),
    owner,
    openedOn: date,
  },
);

const WaterUsageRecordedV1 = eventContract(
  'WaterUsageRecorded',
  1,
  "A fiscal year's water delivered (Northport, first release).",
  {
    accountId: id,
    fiscalYear: integer,
    totalGallons: integer,
    meteredNonDischargedGallons: nullable(integer),
  },
);

const BillRenderedV1 = eventContract('BillRendered', 1, 'A Northport bill (first release).', {
  accountId: id,
  billId: id,
  billRunId: nullable(id),
  fiscalYear: integer,
  billDate: date,
  dueDate: date,
  deliveredGallons: integer,
  billableGallons: text,
  ratePer1000Gallons: rate,
  lines: array(object({ description: text, quantity: text, unit: text, rate, amount })),
  rent: amount,
  tariff: text,
});

export const NORTHPORT_FIRST_RELEASE_CONTRACTS: readonly EventContract[] = [
  AccountOpenedV1,
  WaterUsageRecordedV1,
  BillRenderedV1,
];

export const NORTHPORT_FIRST_RELEASE_UPCASTERS: Upcasters = {
  AccountOpened: {
    // v2 added Watervliet's units
    1: upcaster(
      (d: StoredDataOf<typeof AccountOpenedV1>): StoredDataOf<typeof AccountOpenedV2> => ({
        ...d,
        units: null,
      }),
    ),
  },
  WaterUsageRecorded: {
    // v2 names the billing period (Northport's is its fiscal year)
    1: upcaster(
      (
        d: StoredDataOf<typeof WaterUsageRecordedV1>,
      ): StoredDataOf<typeof WaterUsageRecordedV2> => ({
        ...d,
        period: String(d.fiscalYear),
      }),
    ),
  },
  BillRendered: {
    // v2 generalized the bill to both municipalities: period, charges, the penalty schedule on the bill, line codes
    1: upcaster((d: StoredDataOf<typeof BillRenderedV1>): StoredDataOf<typeof BillRenderedV2> => ({
      ...d,
      municipality: 'northport',
      period: String(d.fiscalYear),
      lines: d.lines.map(({ unit, ...line }) => ({
        code: 'sewer-rent',
        unit: null,
        ...line,
        unitOfMeasure: unit,
      })),
      charges: '0.00',
      firstPenaltyDate: addDays(d.billDate, 31),
      penaltyRate: '0.015',
      penaltyRule: 'N4',
      rateSchedule: null,
    })),
  },
};
