import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** C13 over HTTP: a waiver, then a re-flow that shows the waived accruals should never have existed. */
describe('C13 waivers: a re-flow after a waiver never credits twice', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-01-12T15:00:00Z');
  });
  afterAll(async () => ledger.close());

  const run = () =>
    ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
  const balance = async (accountId: string) =>
    (await ledger.http().get(`/v1/accounts/${accountId}/balance?asOf=2025-12-15`).expect(200)).body;

  async function billedPenalizedAndWaived(accountId: string) {
    await workedExampleAccount(ledger, accountId);
    await ledger
      .http()
      .post(`/v1/accounts/${accountId}/bills`)
      .send({ billId: `${accountId}-B1`, fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await run();
    const waived = await ledger
      .http()
      .post(`/v1/accounts/${accountId}/penalty-waivers`)
      .send({
        waiverId: `${accountId}-W1`,
        billId: `${accountId}-B1`,
        waivedOn: '2025-12-10',
        resolution: 'Board Res. 2025-40: good cause shown',
      })
      .expect(201);
    // 3.46 on 2025-11-01 and 2025-12-01, waived together
    expect(waived.body).toMatchObject({ amount: '6.92' });
    expect(await balance(accountId)).toMatchObject({ rent: '230.40', penalties: '0.00' });
  }

  it('C13: a backdated payment of the whole rent before the first accrual: the waived 3.46 are reversed once each; balance 0.00, no credit', async () => {
    await billedPenalizedAndWaived('NP-C13A');
    await ledger
      .http()
      .post('/v1/accounts/NP-C13A/payments')
      .send({
        paymentId: 'NP-C13A-P1',
        amount: '230.40',
        receivedOn: '2025-10-20',
        method: 'check',
      })
      .expect(201);
    await run();
    const statement = await ledger
      .http()
      .get('/v1/accounts/NP-C13A/statement?to=2025-12-15')
      .expect(200);
    const reversals = (statement.body.entries as Array<{ kind: string; amount: string }>)
      .filter((e) => e.kind === 'penalty-reversal')
      .map((e) => e.amount);
    expect(reversals).toEqual(['-3.46', '-3.46']);
    expect(await balance('NP-C13A')).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      credit: '0.00',
      total: '0.00',
    });
    // a run again finds nothing to do (C7)
    await run();
    expect(await balance('NP-C13A')).toMatchObject({ credit: '0.00', total: '0.00' });
  });

  it("C13/C11: the waived bill voided and replaced on 60,000 gallons (172.80): the waived accruals reversed once, the replacement's 2.59 twice on the waived dates forgiven by the same waiver; balance 172.80, no credit", async () => {
    await billedPenalizedAndWaived('NP-C13B');
    await ledger
      .http()
      .post('/v1/accounts/NP-C13B/bills/NP-C13B-B1/void')
      .send({ voidId: 'NP-C13B-V1', voidedOn: '2025-12-12', reason: 'meter misread' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-C13B/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 60_000, readOn: '2025-12-12' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-C13B/bills')
      .send({
        billId: 'NP-C13B-B2',
        fiscalYear: 2025,
        billDate: '2025-12-12',
        replaces: 'NP-C13B-B1',
      })
      .expect(201);
    await run();
    // C11 x C13: the Board's relief carries to the replacement (it was 177.98: the penalties came back)
    expect(await balance('NP-C13B')).toMatchObject({
      rent: '172.80',
      penalties: '0.00',
      credit: '0.00',
      total: '172.80',
    });
  });
});
