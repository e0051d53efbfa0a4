import {
  addDays,
  amount,
  array,
  date,
  eventData,
  id,
  integer,
  nullable,
  object,
  oneOf,
  owner,
  rate,
  text,
} from '@ledger/domain';
import type { EventSchema, Upcasters } from '../../event-schemas/event-schema';

type Data = Record<string, unknown>;

/**
 * The first release served Northport alone: these are the versions its events
 * were written in, and how each reads as the current one. History, frozen:
 * never written again, never changed (C4).
 */
const billLineV1 = object({ description: text, quantity: text, unit: text, rate, amount });

export const NORTHPORT_FIRST_RELEASE_SCHEMAS: readonly EventSchema[] = [
  {
    type: 'AccountOpened',
    version: 1,
    description: 'A Northport sewer account opened (first release: no units).',
    schema: eventData({
      accountId: id,
      municipality: oneOf('northport'),
      parcelId: text,
      propertyClass: oneOf('residential', 'commercial'),
      location: oneOf('inside', 'outside'),
      exemption: nullable(oneOf('village-owned')),
      owner,
      openedOn: date,
    }),
  },
  {
    type: 'WaterUsageRecorded',
    version: 1,
    description: "A fiscal year's water delivered (Northport, first release).",
    schema: eventData({
      accountId: id,
      fiscalYear: integer,
      totalGallons: integer,
      meteredNonDischargedGallons: nullable(integer),
    }),
  },
  {
    type: 'BillRendered',
    version: 1,
    description: 'A Northport bill (first release).',
    schema: eventData({
      accountId: id,
      billId: id,
      billRunId: nullable(id),
      fiscalYear: integer,
      billDate: date,
      dueDate: date,
      deliveredGallons: integer,
      billableGallons: text,
      ratePer1000Gallons: rate,
      lines: array(billLineV1),
      rent: amount,
      tariff: text,
    }),
  },
];

export const NORTHPORT_FIRST_RELEASE_UPCASTERS: Upcasters = {
  AccountOpened: {
    // v2 added Watervliet's units
    1: (d: Data) => ({ ...d, units: null }),
  },
  WaterUsageRecorded: {
    // v2 names the billing period (Northport's is its fiscal year)
    1: (d: Data) => ({ ...d, period: String(d.fiscalYear) }),
  },
  BillRendered: {
    // v2 generalized the bill to both municipalities: period, charges, the penalty schedule on the bill, line codes
    1: (d: Data) => {
      const lines = (d.lines as Array<Data>).map(({ unit, ...line }) => ({
        code: 'sewer-rent',
        unit: null,
        ...line,
        unitOfMeasure: unit,
      }));
      return {
        ...d,
        municipality: 'northport',
        period: String(d.fiscalYear),
        lines,
        charges: '0.00',
        firstPenaltyDate: addDays(d.billDate as string, 31),
        penaltyRate: '0.015',
        penaltyRule: 'N4',
        rateSchedule: null,
      };
    },
  },
};
