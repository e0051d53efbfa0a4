import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * #28.11: a refusal reads as a sentence a clerk can say to the person at the
 * counter ("a payment cannot be received on 2027-01-05 is a day that has not
 * come" was not one). A sample of the API's refusals, each checked for the
 * shape of a sentence once its rule id (kept in `rule`) is set aside.
 */
describe('#28.11 the API refuses in sentences', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await workedExampleAccount(ledger, 'NP-1001');
  });
  afterAll(async () => ledger.close());

  /** The words after the rule id: a capital first, a full stop last, no fragment glued to a date. */
  const sentenceOf = (message: string) => message.replace(/^[A-Z]\d{1,2}(?:\/[A-Z]\d{1,2})*: /, '');

  it.each([
    [
      'a payment dated tomorrow',
      '/v1/accounts/NP-1001/payments',
      { paymentId: 'P-T', amount: '10.00', receivedOn: '2026-12-03', method: 'cash' },
      'C3',
      'A payment received on 2026-12-03 is refused: that is a day that has not come (today is 2026-12-02).',
    ],
    [
      'a payment dated before the account was opened',
      '/v1/accounts/NP-1001/payments',
      { paymentId: 'P-B', amount: '10.00', receivedOn: '2025-05-01', method: 'cash' },
      'C10',
      'A payment received on 2025-05-01 is refused: it is before the account was opened on 2025-06-01.',
    ],
    [
      'a reading dated tomorrow',
      '/v1/accounts/NP-1001/water-usage',
      { fiscalYear: 2026, totalGallons: 1000, readOn: '2026-12-03' },
      'C3',
      'A reading dated 2026-12-03 is refused: that is a day that has not come (today is 2026-12-02).',
    ],
    [
      'a penalty run through tomorrow',
      '/v1/penalty-runs',
      { municipality: 'northport', through: '2026-12-03' },
      'C7',
      'A penalty run through 2026-12-03 is refused: that is a day that has not come (today is 2026-12-02).',
    ],
  ])('%s', async (_, path, body, rule, expected) => {
    const r = await ledger.http().post(path).send(body);
    expect(r.status).toBe(422);
    expect(r.body.rule).toBe(rule);
    const words = sentenceOf(r.body.message as string);
    expect(words).toBe(expected);
    expect(words).toMatch(/^[A-Z][^]*[.]$/);
    // the old fragment: "... cannot be received on 2027-01-05 is a day that has not come"
    expect(words).not.toMatch(/cannot be \w+ on \d{4}-\d{2}-\d{2} is/);
  });

  it("a payment method outside the municipality's list is a 400 naming the field", async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-X', amount: '10.00', receivedOn: '2026-12-01', method: 'chek' })
      .expect(400);
    expect(JSON.stringify(r.body)).toContain('method');
  });
});
