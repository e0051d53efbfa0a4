import { billedWorkedExample as billed, startTestLedger, TestLedger } from '../support/test-ledger';

let restart: () => Promise<void> = async () => undefined;
const penaltyRun = async (ledger: TestLedger, through: string) => {
  await restart();
  return ledger
    .http()
    .post('/v1/penalty-runs')
    .send({ municipality: 'northport', through })
    .expect(200);
};
const balance = async (ledger: TestLedger, accountId: string, asOf: string, knownAt?: string) =>
  (
    await ledger
      .http()
      .get(`/v1/accounts/${accountId}/balance`)
      .query(knownAt ? { asOf, knownAt } : { asOf })
      .expect(200)
  ).body;

describe.each([
  ['one process', false],
  ['SQLite restarted between steps', true],
])(
  'history: backdated payments, returned checks and the two clocks (C3, C4, C7, N4), %s',
  (_name, restarting) => {
    let ledger: TestLedger;
    beforeEach(async () => {
      ledger = await startTestLedger();
      // when asked to, every penalty run first restarts the app on the same file
      restart = restarting ? () => ledger.restart() : async () => undefined;
    });
    afterEach(async () => ledger.close());

    it('C7: a backdated payment makes the penalty run reverse a penalty; the balance as known before and after differ', async () => {
      await billed(ledger, 'NP-B');
      const first = await penaltyRun(ledger, '2025-11-15');
      expect(first.body).toMatchObject({ accrued: 1, accruedAmount: '3.46' });
      const beforePayment = await balance(ledger, 'NP-B', '2025-11-15');
      expect(beforePayment).toMatchObject({ rent: '230.40', penalties: '3.46', total: '233.86' });

      // the clerk posts a check that was received on 2025-10-30, within the 30 days
      const payment = await ledger
        .http()
        .post('/v1/accounts/NP-B/payments')
        .send({ paymentId: 'P-late-posted', amount: '230.40', receivedOn: '2025-10-30' })
        .expect(201);
      const reconciled = await penaltyRun(ledger, '2025-11-15');
      expect(reconciled.body).toMatchObject({ accrued: 0, reversed: 1, reversedAmount: '3.46' });

      expect(await balance(ledger, 'NP-B', '2025-11-15')).toMatchObject({
        rent: '0.00',
        penalties: '0.00',
        total: '0.00',
      });
      // as known just before the payment was posted, the account owed the penalty
      const knownBefore = new Date(Date.parse(payment.body.recordedAt) - 1).toISOString();
      expect(await balance(ledger, 'NP-B', '2025-11-15', knownBefore)).toMatchObject({
        knownAt: knownBefore,
        rent: '230.40',
        penalties: '3.46',
        total: '233.86',
      });

      const statement = await ledger.http().get('/v1/accounts/NP-B/statement').expect(200);
      const kinds = statement.body.entries.map(
        (e: { kind: string; effectiveDate: string; backdated: boolean; reversed: boolean }) => [
          e.kind,
          e.effectiveDate,
          e.backdated,
          e.reversed,
        ],
      );
      expect(kinds).toEqual([
        ['rent', '2025-10-01', false, false],
        ['payment', '2025-10-30', true, false],
        ['penalty', '2025-11-01', false, true],
        ['penalty-reversal', '2025-11-01', false, false],
      ]);
      expect(statement.body.closingBalance).toBe('0.00');
    });

    it("C4: a returned check brings its penalties back, and the reversal is effective on the payment's date", async () => {
      await billed(ledger, 'NP-R');
      await ledger
        .http()
        .post('/v1/accounts/NP-R/payments')
        .send({
          paymentId: 'P-chk',
          amount: '230.40',
          receivedOn: '2025-10-20',
          method: 'check',
          reference: '1042',
        })
        .expect(201);
      expect((await penaltyRun(ledger, '2025-12-15')).body).toMatchObject({ accrued: 0 });

      const reversal = await ledger
        .http()
        .post('/v1/accounts/NP-R/payments/P-chk/reversal')
        .send({ reversedOn: '2025-12-05', reason: 'returned check: insufficient funds' })
        .expect(201);
      expect(reversal.body).toMatchObject({
        paymentId: 'P-chk',
        effectiveDate: '2025-10-20',
        reversedOn: '2025-12-05',
        amount: '230.40',
      });

      const run = await penaltyRun(ledger, '2025-12-15');
      expect(run.body).toMatchObject({ accrued: 2, accruedAmount: '6.92' });
      expect(await balance(ledger, 'NP-R', '2025-12-15')).toMatchObject({
        rent: '230.40',
        penalties: '6.92',
        total: '237.32',
      });
      // as of 2025-10-25, once the return is known, the check counts as never received
      expect(await balance(ledger, 'NP-R', '2025-10-25')).toMatchObject({
        rent: '230.40',
        total: '230.40',
      });
      // but as known before the return was recorded, it was paid
      const knownBefore = new Date(Date.parse(reversal.body.recordedAt) - 1).toISOString();
      expect(await balance(ledger, 'NP-R', '2025-10-25', knownBefore)).toMatchObject({
        rent: '0.00',
        total: '0.00',
      });

      const statement = await ledger.http().get('/v1/accounts/NP-R/statement').expect(200);
      const reversed = statement.body.entries.find(
        (e: { kind: string }) => e.kind === 'payment-reversal',
      );
      expect(reversed).toMatchObject({
        effectiveDate: '2025-10-20',
        amount: '230.40',
        backdated: true,
      });
      const original = statement.body.entries.find((e: { kind: string }) => e.kind === 'payment');
      expect(original).toMatchObject({ amount: '-230.40', reversed: true });
    });

    it("N4: a payment received on an accrual date counts after that day's accrual", async () => {
      await billed(ledger, 'NP-D');
      await ledger
        .http()
        .post('/v1/accounts/NP-D/payments')
        .send({ paymentId: 'P-on-day', amount: '230.40', receivedOn: '2025-11-01' })
        .expect(201);
      const run = await penaltyRun(ledger, '2025-12-31');
      // 2025-11-01: 3.46 on the full 230.40; the payment then pays that penalty and 226.94 of rent;
      // 2025-12-01: 1.5% x 3.46 = 0.0519 -> 0.05
      expect(run.body).toMatchObject({ accrued: 2, accruedAmount: '3.51' });
      expect(await balance(ledger, 'NP-D', '2025-12-31')).toMatchObject({
        rent: '3.46',
        penalties: '0.05',
        total: '3.51',
      });
    });

    it('a payment in full on the due date accrues nothing', async () => {
      await billed(ledger, 'NP-E');
      await ledger
        .http()
        .post('/v1/accounts/NP-E/payments')
        .send({ paymentId: 'P-due', amount: '230.40', receivedOn: '2025-10-31' })
        .expect(201);
      expect((await penaltyRun(ledger, '2026-05-31')).body).toMatchObject({ accrued: 0 });
      expect(await balance(ledger, 'NP-E', '2026-05-31')).toMatchObject({ total: '0.00' });
    });

    it("a penalty waiver granted by the Board removes the bill's unpaid penalties from its date on", async () => {
      await billed(ledger, 'NP-W');
      await penaltyRun(ledger, '2025-12-15');
      const waiver = await ledger
        .http()
        .post('/v1/accounts/NP-W/penalty-waivers')
        .send({
          waiverId: 'W-1',
          billId: 'B-NP-W',
          waivedOn: '2025-12-10',
          resolution: 'Res. 2025-40',
        })
        .expect(201);
      expect(waiver.body).toMatchObject({
        amount: '6.92',
        penalties: [
          expect.objectContaining({ accrualDate: '2025-11-01' }),
          expect.objectContaining({ accrualDate: '2025-12-01' }),
        ],
      });
      expect(await balance(ledger, 'NP-W', '2025-12-10')).toMatchObject({
        penalties: '0.00',
        total: '230.40',
      });
      expect(await balance(ledger, 'NP-W', '2025-12-09')).toMatchObject({ penalties: '6.92' });
      expect(
        (
          await ledger
            .http()
            .post('/v1/accounts/NP-W/penalty-waivers')
            .send({
              waiverId: 'W-2',
              billId: 'B-NP-W',
              waivedOn: '2025-12-11',
              resolution: 'again',
            })
            .expect(422)
        ).body.rule,
      ).toBe('N11');
    });

    it('the aging report: arrears by days past due as of a date', async () => {
      await billed(ledger, 'NP-AG');
      await penaltyRun(ledger, '2026-01-15');
      const aging = (
        await ledger.http().get('/v1/municipalities/northport/aging?asOf=2026-01-15').expect(200)
      ).body;
      // due 2025-10-31: 76 days past due on 2026-01-15; rent 230.40 + 3 penalties of 3.46
      expect(aging.rows).toEqual([
        expect.objectContaining({
          accountId: 'NP-AG',
          '61-90': '240.78',
          current: '0.00',
          total: '240.78',
        }),
      ]);
      expect(aging.totals.total).toBe('240.78');
      expect(
        (await ledger.http().get('/v1/municipalities/northport/aging?asOf=2025-10-15').expect(200))
          .body.rows[0],
      ).toMatchObject({ current: '230.40' });
    });
  },
);
