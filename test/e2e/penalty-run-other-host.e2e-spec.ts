import { testLedgerAndHostBeside } from '../support/host-beside';
import { workedExampleAccount } from '../support/test-ledger';

/**
 * A penalty run decides each account on the state its cache holds (#30), as
 * the bill run does, which may lag another host's appends: what it books is
 * appended against the cached revision (refused if the stream moved, then
 * decided again), and an account it finds with nothing to book is decided
 * again on the stream as stored before the run trusts that. Whether this
 * host's cache still lags when the run starts depends on how far its follow
 * of the log has come; the repository's spec (`decideCached`) holds the
 * lagging case itself, this one what the two hosts answer.
 */
describe('a penalty run after another host changed what its accounts owe', () => {
  const hosts = testLedgerAndHostBeside();

  const onOther = async (path: string, body: unknown) => {
    const answer = await fetch(`${hosts.other.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
  };

  it('C4/N4: a payment the other host reversed is owed again and accrues; a bill the other host saw paid accrues nothing', async () => {
    // this host bills both accounts (230.40 each) and takes Q1's payment in full: its cache holds both
    for (const id of ['NP-Q1', 'NP-Q2']) {
      await workedExampleAccount(hosts.ledger, id);
      await hosts.ledger
        .http()
        .post(`/v1/accounts/${id}/bills`)
        .send({ billId: `B-${id}`, fiscalYear: 2025, billDate: '2025-10-01' })
        .expect(201);
    }
    await hosts.ledger
      .http()
      .post('/v1/accounts/NP-Q1/payments')
      .send({ paymentId: 'P-Q1', amount: '230.40', receivedOn: '2025-10-20' })
      .expect(201);
    // the other host: Q1's check comes back (C4), Q2 pays in full before the first penalty date
    await onOther('/v1/accounts/NP-Q1/payments/P-Q1/reversal', {
      reversedOn: '2025-10-25',
      reason: 'returned check',
    });
    await onOther('/v1/accounts/NP-Q2/payments', {
      paymentId: 'P-Q2',
      amount: '230.40',
      receivedOn: '2025-10-20',
    });
    const run = await hosts.ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-11-15' })
      .expect(200);
    // N4: 1.5% of Q1's unpaid 230.40 on 2025-11-01, half-up to the cent (C1)
    expect(run.body).toMatchObject({
      accountsChanged: 1,
      accrued: 1,
      accruedAmount: '3.46',
      reversed: 0,
    });
    // asked of the other host: its clock runs ahead of this test ledger's, so its reversal and payment
    // are later than this host's "now" (a balance as known here and now leaves them out, C3)
    const balance = async (id: string) =>
      (await fetch(`${hosts.other.url}/v1/accounts/${id}/balance?asOf=2025-11-15`)).json();
    expect(await balance('NP-Q1')).toMatchObject({ rent: '230.40', penalties: '3.46' });
    expect(await balance('NP-Q2')).toMatchObject({ rent: '0.00', penalties: '0.00' });
  }, 60_000);
});
