import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { officeDay } from '../support/office-day';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * N9: the roll the Board signs after a levy is what the levy put on the tax
 * roll. Statement LS-2026 named NP-1002 for 254.62; the owner paid the payoff
 * before the levy, so the levy recorded 0 accounts and 0.00, and the roll
 * printed "Total to be levied $254.62, levied on ..." all the same.
 */
describe('N9 the levied lien roll prints what was levied, not what was prepared', () => {
  let ledger: TestLedger;
  const roll = async (name: string) =>
    pdfText(
      (
        await ledger
          .http()
          .get('/v1/lien-statements/LS-2026/roll')
          .buffer(true)
          .parse(bytes)
          .expect(200)
      ).body as Buffer,
      name,
    );
  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z');
    await officeDay(ledger);
  });
  afterAll(async () => ledger.close());

  it('prepared: the statement total, for the Board to levy', async () => {
    const text = await roll('prepared');
    expect(text).toMatch(/Total to be levied \$254\.62/);
    expect(text).toMatch(/0403-1002 Lee Delinquent NP-1002 \$230\.40 \$24\.22 \$254\.62/);
  });

  it("C9/N9 an owner change recorded after the statement, dated before it, does not put the new owner's address under the name assessed", async () => {
    const before = (await ledger.http().get('/v1/accounts/NP-1002').expect(200)).body.owner;
    await ledger
      .http()
      .post('/v1/accounts/NP-1002/owner-changes')
      .send({
        ownerChangeId: 'OC-LATE',
        owner: {
          name: 'Estate of Lee',
          mailingAddress: 'c/o Executor, 5 Bay Rd, Centerport NY 11721',
        },
        effectiveOn: '2025-09-15',
      })
      .expect(201);
    const text = await roll('owner-changed-after');
    expect(text).toMatch(/0403-1002 Lee Delinquent NP-1002 \$230\.40 \$24\.22 \$254\.62/);
    expect(text).toContain(before.mailingAddress);
    expect(text).not.toContain('5 Bay Rd');
  });

  it('paid in full before the levy: the levy records nothing and the roll says nothing was levied', async () => {
    const payoff = (
      await ledger.http().get('/v1/accounts/NP-1002/payoff?on=2026-06-01').expect(200)
    ).body.payoff;
    expect(payoff).toBe('258.08');
    await ledger
      .http()
      .post('/v1/accounts/NP-1002/payments')
      .send({ paymentId: 'P-LATE', amount: payoff, receivedOn: '2026-06-01', method: 'cash' })
      .expect(201);
    const levy = await ledger
      .http()
      .post('/v1/lien-statements/LS-2026/levy')
      .send({ leviedOn: '2026-06-01' })
      .expect(201);
    expect(levy.body.levied).toMatchObject({ accounts: 0, total: '0.00' });
    const text = await roll('levied');
    expect(text).toMatch(/Total levied \$0\.00/);
    expect(text).not.toContain('$254.62 ');
    expect(text).toContain('1 of 1 parcel paid before the levy and not levied');
    expect(text).toContain('Nothing was levied');
    // named, under its own heading, with what was prepared for it (README: named as not levied)
    expect(text).toMatch(
      /Paid before the levy, not levied\n+ *Parcel +Owner of record +Accounts +As prepared\n+ *0403-1002 +Lee Delinquent +NP-1002 +\$254\.62/,
    );
    // the tax collector's file says the same: what was levied (nothing), not what was prepared
    const csv = await ledger.http().get('/v1/lien-statements/LS-2026?format=csv').expect(200);
    expect(csv.text).toBe(
      'parcelId,owner,accountId,rent,penalties,total,levied\r\n0403-1002,Lee Delinquent,NP-1002,0.00,0.00,0.00,false\r\n',
    );
  });

  it('prepared, the file gives the prepared figures, without the levied column', async () => {
    const other = await startTestLedger('2026-06-01T15:00:00Z');
    try {
      await officeDay(other);
      const csv = await other.http().get('/v1/lien-statements/LS-2026?format=csv').expect(200);
      expect(csv.text).toBe(
        'parcelId,owner,accountId,rent,penalties,total\r\n0403-1002,Lee Delinquent,NP-1002,230.40,24.22,254.62\r\n',
      );
    } finally {
      await other.close();
    }
  });
});
