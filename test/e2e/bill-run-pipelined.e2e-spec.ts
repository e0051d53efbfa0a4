import type { EventStore } from '@ledger/event-store';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const ACCOUNTS = 260;

/**
 * #30: a bill run decides its next chunk of 250 accounts while the chunk
 * before is made durable (the append worker's commit), one commit in flight
 * at a time. The store here withholds the answer to the run's first commit
 * until the run's second commit arrives: a run that waited for each commit
 * before deciding the next would never send the second.
 */
describe('a bill run decides its next chunk while the one before is made durable', () => {
  let ledger: TestLedger;
  const commits: number[] = [];
  let releasedByTimer = false;
  beforeAll(async () => {
    let release: (() => void) | null = null;
    ledger = await startTestLedger(undefined, {
      wrapStore: (store) => {
        const wrapped = Object.create(store) as EventStore;
        wrapped.appendMany = async (batches) => {
          if (!batches.some((b) => b.events.some((e) => e.type === 'BillRendered')))
            return store.appendMany(batches);
          commits.push(batches.length);
          if (commits.length > 1) {
            release?.();
            return store.appendMany(batches);
          }
          const answer = store.appendMany(batches);
          await new Promise<void>((resolve) => {
            release = resolve;
            setTimeout(() => {
              releasedByTimer = true;
              resolve();
            }, 15_000);
          });
          return answer;
        };
        return wrapped;
      },
    });
  }, 60_000);
  afterAll(async () => ledger.close());

  it(`the second chunk's commit is sent before the first is answered; each of the ${ACCOUNTS} accounts billed once`, async () => {
    const post = (kind: string, csv: string) =>
      ledger
        .http()
        .post(`/v1/imports/${kind}`)
        .set('Content-Type', 'text/csv')
        .send(csv)
        .expect(201);
    const id = (i: number) => `NP-P${String(i).padStart(3, '0')}`;
    const ids = Array.from({ length: ACCOUNTS }, (_, i) => id(i));
    await post(
      'accounts',
      [
        'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
        ...ids.map(
          (a) => `${a},northport,0403-${a},residential,,,,Owner ${a},1 Main St,2025-06-01`,
        ),
      ].join('\n'),
    );
    await post(
      'water-usage',
      [
        'accountId,fiscalYear,totalGallons,meteredNonDischargedGallons,readOn',
        ...ids.map((a) => `${a},2025,80000,,2025-09-01`),
      ].join('\n'),
    );
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-P',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    expect(releasedByTimer).toBe(false);
    expect(commits).toEqual([250, 10]);
    // the worked example's 230.40 for each
    expect(run.body).toMatchObject({ billed: ACCOUNTS, total: '59904.00', skipped: [] });
    for (const a of [ids[0], ids[249], ids[250], ids[ACCOUNTS - 1]]) {
      const bills = (await ledger.http().get(`/v1/accounts/${a}`).expect(200)).body.bills;
      expect(bills.map((b: { billId: string; rent: string }) => b.rent)).toEqual(['230.40']);
    }
  }, 60_000);
});
