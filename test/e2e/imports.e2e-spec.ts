import { ledgerHead } from '../support/ledger-head';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const ROLL = [
  'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
  'NP-I1,northport,0403-001,residential,,,,"Doe, Jane","1 Main St, Northport",2025-06-01',
  'NP-I2,northport,0403-002,commercial,inside,,,Harbor Deli LLC,"2 Main St",2025-06-01',
  'WV-I3,watervliet,45.1-2-3,residential,inside,,2,Smith,"3 Broadway",2022-06-01',
].join('\r\n');

describe('CSV imports (accounts, water usage, lockbox payments): validated whole, all or nothing, idempotent', () => {
  let ledger: TestLedger;
  // the first events of an empty ledger: /health says starting until the read side has passed them once
  const head = async (): Promise<number> => {
    for (let attempt = 0; ; attempt++) {
      const health = await ledger.http().get('/health');
      // the ledger's facts (an import writes its job's start and end, #29)
      if (health.status === 200 || attempt === 50) return ledgerHead(ledger);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const post = (kind: string, csv: string) =>
    ledger.http().post(`/v1/imports/${kind}`).set('Content-Type', 'text/csv').send(csv);

  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it("imports the assessor's roll; the same file again changes nothing", async () => {
    const first = await post('accounts', ROLL).expect(201);
    expect(first.body).toMatchObject({
      kind: 'accounts',
      records: 3,
      applied: 3,
      unchanged: 0,
      errors: [],
    });
    const before = await head();
    const again = await post('accounts', ROLL).expect(200);
    expect(again.body).toMatchObject({ applied: 0, unchanged: 3 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await head()).toBe(before);
    expect((await ledger.http().get('/v1/accounts/NP-I1').expect(200)).body.owner).toEqual({
      name: 'Doe, Jane',
      mailingAddress: '1 Main St, Northport',
    });
  });

  it('C9: the roll with ownerSince/deedReference records a change of owner for an account already open; again, nothing', async () => {
    const roll = [
      'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn,ownerSince,deedReference',
      'NP-I1,northport,0403-001,residential,,,,"Roe, Sam","9 Bay Ave, Northport",2025-06-01,2026-02-01,Liber 9 cp 1',
      'NP-I2,northport,0403-002,commercial,inside,,,Harbor Deli LLC,"2 Main St",2025-06-01,,',
    ].join('\r\n');
    expect((await post('accounts', roll).expect(201)).body).toMatchObject({
      records: 2,
      applied: 1,
      unchanged: 1,
      errors: [],
    });
    const account = (await ledger.http().get('/v1/accounts/NP-I1').expect(200)).body;
    expect(account.owner).toEqual({ name: 'Roe, Sam', mailingAddress: '9 Bay Ave, Northport' });
    expect(
      account.owners.map(
        (o: {
          owner: { name: string };
          from: string;
          to: string | null;
          deedReference: string | null;
        }) => [o.owner.name, o.from, o.to, o.deedReference],
      ),
    ).toEqual([
      ['Doe, Jane', '2025-06-01', '2026-01-31', null],
      ['Roe, Sam', '2026-02-01', null, 'Liber 9 cp 1'],
    ]);
    expect((await post('accounts', roll).expect(200)).body).toMatchObject({
      applied: 0,
      unchanged: 2,
    });
    // a roll line that changes anything else of an open account is still a conflict (C8), nothing written
    const before = await head();
    const other = roll.replace('0403-002,commercial', '0403-002,residential');
    expect((await post('accounts', other).expect(422)).body.errors).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^C8/) }),
    ]);
    expect(await head()).toBe(before);
  });

  it('a file with bad lines is refused whole, every bad line named, nothing written', async () => {
    const before = await head();
    const csv = [
      'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn',
      'NP-I1,2025,,80000,,2025-09-01',
      'NP-I2,2025,,abc,,2025-09-01',
      'NP-NOPE,2025,,1000,,2025-09-01',
      'NP-I1,2025,,1000,500,2025-09-01',
      'WV-I3,2025,,1000,,2025-02-30',
      'NP-I2,2025,,100000,30000,2025-09-01',
    ].join('\n');
    const r = await post('water-usage', csv).expect(422);
    expect(r.body.message).toMatch(/nothing was imported/);
    expect(
      r.body.errors.map((e: { line: number; field?: string }) => [e.line, e.field ?? null]),
    ).toEqual([
      [3, 'totalGallons'],
      [4, null],
      [5, null],
      [6, 'readOn'],
    ]);
    expect(r.body.errors[1].message).toMatch(/NP-NOPE not found/);
    // N3 x N12 (settled): a meter reading on a residential account is accepted; the line repeats line 2's record
    expect(r.body.errors[2].message).toMatch(/the same record as line 2 \(NP-I1\/2025\)/);
    expect(await head()).toBe(before);
  });

  it('lockbox payments: applied after validation; a duplicate payment id inside the file is named', async () => {
    await post(
      'water-usage',
      [
        'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn',
        'NP-I1,2025,,80000,,2025-09-01',
      ].join('\n'),
    ).expect(201);
    const dup = await post(
      'payments',
      [
        'paymentId,accountId,amount,receivedOn,method,reference',
        'LB-1,NP-I1,100.00,2025-11-20,check,1001',
        'LB-1,NP-I1,100.00,2025-11-20,check,1001',
      ].join('\n'),
    ).expect(422);
    expect(dup.body.errors).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/same record as line 2/) }),
    ]);
    const ok = await post(
      'payments',
      [
        'paymentId,accountId,amount,receivedOn,method,reference',
        'LB-1,NP-I1,100.00,2025-11-20,check,1001',
        'LB-2,NP-I2,50.00,2025-11-21,ach,',
      ].join('\n'),
    ).expect(201);
    expect(ok.body).toMatchObject({ applied: 2 });
    expect(
      (await ledger.http().get('/v1/accounts/NP-I1/balance?asOf=2025-11-30').expect(200)).body,
    ).toMatchObject({ credit: '100.00', total: '-100.00' });
  });

  it("#28.10 Q1: Queensbury's roll carries its district and its usage file only the quarter column; a Queensbury line with no district is named, nothing written", async () => {
    const roll = (district: string) =>
      [
        'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn,district',
        `QB-I1,queensbury,289.17-1-1,residential,,,2,Rivera,"1 Bay Rd, Queensbury",2021-01-01,${district}`,
      ].join('\n');
    const before = await head();
    const missing = await post('accounts', roll('')).expect(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/sewer district/) }),
    ]);
    expect(await head()).toBe(before);
    await post('accounts', roll('consolidated')).expect(201);
    expect((await ledger.http().get('/v1/accounts/QB-I1').expect(200)).body.district).toBe(
      'consolidated',
    );
    const usage = [
      'accountId,quarter,totalGallons,meteredNonDischargedGallons,readOn',
      'QB-I1,2021-Q2,31000,,2021-04-01',
    ].join('\n');
    const recorded = await post('water-usage', usage);
    expect({ status: recorded.status, ...recorded.body }).toMatchObject({
      status: 201,
      applied: 1,
      errors: [],
    });
    // the quarter is in the ledger: the same file again is the same record (C8)
    expect((await post('water-usage', usage).expect(200)).body).toMatchObject({
      applied: 0,
      unchanged: 1,
    });
  });

  it('a wrong header or an unknown kind is refused', async () => {
    const r = await post('payments', 'id,amount\n1,2').expect(422);
    expect(r.body.errors[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/header must be paymentId,accountId/),
    });
    await post('bananas', 'a\n1').expect(400);
    await ledger.http().post('/v1/imports/payments').send({ not: 'csv' }).expect(400);
  });
});
