import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * What a tryout as a new village office found on paper: each document agrees
 * with the answers on screen and speaks plain words.
 */
describe('documents found wanting in the village office tryout', () => {
  let ledger: TestLedger;
  const http = () => ledger.http();
  const pdf = async (path: string, name: string, layout = false) =>
    pdfText(
      (await http().get(path).buffer(true).parse(bytes).expect(200)).body as Buffer,
      name,
      layout,
    );
  beforeAll(async () => {
    ledger = await startTestLedger('2025-12-15T15:00:00Z');
    // N3/N4 worked example: 230.40 billed 2025-10-01, 100.00 paid 2025-11-20, no penalty run
    await workedExampleAccount(ledger);
    await http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'NB-1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20', method: 'check' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('N4/C5/C7 the receipt gives the amount to pay today from the payoff, penalties not yet booked included', async () => {
    const payoff = (await http().get('/v1/accounts/NP-1001/payoff').expect(200)).body;
    expect(payoff.payoff).toBe('135.87');
    const receipt = await pdf('/v1/accounts/NP-1001/payments/P-1/receipt', 'receipt');
    const rows = await pdf('/v1/accounts/NP-1001/payments/P-1/receipt', 'receipt-rows', true);
    expect(rows).toContain('Amount to pay today $135.87 as of 12/15/2025');
    expect(receipt).toContain(
      'The amount to pay today includes $5.47 of penalties due by 12/15/2025 and not yet posted to the account.',
    );
    expect(rows).not.toContain('$130.40');
  });
});
