import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Issue #24: a new municipality whose bills record its own rate schedule got a
 * 500 on every bill, because `BillRendered.rateSchedule` was Watervliet's
 * schema. Here a plug-in defined in this test (Queensbury's law under another
 * name, keeping its own schedule on each bill) joins the registry, and the
 * real app bills it.
 */
jest.mock('../../libs/domain/src/tariffs/registry', () => {
  const actual = jest.requireActual('../../libs/domain/src/tariffs/registry');
  const { queensburyTariff } = jest.requireActual(
    '../../libs/domain/src/municipalities/queensbury/queensbury',
  );
  const { amount, object, text } = jest.requireActual('../../libs/domain/src/events/schema-parts');
  const testville = {
    ...queensburyTariff,
    municipality: 'testville',
    displayName: 'Village of Testville',
    rates: {
      ...queensburyTariff.rates,
      billRateScheduleSchema: object({ scheduleId: text, perUnitPerQuarter: amount }),
    },
    renderBill(...args: unknown[]) {
      const bill = queensburyTariff.renderBill(...args);
      return {
        ...bill,
        municipality: 'testville',
        rateSchedule: { scheduleId: 'TV-2021', perUnitPerQuarter: '30.00' },
      };
    },
  };
  // the registry's own builder, with the production list and the plug-in (what the rest of the module exports stays)
  const { registryOf } = jest.requireActual('../../libs/domain/src/tariffs/registry-of');
  return { ...actual, ...registryOf([...actual.MUNICIPALITIES, testville]) };
});

describe('a plug-in municipality whose bills keep their own rate schedule', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2022-01-15T15:00:00Z');
    // the plug-in shares Queensbury's rate book (its law under another name)
    await ledger
      .http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .send(QUEENSBURY_CONSOLIDATED_2021)
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it("Q1/Q2 its bill is written with its own rate schedule (its tariff's schema), and the feed's published schema says so", async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'TV-1',
        municipality: 'testville',
        parcelId: 'TV-P-1',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'T. Owner', mailingAddress: '1 Test Rd' },
        openedOn: '2021-01-04',
        district: 'consolidated',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/TV-1/water-usage')
      .send({ quarter: '2021-Q2', totalGallons: 31_000, readOn: '2021-04-30' })
      .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/TV-1/bills')
      .send({ billId: 'TV-B-1', quarter: '2021-Q2', billDate: '2021-05-03' })
      .expect(201);
    // DOMAIN.md's Q1 example: 2 x 30.00 + 18,000 gallons over the allowance x 4.50 / 1,000 = 141.00
    expect(bill.body).toMatchObject({ municipality: 'testville', rent: '141.00' });
    const feed = (await ledger.http().get('/v1/events?types=BillRendered').expect(200)).body;
    expect(
      feed.events.map((e: { data: { rateSchedule: unknown } }) => e.data.rateSchedule),
    ).toEqual([{ scheduleId: 'TV-2021', perUnitPerQuarter: '30.00' }]);
    // the published BillRendered v2: one variant per municipality, each with its own rate schedule
    const schemas = (await ledger.http().get('/v1/event-schemas').expect(200)).body;
    const billRendered = schemas.events.find(
      (s: { type: string; version: number }) => s.type === 'BillRendered' && s.version === 2,
    );
    const variants = billRendered.schema.oneOf as Array<{
      properties: { municipality: { enum: string[] }; rateSchedule: unknown };
    }>;
    expect(variants.map((v) => v.properties.municipality.enum)).toEqual([
      ['northport'],
      ['watervliet'],
      ['queensbury'],
      ['testville'],
    ]);
    expect(JSON.stringify(variants[3].properties.rateSchedule)).toContain('perUnitPerQuarter');
    expect(JSON.stringify(variants[1].properties.rateSchedule)).toContain('residentialUnit');
  });
});
