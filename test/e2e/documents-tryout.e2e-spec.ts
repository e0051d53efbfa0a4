import { Decimal } from '@ledger/domain';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** A document's text, read from the PDF a route answers. */
const pdfOf =
  (ledger: TestLedger) =>
  async (path: string, name: string, layout = false) =>
    pdfText(
      (await ledger.http().get(path).buffer(true).parse(bytes).expect(200)).body as Buffer,
      name,
      layout,
    );

/** N3/N4 worked example on a ledger of 2025-12-15: 230.40 billed 2025-10-01 (NB-1). */
async function workedExampleBilled(): Promise<TestLedger> {
  const ledger = await startTestLedger('2025-12-15T15:00:00Z');
  await workedExampleAccount(ledger);
  await ledger
    .http()
    .post('/v1/accounts/NP-1001/bills')
    .send({ billId: 'NB-1', fiscalYear: 2025, billDate: '2025-10-01' })
    .expect(201);
  return ledger;
}

/**
 * What a tryout as a new village office found on paper: each document agrees
 * with the answers on screen and speaks plain words.
 */
describe('documents found wanting in the village office tryout', () => {
  let ledger: TestLedger;
  const http = () => ledger.http();
  const pdf = (path: string, name: string, layout = false) => pdfOf(ledger)(path, name, layout);
  beforeAll(async () => {
    // 100.00 paid 2025-11-20, no penalty run
    ledger = await workedExampleBilled();
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
      'The amount to pay today is the balance posted to the account ($130.40) plus $5.47 of penalties due by 12/15/2025 and not yet posted to it.',
    );
  });

  it('C7 a receipt whose payment also covered penalties no run has posted says so, never "$0.00 includes $5.47" (office tryout 2026-12-05)', async () => {
    await http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-2', amount: '135.87', receivedOn: '2025-12-15', method: 'cash' })
      .expect(201);
    const rows = await pdf('/v1/accounts/NP-1001/payments/P-2/receipt', 'receipt-paid-rows', true);
    const receipt = await pdf('/v1/accounts/NP-1001/payments/P-2/receipt', 'receipt-paid');
    expect(rows).toContain('Amount to pay today $0.00 as of 12/15/2025');
    expect(receipt).toContain(
      'The amount to pay today is the balance posted to the account (a credit of $5.47) plus $5.47 of penalties due by 12/15/2025 and not yet posted to it.',
    );
    expect(receipt).not.toContain('includes');
  });

  it('N9/W3 a Watervliet notice after a levy names the interest still owed on the levied bill; never "nothing unpaid" beside an amount to pay', async () => {
    await http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: WATERVLIET_RATES_2022,
      })
      .expect(201);
    await http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-L',
        municipality: 'watervliet',
        parcelId: '45.12-3-WV-L',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'Owner WV-L', mailingAddress: '2 Broadway, Watervliet NY' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    await http()
      .post('/v1/accounts/WV-L/bills')
      .send({ billId: 'WB-L', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    const run = (through: string) =>
      http().post('/v1/penalty-runs').send({ municipality: 'watervliet', through }).expect(200);
    await run('2023-09-30');
    await http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-WV-2023',
        municipality: 'watervliet',
        cutoff: '2023-09-30',
        taxYear: 2024,
      })
      .expect(201);
    await http()
      .post('/v1/lien-statements/LS-WV-2023/levy')
      .send({ leviedOn: '2023-10-15' })
      .expect(201);
    // W1: the 2023-10-02 interest came after the cut-off and before the levy: it stays on the account
    await run('2024-03-31');
    const notice = await pdf('/v1/accounts/WV-L/delinquency-notice?on=2024-03-31', 'wv-levied');
    const rows = await pdf('/v1/accounts/WV-L/delinquency-notice?on=2024-03-31', 'wv-rows', true);
    expect(notice).toContain('Amount to pay on 03/31/2024: $1.97');
    expect(notice).not.toMatch(/No sewer rents? (are|is) unpaid/);
    expect(notice).toContain('Our records show the following still owed on this account.');
    expect(notice).toContain('Also owed on this account');
    expect(notice).toContain(
      'Bill WB-L: still owed here beyond what a lien statement put on the tax roll (a lien on the next statement)',
    );
    expect(rows).toMatch(/\$0\.00 \$1\.97 \$0\.00 \$1\.97/);
    expect(notice).not.toMatch(/[Pp]enalt/);
    // C3: a notice of a day before the levy asks for the arrears as they stood, and says nothing of a levy not yet made
    const before = await pdf(
      '/v1/accounts/WV-L/delinquency-notice?on=2023-10-01',
      'wv-before-levy',
    );
    expect(before).not.toContain('put on the tax roll');
    expect(before).toMatch(/WB-L/);
    expect(before).not.toContain('Also owed on this account');
    // N9 (settled): the interest the levy left owed is a lien: the next statement lists it, and its levy moves it
    const next = await http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-WV-2024',
        municipality: 'watervliet',
        cutoff: '2024-03-31',
        taxYear: 2025,
      })
      .expect(201);
    expect(next.body.lines).toEqual([
      expect.objectContaining({
        total: '1.97',
        bills: [expect.objectContaining({ billId: 'WB-L', rent: '0.00', penalties: '1.97' })],
      }),
    ]);
    await http()
      .post('/v1/lien-statements/LS-WV-2024/levy')
      .send({ leviedOn: '2024-04-15' })
      .expect(201);
    expect(
      (await http().get('/v1/accounts/WV-L/balance?asOf=2024-04-15').expect(200)).body,
    ).toMatchObject({ total: '0.00' });
    // the bill says both levies: the account's answer, the console's badge and the reprinted bill
    const bill = (await http().get('/v1/accounts/WV-L').expect(200)).body.bills.find(
      (b: { billId: string }) => b.billId === 'WB-L',
    );
    expect(bill.levied).toMatchObject({ statementId: 'LS-WV-2023', taxYear: 2024 });
    expect(bill.laterLevies).toEqual([
      {
        statementId: 'LS-WV-2024',
        taxYear: 2025,
        leviedOn: '2024-04-15',
        cutoff: '2024-03-31',
        total: '1.97',
      },
    ]);
    const reprinted = await pdf('/v1/bills/WB-L/document', 'wv-levied-twice');
    expect(reprinted).toMatch(
      /\$1\.97 more, still owed on 03\/31\/2024, on the 2025 tax roll on\s+04\/15\/2024/,
    );
  });

  it('W1 a notice asks for what is past due; a bill not yet due is told beside it, not asked for (office tryout 2026-12-05)', async () => {
    await http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-N',
        municipality: 'watervliet',
        parcelId: '45.12-3-WV-N',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'Owner WV-N', mailingAddress: '4 Broadway, Watervliet NY' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    for (const [billId, period, billDate] of [
      ['WB-N1', '2022-11', '2022-12-01'],
      ['WB-N2', '2023-05', '2023-06-01'],
    ])
      await http().post('/v1/accounts/WV-N/bills').send({ billId, period, billDate }).expect(201);
    const on = '2023-06-15';
    const payoff = (await http().get(`/v1/accounts/WV-N/payoff?on=${on}`).expect(200)).body;
    const notYetDue = new Decimal('196.82'); // W2: 2 units x 98.41, due a month after its bill date
    const pastDue = new Decimal(payoff.payoff).minus(notYetDue).toFixed(2);
    expect(new Decimal(pastDue).greaterThan('196.82')).toBe(true); // WB-N1's rent and its interest
    const notice = await pdf(`/v1/accounts/WV-N/delinquency-notice?on=${on}`, 'wv-not-yet-due');
    expect(notice).toContain(`Past due, to pay on 06/15/2023: $${pastDue}`);
    expect(notice).toMatch(
      new RegExp(
        `With 1 bill not yet due \\(WB-N2, due 07/01/2023\\), the balance of the account on 06/15/2023 is \\$${payoff.payoff.replace('.', '\\.')}\\.`,
      ),
    );
    expect(notice).not.toContain('Amount to pay on');
  });

  it('W1 the statement names a billing period as its bill does ("November 1, 2022 - April 30, 2023"), not by its code', async () => {
    const statement = (await http().get('/v1/accounts/WV-L/statement').expect(200)).body;
    expect(
      statement.entries.find((e: { reference: string }) => e.reference === 'WB-L').description,
    ).toBe('Sewer rent, November 1, 2022 - April 30, 2023, due 2023-01-01');
    const paper = await pdf('/v1/accounts/WV-L/statement/document', 'wv-statement');
    expect(paper).toContain('Sewer rent, November 1, 2022 - April 30, 2023, due 01/01/2023');
    expect(paper).not.toContain('2022-11');
    // W1: the balance's column names the city's interest, as the account page does (office tryout 2026-12-05)
    const rows = await pdf('/v1/accounts/WV-L/statement/document', 'wv-statement-rows', true);
    expect(rows).toMatch(/Rent Interest Charges Credit Total/);
    expect(paper).not.toContain('Penalties');
  });

  it('W2 a Watervliet bill names each unit once and reads "1 unit" at the unit\'s rate, no code words', async () => {
    const bill = await pdf('/v1/bills/WB-L/document', 'wv-bill', true);
    expect(bill).toMatch(/Unit 1 1 unit 98\.41 \$98\.41/);
    expect(bill).toMatch(/Unit 2 1 unit 98\.41 \$98\.41/);
    expect(bill).not.toMatch(/\(unit \d\)|unit-period|×/);
  });

  it('N9/W3 a bill reprinted after its levy asks for nothing: it says what went on the tax roll, and has no stub (office tryout 2026-12-05)', async () => {
    const account = (await http().get('/v1/accounts/WV-L').expect(200)).body;
    const levied = account.bills.find((b: { billId: string }) => b.billId === 'WB-L').levied;
    expect(levied).toMatchObject({
      statementId: 'LS-WV-2023',
      cutoff: '2023-09-30',
      leviedOn: '2023-10-15',
    });
    expect(Number(levied.total)).toBeGreaterThan(196.82); // the rent and the interest to the cut-off
    const bill = await pdf('/v1/bills/WB-L/document', 'wv-bill-levied');
    expect(bill).toContain(
      // the later levy of what the first left owed (LS-WV-2024, above) is said after it
      `Levied on the tax roll: $${levied.total} of this bill, unpaid on 09/30/2023, was levied on the ${levied.taxYear} tax roll on 10/15/2023; $1.97 more, still owed on 03/31/2024, on the 2025 tax roll on 04/15/2024. It is paid with your taxes, to the tax collector: do not pay it to this office.`,
    );
    expect(bill).toContain('Total billed $196.82');
    expect(bill).not.toMatch(/Amount due|Detach|Amount enclosed|Total due/);
  });
});

describe('documents for an account in credit, and with a reversal not yet booked (integrator try-out: 500s)', () => {
  let ledger: TestLedger;
  const http = () => ledger.http();
  const pdf = (path: string, name: string) => pdfOf(ledger)(path, name);
  beforeAll(async () => {
    ledger = await workedExampleBilled();
    // N4: 3.46 on 11-01 and 12-01, booked
    await http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    // a 300.00 check received on 10-20, posted late: the rent was paid before any penalty (C5), 69.60 over
    await http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-LATE', amount: '300.00', receivedOn: '2025-10-20', method: 'check' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('C7/C5 the receipt counts the two penalties no run has reversed yet (-6.92) and the notice of an account in credit asks for nothing', async () => {
    const payoff = (await http().get('/v1/accounts/NP-1001/payoff').expect(200)).body;
    // 230.40 + 6.92 booked - 300.00, and the two reversals not yet booked: -69.60
    expect(payoff).toMatchObject({ payoff: '-69.60' });
    expect(
      payoff.notYetBooked.map((n: { type: string; amount: string }) => [n.type, n.amount]),
    ).toEqual([
      ['PenaltyReversed', '-3.46'],
      ['PenaltyReversed', '-3.46'],
    ]);
    const receipt = await pdf('/v1/accounts/NP-1001/payments/P-LATE/receipt', 'receipt-in-credit');
    expect(receipt).toContain('$300.00');
    // nothing to pay, said as a credit; the penalties a run will reverse said as such (it printed -$69.60 and -$6.92)
    expect(receipt).toContain('$0.00 as of 12/15/2025: a credit of $69.60');
    expect(receipt).toContain('less $6.92 of penalties posted that the next run will reverse');
    expect(receipt).not.toMatch(/-\$/);
    const notice = await pdf('/v1/accounts/NP-1001/delinquency-notice', 'notice-in-credit');
    expect(notice).toContain('No sewer rents are unpaid past their due dates on this account.');
  });
});
