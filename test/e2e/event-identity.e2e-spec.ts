import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import type { EventStore } from '@ledger/event-store';
import { EVENT_STORE } from '@ledger/ledger';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Issue #24: an event's identity comes from the command, not its content. A
 * 201 means the log's head moved; a re-statement that changes nothing is a
 * 200 with `Idempotent-Replayed` and the fact as recorded, and writes nothing.
 */
describe('event identity (issue #24): every 201 is written, a re-statement is a new fact', () => {
  let ledger: TestLedger;
  const head = () => ledger.app().get<EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    ledger = await startTestLedger();
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: WATERVLIET_RATES_2022,
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('N3/C8: usage recorded as 80,000, corrected to 90,000, corrected back to 80,000 (same readOn): three 201s, three facts, and the bill charges 230.40', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-ID',
        municipality: 'northport',
        parcelId: '0403-NP-ID',
        propertyClass: 'residential',
        owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    for (const totalGallons of [80_000, 90_000, 80_000]) {
      const before = await head();
      const answer = await ledger
        .http()
        .post('/v1/accounts/NP-ID/water-usage')
        .send({ fiscalYear: 2025, totalGallons, readOn: '2025-09-01' })
        .expect(201);
      expect(answer.body.totalGallons).toBe(totalGallons);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(await head()).toBeGreaterThan(before!);
    }
    const stream = await ledger.app().get<EventStore>(EVENT_STORE).readStream('account-NP-ID');
    expect(
      stream.filter((e) => e.type === 'WaterUsageRecorded').map((e) => e.data.totalGallons),
    ).toEqual([80_000, 90_000, 80_000]);
    const bill = await ledger
      .http()
      .post('/v1/accounts/NP-ID/bills')
      .send({ billId: 'B-ID', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    expect(bill.body.rent).toBe('230.40');
  });

  it('C8: the usage in force stated again is a no-op: 200, Idempotent-Replayed, the reading as recorded, and the head does not move', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-ID2',
        municipality: 'northport',
        parcelId: '0403-NP-ID2',
        propertyClass: 'residential',
        owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    const body = { fiscalYear: 2025, totalGallons: 80_000, readOn: '2025-09-01' };
    const first = await ledger
      .http()
      .post('/v1/accounts/NP-ID2/water-usage')
      .send(body)
      .expect(201);
    const before = await head();
    const again = await ledger
      .http()
      .post('/v1/accounts/NP-ID2/water-usage')
      .send(body)
      .expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await head()).toBe(before);
  });

  it('W2: a Watervliet unit set vacant, then occupied, then vacant again on the same date: three 201s and the bill charges 99.00, not 147.91', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-ID',
        municipality: 'watervliet',
        parcelId: '45.12-3-WV-ID',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'Owner WV-ID', mailingAddress: '2 Broadway, Watervliet NY' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    const status = (unit: string, s: string) =>
      ledger
        .http()
        .post('/v1/accounts/WV-ID/unit-status')
        .send({ unit, status: s, effectiveOn: '2022-09-01' });
    await status('1', 'vacant-water-off').expect(201);
    for (const s of ['vacant-water-off', 'occupied', 'vacant-water-off']) {
      const before = await head();
      const answer = await status('2', s).expect(201);
      expect(answer.body).toMatchObject({ type: 'UnitStatusChanged', unit: '2', status: s });
      expect(await head()).toBeGreaterThan(before!);
    }
    const bill = await ledger
      .http()
      .post('/v1/accounts/WV-ID/bills')
      .send({ billId: 'WB-ID', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    expect(bill.body.rent).toBe('99.00');
  });

  it('C8: the unit status in force stated again is a no-op: 200, Idempotent-Replayed, the status as recorded, and the head does not move', async () => {
    const before = await head();
    const again = await ledger
      .http()
      .post('/v1/accounts/WV-ID/unit-status')
      .send({ unit: '2', status: 'vacant-water-off', effectiveOn: '2022-09-01' })
      .expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toMatchObject({
      type: 'UnitStatusChanged',
      unit: '2',
      status: 'vacant-water-off',
      effectiveOn: '2022-09-01',
      recordedAt: expect.any(String),
    });
    expect(await head()).toBe(before);
  });

  it('C8: the same payment sent twice at once is written once; the answer that did not write says so (200, Idempotent-Replayed)', async () => {
    const body = { paymentId: 'P-twin', amount: '10.00', receivedOn: '2025-11-20' };
    const answers = await Promise.all(
      [1, 2].map(() => ledger.http().post('/v1/accounts/NP-ID/payments').send(body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const account = await ledger.http().get('/v1/accounts/NP-ID').expect(200);
    expect(
      account.body.payments.filter((p: { paymentId: string }) => p.paymentId === 'P-twin'),
    ).toHaveLength(1);
  });
});
