import { usDateTime } from '../../libs/ledger/src/documents/pdf-writer';
import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { officeDay } from '../support/office-day';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * C3: what is printed from a screen is what the screen shows. An auditor
 * viewing an account as known at an earlier instant printed a statement of
 * today's knowledge, and the facts and the payoff were today's too; a
 * delinquency notice for a levied account showed an empty table and said
 * nothing of the amount on the tax roll (N9).
 */
describe('printed documents answer as the screen asks: as known at an instant, and levied arrears', () => {
  let ledger: TestLedger;
  let before: string;
  const get = (path: string) => ledger.http().get(path).buffer(true).parse(bytes).expect(200);
  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z');
    await officeDay(ledger);
    before = ledger.clock.now().toISOString();
    // learned later: NP-1002 paid 100.00 on 2026-05-20
    await ledger
      .http()
      .post('/v1/accounts/NP-1002/payments')
      .send({ paymentId: 'P-LATE', amount: '100.00', receivedOn: '2026-05-20', method: 'cash' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('C3 the statement PDF, the facts and the payoff as known at an earlier instant', async () => {
    const known = new URLSearchParams({ knownAt: before });
    const then = (
      await ledger.http().get(`/v1/accounts/NP-1002/balance?asOf=2026-05-31&${known}`).expect(200)
    ).body;
    const now = (
      await ledger.http().get('/v1/accounts/NP-1002/balance?asOf=2026-05-31').expect(200)
    ).body;
    expect(then.total).toBe('254.62');
    expect(now.total).not.toBe('254.62');
    const printed = pdfText(
      (await get(`/v1/accounts/NP-1002/statement/document?to=2026-05-31&${known}`)).body,
      'statement-then',
    );
    expect(printed).toContain(`as the ledger knew it at ${usDateTime(before)}`);
    expect(printed).toMatch(/Closing balance \$254\.62/);
    expect(printed).not.toContain('P-LATE');
    const facts = (await ledger.http().get(`/v1/accounts/NP-1002?${known}`).expect(200)).body;
    expect(facts.payments).toEqual([]);
    const payoffThen = (
      await ledger.http().get(`/v1/accounts/NP-1002/payoff?on=2026-06-01&${known}`).expect(200)
    ).body;
    expect(payoffThen.payoff).toBe('258.08');
  });

  it('N9 a notice for a levied account says what is on the tax roll', async () => {
    await ledger.http().post('/v1/lien-statements/LS-2026/levy').send({ leviedOn: '2026-06-01' });
    const levied = (await ledger.http().get('/v1/lien-statements/LS-2026').expect(200)).body;
    expect(levied.status).toBe('levied');
    const text = pdfText(
      (await get('/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01')).body,
      'notice-levied',
    );
    expect(text).toContain('No sewer rents are unpaid past their due dates on this account.');
    expect(text).toContain('On the tax roll');
    expect(text).toMatch(
      new RegExp(`2026 06/01/2026 \\$${levied.levied.total.replace('.', '\\.')}`),
    );
  });
});
