import type { EventStore } from '@ledger/event-store';
import { FaultInjectingEventStore } from '@ledger/event-store/testing/fault-injecting-store';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * A cluster's bad day over HTTP (#29 item 4): the EventStoreDB client's own
 * errors (not leader, unavailable, deadline exceeded, stream deleted) at
 * chosen store calls, through the adapter's mapping, under the real app on
 * SQLite. An append whose answer was lost is sent again with the same ids
 * and written once; a store away past the tries is a 503 that says the
 * write may or may not have happened and that sending again is safe.
 */
describe('answers under store faults', () => {
  let ledger: TestLedger;
  let faulty!: FaultInjectingEventStore;
  let inner!: EventStore;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      wrapStore: (store) => {
        inner = store;
        faulty = new FaultInjectingEventStore(store);
        return faulty;
      },
    });
    await workedExampleAccount(ledger, 'NP-FAULT');
  });
  afterAll(async () => {
    await ledger.close();
  });

  const payment = (paymentId: string) =>
    ledger
      .http()
      .post('/v1/accounts/NP-FAULT/payments')
      .send({ paymentId, amount: '10.00', receivedOn: '2025-11-20' });

  const paymentsStored = async (paymentId: string) =>
    (await inner.readStream('account-NP-FAULT')).filter(
      (e) => (e.data as { paymentId?: string }).paymentId === paymentId,
    );

  it('an append that committed and then answered "deadline exceeded" is retried with the same ids: a replay, the payment written once, 201 once', async () => {
    faulty.inject({ call: 'append', fault: 'deadline-exceeded', afterCommit: true });
    const answer = await payment('P-DEADLINE');
    expect(answer.status).toBe(201);
    expect(faulty.failed).toEqual(['append:deadline-exceeded']);
    const stored = await paymentsStored('P-DEADLINE');
    expect(stored.map((e) => [e.type, (e.data as { amount: string }).amount])).toEqual([
      ['PaymentReceived', '10.00'],
    ]);
    // the same request again is the replay of what stands, not a second payment
    const again = await payment('P-DEADLINE');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await paymentsStored('P-DEADLINE')).toHaveLength(1);
  });

  it('a leader change that outlasts the tries answers 503 with Retry-After, saying the write may or may not have happened and that sending again is safe; sent again, 201', async () => {
    faulty.failed.length = 0;
    faulty.inject(
      { call: 'append', fault: 'not-leader' },
      { call: 'append', fault: 'unavailable', nth: 2 },
      { call: 'append', fault: 'not-leader', nth: 3 },
    );
    const refused = await payment('P-ELECTION');
    expect([refused.status, refused.headers['retry-after'], refused.body]).toEqual([
      503,
      '2',
      {
        statusCode: 503,
        error: 'Service Unavailable',
        message:
          'the event store did not answer in time (it may be changing leader): this request may or may not have been written; sending the same request again in 2 seconds is safe, it is written only once',
      },
    ]);
    expect(faulty.failed).toEqual(['append:not-leader', 'append:unavailable', 'append:not-leader']);
    expect(await paymentsStored('P-ELECTION')).toEqual([]);
    const sentAgain = await payment('P-ELECTION');
    expect(sentAgain.status).toBe(201);
    expect(await paymentsStored('P-ELECTION')).toHaveLength(1);
  });

  it('a stream deleted in the store by an operator answers 410 in words a clerk can read', async () => {
    faulty.failed.length = 0;
    faulty.inject({ call: 'append', fault: 'stream-deleted', stream: 'account-NP-FAULT' });
    const gone = await payment('P-GONE');
    expect([gone.status, gone.body]).toEqual([
      410,
      {
        statusCode: 410,
        error: 'Gone',
        message:
          "this record's history was deleted from the event store by an operator: nothing can be read from it or added to it",
      },
    ]);
    while (faulty.pending > 0)
      await ledger.http().get('/v1/accounts/NP-FAULT/balance?asOf=2025-12-01');
  });
});
