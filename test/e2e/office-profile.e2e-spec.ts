import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bytes } from '../samples/make-samples';
import { officeDay } from '../support/office-day';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'office-profile');

/** Keeps a PDF and its pages as PNGs in test-artifacts/ (to be looked at). */
function keep(pdf: Buffer, name: string): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(ARTIFACTS, name)]);
}

const PROFILE = {
  officeName: 'Village of Northport, Office of the Village Clerk',
  remitTo: ['Village of Northport', 'Sewer Rents', '224 Main Street', 'Northport, NY 11768'],
  returnAddress: ['Village of Northport', '224 Main Street', 'Northport, NY 11768'],
  phone: '(631) 261-7502',
  hours: 'Monday to Friday, 8:30 a.m. to 4:00 p.m.',
  note: 'A drop box is at the front door of Village Hall.',
};

/** Issue 28 item 15: the office profile, a fact the finance role sets, on every document. */
describe('the office profile on every document', () => {
  let ledger: TestLedger;
  let as: (name: string) => Record<string, string>;
  const get = (path: string) =>
    ledger.http().get(path).set(as('finance')).buffer(true).parse(bytes);
  const text = async (path: string, name: string) => {
    const body = (await get(path).expect(200)).body as Buffer;
    keep(body, name);
    return pdfText(body, name);
  };
  let beforeProfile: string;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z', { auth: true });
    ({ as } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
    }));
    await officeDay(ledger, { clerk: as('clerk'), finance: as('finance') });
  });
  afterAll(async () => ledger.close());

  it('without a profile: the municipality name; the "set the office profile" line on the staff copy (the roll) only', async () => {
    const profile = await ledger
      .http()
      .get('/v1/municipalities/northport/profile')
      .set(as('clerk'))
      .expect(200);
    expect(profile.body).toEqual({
      municipality: 'northport',
      displayName: 'Village of Northport',
      profile: null,
      recordedOn: null,
      recordedAt: null,
    });
    const bill = await text('/v1/bills/R-2025:NP-1001/document', 'bill-without-profile');
    expect(bill).toContain('Village of Northport');
    expect(bill).toMatch(/Remit to Village of Northport\n/);
    expect(bill).not.toMatch(/profile/i);
    const notice = await text(
      '/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01',
      'notice-without-profile',
    );
    expect(notice).not.toMatch(/profile/i);
    expect(notice).toContain("How to pay: at the Village of Northport clerk's office, or by mail");
    const roll = await text('/v1/lien-statements/LS-2026/roll', 'roll-without-profile');
    expect(pdfText((await get('/v1/lien-statements/LS-2026/roll')).body, 'roll', false)).toContain(
      'Staff copy: the office profile is not set.',
    );
    expect(roll).toMatch(/^ ?0403-1002 Lee Delinquent/m);
    beforeProfile = new Date(ledger.clock.now().getTime()).toISOString();
  });

  it('only the finance role sets it; the same again writes nothing; a bad one is refused in a sentence', async () => {
    await ledger
      .http()
      .put('/v1/municipalities/northport/profile')
      .set(as('clerk'))
      .send(PROFILE)
      .expect(403);
    const set = await ledger
      .http()
      .put('/v1/municipalities/northport/profile')
      .set(as('finance'))
      .send(PROFILE)
      .expect(201);
    expect(set.body).toMatchObject({
      municipality: 'northport',
      profile: PROFILE,
      recordedOn: '2026-06-01',
    });
    await ledger
      .http()
      .put('/v1/municipalities/northport/profile')
      .set(as('finance'))
      .send(PROFILE)
      .expect(200);
    const tooLong = await ledger
      .http()
      .put('/v1/municipalities/northport/profile')
      .set(as('finance'))
      .send({ ...PROFILE, remitTo: ['a', 'b', 'c', 'd', 'e'] })
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toContain(
      'remitTo must be 1 to 4 lines of 1 to 48 characters each',
    );
    const read = await ledger
      .http()
      .get('/v1/municipalities/northport/profile')
      .set(as('clerk'))
      .expect(200);
    expect(read.body.profile).toEqual(PROFILE);
  });

  it('the bill: office, phone and hours, return address and owner for a #10 window, the period as a resident reads it, gallons with separators, remit-to on the stub', async () => {
    const bill = await text('/v1/bills/R-2025:NP-1001/document', 'bill');
    const whole = pdfText((await get('/v1/bills/R-2025:NP-1001/document')).body, 'b', false);
    expect(whole).toContain(
      'Village of Northport 224 Main Street Northport, NY 11768 Village of Northport, Office of the Village Clerk Sewer rent bill',
    );
    expect(whole).toContain(
      'Phone (631) 261-7502. Hours: Monday to Friday, 8:30 a.m. to 4:00 p.m. A drop box is at the front door of Village Hall. Pat Example 10 Main St, Northport NY 11768',
    );
    expect(bill).toMatch(/Sewer rent: 72,000 billable gallons of 80,000 delivered;/);
    expect(bill).toMatch(/Billing period Fiscal year 2025: June 1, 2025 - May 31, 2026/);
    expect(bill).toMatch(/72 × 1,000 gallons 3\.2000 \$230\.40/);
    expect(bill).toMatch(/80,000 gallons; billable 72,000 gallons/);
    expect(bill).toMatch(
      /Remit to Village of Northport\n ?Sewer Rents\n ?224 Main Street\n ?Northport, NY 11768/,
    );
    expect(bill).not.toMatch(/profile/i);
    // the windows: the return address above the owner's address, both in the top third, the owner's at 2 1/8"
    const bbox = execFileSync('pdftotext', ['-bbox', join(ARTIFACTS, 'bill.pdf'), '-']).toString(
      'utf8',
    );
    const at = (word: string) => {
      const m = new RegExp(`<word xMin="([\\d.]+)" yMin="([\\d.]+)"[^>]*>${word}</word>`).exec(
        bbox,
      );
      return m ? { x: Math.round(Number(m[1])), y: Math.round(Number(m[2])) } : null;
    };
    expect(at('Pat')!.x).toBe(63);
    expect(Math.abs(at('Pat')!.y - 153)).toBeLessThanOrEqual(3);
    expect(at('224')!.x).toBe(36);
    expect(at('224')!.y).toBeLessThan(100);
  });

  it('the notice, the statement, the receipt and the roll print the office and its remit-to; a statement as known before the profile prints the name alone', async () => {
    await text('/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01', 'notice');
    const notice = pdfText(
      (await get('/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01')).body,
      'n',
      false,
    );
    expect(notice).toContain(
      'Village of Northport 224 Main Street Northport, NY 11768 Village of Northport, Office of the Village Clerk Notice of unpaid sewer rents',
    );
    expect(notice).toContain('Lee Delinquent 22 Bayview Ave, Northport NY 11768 Owner');
    expect(notice).toContain(
      'How to pay: at the Village of Northport, Office of the Village Clerk (Monday to Friday, 8:30 a.m. to 4:00 p.m.; phone (631) 261-7502), or by mail to Village of Northport, Sewer Rents, 224 Main Street, Northport, NY 11768, with a check payable to the Village of Northport showing account NP-1002.',
    );
    const statement = await text(
      '/v1/accounts/NP-1001/statement/document?to=2026-06-01',
      'statement',
    );
    expect(statement).toMatch(/Remit to Village of Northport\n ?Sewer Rents/);
    const earlier = await text(
      `/v1/accounts/NP-1001/statement/document?to=2026-06-01&knownAt=${beforeProfile}`,
      'statement-known-before',
    );
    expect(earlier).not.toContain('Office of the Village Clerk');
    expect(earlier).toMatch(/Remit to Village of Northport\n/);
    const receipt = await text('/v1/accounts/NP-1001/payments/P-1/receipt', 'receipt');
    expect(receipt).toMatch(/Remit to Village of Northport\n ?Sewer Rents/);
    const roll = await text('/v1/lien-statements/LS-2026/roll', 'roll');
    expect(roll).toContain('Village of Northport, Office of the Village Clerk');
    expect(roll).not.toContain('Staff copy');
    expect(roll).toMatch(/^ ?0403-1002 Lee Delinquent/m);
  });
});
