import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * C5: a credit on the account meets a bill when it is booked, so the bill
 * asks for the rest: on screen, on paper, on its stub and in the mail
 * house's print file (the office's try-out: a bill asked an owner who had
 * paid 100.00 ahead for the whole 230.40).
 */
describe('C5 a bill rendered on an account in credit asks for the rest', () => {
  let ledger: TestLedger;
  const get = (path: string) => ledger.http().get(path).buffer(true).parse(bytes).expect(200);

  const paidAheadAndBilled = async (accountId: string, paid: string) => {
    await northportAccount(ledger, accountId, 80_000, {
      owner: { name: 'Pat Ahead', mailingAddress: '1 Main St, Northport NY 11768' },
    });
    await ledger
      .http()
      .post(`/v1/accounts/${accountId}/payments`)
      .send({ paymentId: `P-${accountId}`, amount: paid, receivedOn: '2025-09-15' })
      .expect(201);
  };

  beforeAll(async () => {
    ledger = await startTestLedger('2025-10-01T15:00:00Z');
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await paidAheadAndBilled('NP-AHEAD', '100.00');
    await paidAheadAndBilled('NP-PAID', '300.00');
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'R-AHEAD',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('C5 the answer: 230.40 billed, 100.00 of credit applied, 130.40 due; paid ahead in full, 0.00 due', async () => {
    const account = (await ledger.http().get('/v1/accounts/NP-AHEAD').expect(200)).body;
    expect(account.bills[0]).toMatchObject({
      total: '230.40',
      creditApplied: '100.00',
      amountDue: '130.40',
    });
    const paid = (await ledger.http().get('/v1/accounts/NP-PAID').expect(200)).body;
    expect(paid.bills[0]).toMatchObject({
      total: '230.40',
      creditApplied: '230.40',
      amountDue: '0.00',
    });
  });

  it('C5 the printed bill and its stub ask for 130.40; a bill the credit paid asks for nothing and has no stub', async () => {
    const text = pdfText((await get('/v1/bills/R-AHEAD:NP-AHEAD/document')).body, 'ahead');
    expect(text).toMatch(/Total billed \$230\.40/);
    expect(text).toMatch(/Credit applied -\$100\.00/);
    expect(text).toMatch(/Amount due \$130\.40[\s\S]*Detach and return[\s\S]*Amount due \$130\.40/);
    expect(text).not.toMatch(/Amount due \$230\.40/);
    const paid = pdfText((await get('/v1/bills/R-AHEAD:NP-PAID/document')).body, 'paid');
    expect(paid).toMatch(/Credit applied -\$230\.40/);
    expect(paid).toContain('Nothing is due on this bill: the credit on your account paid it.');
    expect(paid).not.toContain('Detach and return');
  });

  it("C5 the mail house's print file carries the credit applied and the amount due", async () => {
    const csv = (await get('/v1/bill-runs/R-AHEAD/document?format=csv')).body.toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      'billId,accountId,parcelId,ownerName,mailingAddress,period,billDate,dueDate,rent,charges,total,creditApplied,amountDue,status',
      'R-AHEAD:NP-AHEAD,NP-AHEAD,P-NP-AHEAD,Pat Ahead,"1 Main St, Northport NY 11768",2025,2025-10-01,2025-10-31,230.40,0.00,230.40,100.00,130.40,',
      'R-AHEAD:NP-PAID,NP-PAID,P-NP-PAID,Pat Ahead,"1 Main St, Northport NY 11768",2025,2025-10-01,2025-10-31,230.40,0.00,230.40,230.40,0.00,',
    ]);
    // a bill of the run voided since (C11): its row says so, and the mail house does not mail it as a bill
    await ledger
      .http()
      .post('/v1/accounts/NP-PAID/bills/R-AHEAD:NP-PAID/void')
      .send({ voidId: 'V-PAID', voidedOn: '2025-10-01', reason: 'billed twice' })
      .expect(201);
    const after = (await get('/v1/bill-runs/R-AHEAD/document?format=csv')).body.toString('utf8');
    expect(after.split('\r\n').filter(Boolean)[2]).toMatch(/^R-AHEAD:NP-PAID,.*,voided$/);
  });
});
