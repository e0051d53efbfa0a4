import { startTestLedger, TestLedger } from '../support/test-ledger';

// The README's "Adding a municipality", proved over HTTP: the Village of
// Example (libs/domain/src/testing/example-town/) registered for this file
// only, beside the three production serves; no generic code knows it.
jest.mock('../../libs/domain/src/tariffs/registry', () => {
  const { registryOf } = jest.requireActual('../../libs/domain/src/tariffs/registry-of');
  const served = jest.requireActual('../../libs/domain/src/tariffs/registry');
  const { exampleTariff } = jest.requireActual(
    '../../libs/domain/src/testing/example-town/example-town',
  );
  return { ...served, ...registryOf([...served.MUNICIPALITIES, exampleTariff]) };
});

describe('the Village of Example over HTTP: a fourth municipality as a plug-in (E1-E3)', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
  });
  afterAll(async () => ledger.close());

  it('is listed with its name, period and rules, and its schedule adopted through the common route', async () => {
    const list = (await ledger.http().get('/v1/municipalities').expect(200)).body;
    expect(list.find((m: { municipality: string }) => m.municipality === 'example')).toMatchObject({
      displayName: 'Village of Example',
      period: { kind: 'fiscal-year', field: 'fiscalYear', example: '2026' },
      rules: ['E1', 'E2', 'E3'],
    });
    const schedule = {
      scheduleId: 'EX-2026',
      fromYear: 2026,
      perUnit: '120.00',
      adoptedOn: '2025-12-01',
    };
    await ledger
      .http()
      .post('/v1/municipalities/example/rate-schedules')
      .send(schedule)
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/example/rate-schedules')
      .send(schedule)
      .expect(200);
  });

  it('the worked example: 240.00 billed by a bill run, 100.00 paid, one 7.00 penalty, balance 147.00', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'EX-1',
        municipality: 'example',
        parcelId: 'EX-PARCEL-1',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'E. Owner', mailingAddress: '1 Example Way, Example NY 10000' },
        openedOn: '2026-01-05',
      })
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'EX-2026',
        municipality: 'example',
        fiscalYear: 2026,
        billDate: '2026-02-02',
      })
      .expect(201);
    expect(run.body).toMatchObject({ billed: 1, total: '240.00' });
    await ledger
      .http()
      .post('/v1/accounts/EX-1/payments')
      .send({ paymentId: 'EX-P-1', amount: '100.00', receivedOn: '2026-03-01' })
      .expect(201);
    const penalties = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'example', through: '2026-06-30' })
      .expect(200);
    expect(penalties.body).toMatchObject({ accrued: 1, accruedAmount: '7.00' });
    expect(
      (await ledger.http().get('/v1/accounts/EX-1/balance?asOf=2026-06-30').expect(200)).body,
    ).toMatchObject({ rent: '140.00', penalties: '7.00', total: '147.00' });
  });

  it('E2 a water reading is refused with 422 naming the rule', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/EX-1/water-usage')
      .send({ fiscalYear: 2026, totalGallons: 1000, readOn: '2026-01-31' })
      .expect(422);
    expect(r.body.rule).toBe('E2');
  });
});
