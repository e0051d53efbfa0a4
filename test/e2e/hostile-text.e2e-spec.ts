import { ledgerHead } from '../support/ledger-head';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

const NUL = '\u0000';
const RTL_OVERRIDE = '\u202e';

/**
 * #25: text a clerk, an import or an integration sends is refused when it
 * carries control characters or bidirectional overrides, a payment method is
 * one of the list, and an account takes no chapter data its municipality does
 * not have. Each refusal is a 400 (or 422) naming the field, and writes nothing.
 */
describe('hostile text: control characters, payment methods outside the list, another town’s district', () => {
  let ledger: TestLedger;
  let eventsBefore: number;
  // the ledger's facts (a refused import still writes its job's start and end, #29)
  const head = () => ledgerHead(ledger);

  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-H');
  });
  beforeEach(async () => {
    eventsBefore = await head();
  });
  afterEach(async () => {
    expect(await head()).toBe(eventsBefore);
  });
  afterAll(async () => ledger.close());

  const fieldsOf = (r: { body: { fields?: Record<string, string[]> } }) =>
    Object.keys(r.body.fields ?? {});
  const pay = (body: object) =>
    ledger
      .http()
      .post('/v1/accounts/NP-H/payments')
      .send({ paymentId: 'P-H', amount: '10.00', receivedOn: '2025-11-20', ...body });
  const open = (body: object) =>
    ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-H2',
        municipality: 'northport',
        parcelId: '0403-H2',
        propertyClass: 'residential',
        owner: { name: 'Pat Example', mailingAddress: '10 Main St' },
        openedOn: '2025-06-01',
        ...body,
      });

  it('400: a payment method outside the list (emoji, a right-to-left override, any other word)', async () => {
    for (const method of ['💸', `check${RTL_OVERRIDE}`, 'bitcoin', 'Check', `check${NUL}`]) {
      const r = await pay({ method }).expect(400);
      expect({ method, fields: fieldsOf(r) }).toEqual({ method, fields: ['method'] });
    }
  });

  it('400: NUL, a line break, ESC or a bidirectional override in a payment reference', async () => {
    for (const reference of [
      `chk 6${NUL}`,
      'chk 6\n=2+2',
      'chk \u001b[31m6',
      `6${RTL_OVERRIDE}90`,
    ]) {
      const r = await pay({ method: 'check', reference }).expect(400);
      expect({ reference, fields: fieldsOf(r) }).toEqual({ reference, fields: ['reference'] });
    }
  });

  it('400: control characters in a parcel id, an owner name; NUL in a mailing address', async () => {
    expect(fieldsOf(await open({ parcelId: `0403${NUL}H2` }).expect(400))).toEqual(['parcelId']);
    expect(fieldsOf(await open({ parcelId: '0403\r\nH2' }).expect(400))).toEqual(['parcelId']);
    const owner = { name: `Pat${NUL}`, mailingAddress: `10 Main St${NUL}` };
    expect(fieldsOf(await open({ owner }).expect(400)).sort()).toEqual([
      'owner.mailingAddress',
      'owner.name',
    ]);
  });

  it('400: a control character in a deed reference', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/NP-H/owner-changes')
      .send({
        ownerChangeId: 'OC-H',
        owner: { name: 'New Owner', mailingAddress: '1 Elm St' },
        effectiveOn: '2025-10-01',
        deedReference: `Liber 1${NUL}2`,
      })
      .expect(400);
    expect(fieldsOf(r)).toEqual(['deedReference']);
  });

  it('400: a control character or a space in a webhook URL', async () => {
    for (const url of [
      `https://tax.example.org/${NUL}hook`,
      'https://tax.example.org/a\nb',
      'https://tax example.org/',
    ]) {
      const r = await ledger
        .http()
        .post('/v1/subscriptions')
        .send({ subscriptionId: 'S-H', url, types: [] })
        .expect(400);
      expect({ url, fields: fieldsOf(r) }).toEqual({ url, fields: ['url'] });
    }
  });

  it('422: a lockbox file with a method outside the list or a NUL in a reference names each line, and imports nothing', async () => {
    const r = await ledger
      .http()
      .post('/v1/imports/payments')
      .set('Content-Type', 'text/csv')
      .send(
        [
          'paymentId,accountId,amount,receivedOn,method,reference',
          'LB-H1,NP-H,10.00,2025-11-20,bitcoin,1',
          `LB-H2,NP-H,10.00,2025-11-20,check,9${NUL}1`,
          'LB-H3,NP-H,10.00,2025-11-20,money-order,',
        ].join('\r\n'),
      )
      .expect(422);
    expect(
      (r.body.errors as Array<{ line: number; field: string }>).map((e) => [e.line, e.field]),
    ).toEqual([
      [2, 'method'],
      [3, 'reference'],
    ]);
  });

  it("422: an assessor's roll with a NUL in a deed reference or a line break in a parcel id names the line and the field", async () => {
    const r = await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv')
      .send(
        [
          'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn,ownerSince,deedReference',
          `NP-H,northport,0403-NP-H,residential,,,,New Owner,1 Elm St,2025-06-01,2025-10-01,Liber 1${NUL}2`,
          'NP-H3,northport,"0403\nH3",residential,,,,Pat Example,1 Elm St,2025-06-01,,',
        ].join('\r\n'),
      )
      .expect(422);
    expect(
      (r.body.errors as Array<{ line: number; field: string }>).map((e) => [e.line, e.field]),
    ).toEqual([
      [2, 'deedReference'],
      [3, 'parcelId'],
    ]);
  });

  it("422: a Northport or Watervliet account that names a sewer district (Queensbury's Q1)", async () => {
    const northport = await open({ district: 'consolidated' }).expect(422);
    expect(northport.body).toMatchObject({
      rule: 'N2',
      message: expect.stringMatching(/Northport has no sewer districts/),
    });
    const watervliet = await open({
      accountId: 'WV-H2',
      municipality: 'watervliet',
      units: 1,
      district: 'consolidated',
    }).expect(422);
    expect(watervliet.body).toMatchObject({
      rule: 'W2',
      message: expect.stringMatching(/Watervliet has no sewer districts/),
    });
  });

  it('every method of the list is taken (201), with a one-line reference; each municipality publishes the methods it takes', async () => {
    const methods = ['cash', 'check', 'money-order', 'card', 'ach', 'lockbox', 'online'];
    const municipalities = (await ledger.http().get('/v1/municipalities').expect(200))
      .body as Array<{
      paymentMethods: string[];
    }>;
    expect(municipalities.map((m) => m.paymentMethods)).toEqual([methods, methods, methods]);
    for (const [i, method] of methods.entries())
      await pay({ paymentId: `P-OK-${i}`, method, reference: `ref ${i} – café` }).expect(201);
    // the seven payments are the ledger's new facts (positions need not be contiguous: hosts' job events interleave, #29)
    eventsBefore = await head();
  });
});
