import { billedWorkedExample, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * N clerks posting payments to the same accounts at once, some sending the
 * same payment twice: nothing lost, nothing doubled, and the final balances
 * equal those of a ledger that received the same payments one at a time.
 */
describe('concurrency: many clients, the same accounts', () => {
  const ACCOUNTS = ['NP-C1', 'NP-C2', 'NP-C3'];
  const payments = ACCOUNTS.flatMap((accountId, a) =>
    Array.from({ length: 15 }, (_, i) => ({
      accountId,
      body: {
        paymentId: `P-${accountId}-${i}`,
        amount: `${1 + ((i * 7 + a) % 9)}.${String((i * 13) % 100).padStart(2, '0')}`,
        receivedOn: `2025-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      },
    })),
  );
  const withDuplicates = [...payments, ...payments.filter((_, i) => i % 4 === 0)];

  async function ledgerWithAccounts(): Promise<TestLedger> {
    const ledger = await startTestLedger();
    for (const id of ACCOUNTS) {
      await billedWorkedExample(ledger, id);
    }
    return ledger;
  }

  it('all at once equals one at a time', async () => {
    const concurrent = await ledgerWithAccounts();
    const sequential = await ledgerWithAccounts();
    try {
      const responses = await Promise.all(
        withDuplicates.map((p) =>
          concurrent.http().post(`/v1/accounts/${p.accountId}/payments`).send(p.body),
        ),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(payments.length);
      expect(responses.filter((r) => r.status !== 201).every((r) => r.status === 200)).toBe(true);
      for (const p of payments)
        await sequential
          .http()
          .post(`/v1/accounts/${p.accountId}/payments`)
          .send(p.body)
          .expect(201);

      for (const ledger of [concurrent, sequential])
        await ledger
          .http()
          .post('/v1/penalty-runs')
          .send({ municipality: 'northport', through: '2026-01-31' })
          .expect(200);
      for (const id of ACCOUNTS) {
        const a = (
          await concurrent.http().get(`/v1/accounts/${id}/balance?asOf=2026-01-31`).expect(200)
        ).body;
        const b = (
          await sequential.http().get(`/v1/accounts/${id}/balance?asOf=2026-01-31`).expect(200)
        ).body;
        expect({ ...a, knownAt: undefined }).toEqual({ ...b, knownAt: undefined });
        const account = (await concurrent.http().get(`/v1/accounts/${id}`).expect(200)).body;
        expect(account.payments).toHaveLength(15);
      }
    } finally {
      await concurrent.close();
      await sequential.close();
    }
  });
});
