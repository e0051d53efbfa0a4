import { bytes } from '../samples/make-samples';
import { officeDay } from '../support/office-day';
import { pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * N9 x N6 (issue 28 item 5): a Board grant on a levied bill. LS-2026 names
 * NP-1002 for 254.62 (rent 230.40); levied on 2026-06-02, the rent is on the
 * tax roll. A grant of 38.40 on 2026-07-15 is a correction of the roll owed
 * to be certified to the tax collector: no cash refund, no account credit.
 */
describe('N9 x N6 a grant on a levied bill corrects the tax roll, it pays no cash', () => {
  let ledger: TestLedger;
  const http = () => ledger.http();
  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-02T15:00:00Z');
    await officeDay(ledger);
    await http()
      .post('/v1/lien-statements/LS-2026/levy')
      .send({ leviedOn: '2026-06-02' })
      .expect(201);
    ledger.clock.set('2026-07-15T15:00:00Z');
    await http()
      .post('/v1/accounts/NP-1002/adjustment-applications')
      .send({
        applicationId: 'ADJ-L',
        billId: 'R-2025:NP-1002',
        filedOn: '2026-07-01',
        claim: 'pool fill, not discharged',
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('the answer: nothing to refund, 38.40 to certify to the tax collector, said in a sentence', async () => {
    const grant = await http()
      .post('/v1/accounts/NP-1002/adjustment-applications/ADJ-L/grant')
      .send({ grantedOn: '2026-07-15', resolution: 'Res. 2026-31', creditAmount: '38.40' })
      .expect(201);
    expect(grant.body).toMatchObject({
      credit: '38.40',
      appliedToRent: '0.00',
      refundDue: '0.00',
      refundDeadline: null,
      certifiedToTaxRoll: '38.40',
      taxRoll:
        '38.40 of this credit meets rent of bill R-2025:NP-1002 already levied on the tax roll: it is a correction of the tax roll, to be certified to the tax collector, and is not refunded in cash from the sewer account.',
    });
    const balance = await http().get('/v1/accounts/NP-1002/balance?asOf=2026-07-15').expect(200);
    expect(balance.body).toMatchObject({
      total: '0.00',
      credit: '0.00',
      refundDue: '0.00',
      leviedToTaxRoll: '254.62',
    });
    const obligations = await http()
      .get('/v1/municipalities/northport/refund-obligations?asOf=2026-07-15')
      .expect(200);
    expect(JSON.stringify(obligations.body)).not.toContain('ADJ-L');
  });

  it('the statement says where the credit went', async () => {
    const statement = await http().get('/v1/accounts/NP-1002/statement?to=2026-07-15').expect(200);
    const line = (
      statement.body.entries as Array<{ kind: string; description: string; amount: string }>
    ).find((e) => e.kind === 'adjustment')!;
    expect(line).toMatchObject({
      amount: '0.00',
      description:
        'Adjustment granted (N6), credit 38.40: 0.00 against unpaid rent of bill R-2025:NP-1002, 38.40 against rent levied on the tax roll, to be certified to the tax collector as a correction of the roll (not refunded)',
    });
  });

  it('the levied roll lists the correction to certify', async () => {
    const roll = pdfText(
      (await http().get('/v1/lien-statements/LS-2026/roll').buffer(true).parse(bytes).expect(200))
        .body as Buffer,
      'levied-grant-roll',
    );
    expect(roll).toContain('Corrections of the tax roll to certify to the tax collector');
    expect(roll).toMatch(/NP-1002 R-2025:NP-1002 07\/15\/2026 Res\. 2026-31 \$38\.40/);
    expect(roll).toMatch(/Total to certify \$38\.40/);
  });
});
