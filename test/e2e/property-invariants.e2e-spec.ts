import { Decimal } from '@ledger/domain';
import fc from 'fast-check';
import { billedWorkedExample, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Random sequences of commands, good and bad, through the API; after every
 * step the invariants hold: each balance equals the sum of its statement's
 * entries; nothing owed is negative and no credit is negative (payments
 * applied never exceed payments received); money is conserved (what was paid
 * net of reversals = what was settled + the credit); a refused command writes
 * nothing.
 */
type Step =
  | { kind: 'pay'; account: number; cents: number; day: number }
  | { kind: 'reverse'; pick: number; day: number }
  | { kind: 'penalties'; day: number }
  | { kind: 'bad-amount'; account: number }
  | { kind: 'reused-id'; pick: number }
  | { kind: 'unknown-account' }
  | { kind: 'bad-date'; account: number };

const day = (n: number) => {
  const d = new Date(Date.UTC(2025, 9, 1) + n * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    account: fc.nat(2),
    cents: fc.integer({ min: 1, max: 30_000 }),
    day: fc.nat(180),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), day: fc.nat(180) }),
  fc.record({ kind: fc.constant('penalties' as const), day: fc.nat(180) }),
  fc.record({ kind: fc.constant('bad-amount' as const), account: fc.nat(2) }),
  fc.record({ kind: fc.constant('reused-id' as const), pick: fc.nat() }),
  fc.constant({ kind: 'unknown-account' as const }),
  fc.record({ kind: fc.constant('bad-date' as const), account: fc.nat(2) }),
);

describe('property: invariants hold after every step of random command sequences', () => {
  let ledger: TestLedger;
  let run = 0;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  const head = async () =>
    (await ledger.http().get('/health').expect(200)).body.headPosition as number;

  async function checkInvariants(accounts: string[]) {
    for (const id of accounts) {
      const balance = (
        await ledger.http().get(`/v1/accounts/${id}/balance?asOf=2026-12-01`).expect(200)
      ).body;
      const statement = (await ledger.http().get(`/v1/accounts/${id}/statement`).expect(200)).body;
      expect(statement.closingBalance).toBe(balance.total);
      const sumOf = (kinds: string[]) =>
        statement.entries
          .filter((e: { kind: string }) => kinds.includes(e.kind))
          .reduce((s: Decimal, e: { amount: string }) => s.plus(e.amount), new Decimal(0));
      for (const field of ['rent', 'penalties', 'charges', 'credit'] as const)
        expect(new Decimal(balance[field]).isNegative()).toBe(false);
      const paidNet = sumOf(['payment', 'payment-reversal']).negated();
      const charged = sumOf(['rent', 'penalty', 'penalty-reversal']);
      const owed = new Decimal(balance.rent).plus(balance.penalties);
      // received net of reversals = what it settled + what is left as credit
      expect(paidNet.toFixed(2)).toBe(charged.minus(owed).plus(balance.credit).toFixed(2));
    }
  }

  it('holds for 20 random sequences of up to 12 commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const accounts = [0, 1, 2].map((i) => `PB-${run}-${i}`);
        for (const id of accounts) {
          await billedWorkedExample(ledger, id);
        }
        const posted: Array<{
          accountId: string;
          body: { paymentId: string; amount: string; receivedOn: string };
        }> = [];
        for (const [i, s] of steps.entries()) {
          const before = await head();
          let refused = false;
          switch (s.kind) {
            case 'pay': {
              const body = {
                paymentId: `PP-${run}-${i}`,
                amount: new Decimal(s.cents).dividedBy(100).toFixed(2),
                receivedOn: day(s.day),
              };
              await ledger
                .http()
                .post(`/v1/accounts/${accounts[s.account]}/payments`)
                .send(body)
                .expect(201);
              posted.push({ accountId: accounts[s.account], body });
              break;
            }
            case 'reverse': {
              if (posted.length === 0) break;
              const p = posted[s.pick % posted.length];
              const reversedOn = p.body.receivedOn > day(s.day) ? p.body.receivedOn : day(s.day);
              const r = await ledger
                .http()
                .post(`/v1/accounts/${p.accountId}/payments/${p.body.paymentId}/reversal`)
                .send({ reversedOn, reason: 'returned' });
              expect([200, 201, 409]).toContain(r.status);
              refused = r.status === 409;
              break;
            }
            case 'penalties':
              await ledger
                .http()
                .post('/v1/penalty-runs')
                .send({ municipality: 'northport', through: day(s.day) })
                .expect(200);
              break;
            case 'bad-amount':
              await ledger
                .http()
                .post(`/v1/accounts/${accounts[s.account]}/payments`)
                .send({ paymentId: `BAD-${run}-${i}`, amount: 12.5, receivedOn: '2025-11-01' })
                .expect(400);
              refused = true;
              break;
            case 'reused-id': {
              if (posted.length === 0) break;
              const p = posted[s.pick % posted.length];
              await ledger
                .http()
                .post(`/v1/accounts/${p.accountId}/payments`)
                .send({ ...p.body, amount: new Decimal(p.body.amount).plus('0.01').toFixed(2) })
                .expect(409);
              refused = true;
              break;
            }
            case 'unknown-account':
              await ledger
                .http()
                .post('/v1/accounts/NOBODY/payments')
                .send({ paymentId: `X-${run}-${i}`, amount: '1.00', receivedOn: '2025-11-01' })
                .expect(404);
              refused = true;
              break;
            case 'bad-date':
              await ledger
                .http()
                .post(`/v1/accounts/${accounts[s.account]}/payments`)
                .send({ paymentId: `D-${run}-${i}`, amount: '1.00', receivedOn: '2025-02-30' })
                .expect(400);
              refused = true;
              break;
          }
          if (refused) expect(await head()).toBe(before);
          await checkInvariants(accounts);
        }
      }),
      { numRuns: 20, seed: 20251201 },
    );
  }, 120_000);
});
