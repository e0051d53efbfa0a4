import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arrearsAsOf } from '@ledger/domain';
import {
  levyArrears,
  replaceWorkedBill,
  voidWorkedBill,
  workedExampleBilled,
} from '@ledger/domain/testing/given-when-then';
import { drawLienRoll, signatoriesOf, taxRollCorrections } from './lien-roll-document';
import { officeOf } from './office';
import { PdfWriter } from './pdf-writer';

const TODAY = '2026-12-02';

/** Issue 28 item 15: a tax-map number is never broken across two lines of the roll. */
describe('the lien roll', () => {
  it('prints a long tax-map number whole, on one line', async () => {
    const parcel = '0403-123.45-1-23.456/7890';
    const pdf = new PdfWriter('roll', new Date('2026-06-01T12:00:00Z'));
    drawLienRoll(
      pdf,
      officeOf('Village of Northport', null),
      {
        statementId: 'LS-T',
        cutoff: '2026-05-31',
        taxYear: 2026,
        status: 'prepared',
        levied: null,
        total: '254.62',
        totals: { rent: '230.40', penalties: '24.22', parcels: 1 },
      },
      [
        {
          parcelId: parcel,
          owner: 'Lee Delinquent',
          mailingAddress: '22 Bayview Ave, Northport NY 11768',
          accountIds: ['NP-1002'],
          rent: '230.40',
          penalties: '24.22',
          total: '254.62',
          levied: true,
          prepared: '254.62',
        },
      ],
    );
    const file = join(mkdtempSync(join(tmpdir(), 'roll-')), 'roll.pdf');
    writeFileSync(file, await pdf.done());
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toMatch(
      /0403-123\.45-1-23\.456\/7890 +Lee Delinquent +NP-1002 +\$230\.40 +\$24\.22 +\$254\.62/,
    );
  });

  it("W1/N9 resolves to levy the rents with what accrues on them in the municipality's own word (interest in Watervliet)", async () => {
    const resolution = async (payee: string, accrues: 'interest' | 'penalties') => {
      const pdf = new PdfWriter('roll', new Date('2026-06-01T12:00:00Z'));
      drawLienRoll(
        pdf,
        officeOf(payee, null),
        {
          statementId: 'LS-W',
          cutoff: '2026-05-31',
          taxYear: 2026,
          status: 'prepared',
          levied: null,
          total: '206.67',
          totals: { rent: '196.82', penalties: '9.85', parcels: 1 },
        },
        [
          {
            parcelId: '45.12-3-101',
            owner: 'Morgan Hudson',
            mailingAddress: '101 Broadway, Watervliet NY 12189',
            accountIds: ['WV-101'],
            rent: '196.82',
            penalties: '9.85',
            total: '206.67',
            levied: true,
            prepared: '206.67',
          },
        ],
        [],
        accrues,
      );
      const file = join(mkdtempSync(join(tmpdir(), 'roll-')), 'roll.pdf');
      writeFileSync(file, await pdf.done());
      return execFileSync('pdftotext', [file, '-']).toString('utf8').replace(/\s+/g, ' ');
    };
    const city = await resolution('City of Watervliet', 'interest');
    expect(city).toContain('with the interest on them, be levied');
    expect(city).not.toMatch(/penalt/i);
    expect(await resolution('Village of Northport', 'penalties')).toContain(
      'with the penalties on them, be levied',
    );
  });

  it('N9/W3/Q4 is signed by the officers of the municipality that adopts it', () => {
    expect(signatoriesOf('Village of Northport')).toEqual([
      'Mayor',
      'Village Clerk',
      'Village Treasurer',
    ]);
    expect(signatoriesOf('City of Watervliet')).toEqual([
      'Mayor',
      'City Clerk',
      'Chief fiscal officer',
    ]);
    expect(signatoriesOf('Town of Queensbury')).toEqual(['Supervisor', 'Town Clerk']);
  });
});

/** The worked example's owner applies for an adjustment of bill B-1 (N6), before the bill is due. */
const fileApplication = (s: ReturnType<typeof workedExampleBilled>) =>
  s.when({
    kind: 'FileAdjustmentApplication',
    applicationId: 'A-1',
    billId: 'B-1',
    filedOn: '2025-10-10',
    claim: 'pool fill not discharged',
    today: TODAY,
  });

describe('the lien roll: corrections of the tax roll to certify (N9 x N6 x C11)', () => {
  it('C11 x N6 a grant filed on a bill since replaced, granted after the replacement was levied: the 38.40 that meets rent on the roll is listed on the replacement', () => {
    const s = workedExampleBilled('NP-L');
    fileApplication(s);
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
    const [arrears] = arrearsAsOf(s.state(), '2026-05-31');
    expect(arrears).toMatchObject({ billId: 'B-2', rent: '172.80' });
    s.when({
      kind: 'LevyLien',
      statementId: 'LS-1',
      taxYear: 2026,
      cutoff: '2026-05-31',
      leviedOn: '2026-06-15',
      bills: [{ billId: 'B-2', rent: arrears.rent, penalties: arrears.penalties, charges: '0.00' }],
    });
    s.when({
      kind: 'GrantAdjustment',
      applicationId: 'A-1',
      grantedOn: '2026-07-15',
      resolution: 'Res. 2026-31',
      adjustedBillableGallons: null,
      creditAmount: '38.40',
      continuesApplicationId: null,
      today: TODAY,
    });
    expect(taxRollCorrections([s.state()], 'LS-1')).toEqual([
      {
        accountId: 'NP-L',
        billId: 'B-2',
        applicationId: 'A-1',
        grantedOn: '2026-07-15',
        resolution: 'Res. 2026-31',
        amount: '38.40',
      },
    ]);
  });

  it('N9 x N6 a grant on a bill levied twice (the second levy took what the first left owed) is certified once, on the roll that holds its rent (the second levy took only a penalty)', () => {
    const s = workedExampleBilled('NP-T');
    fileApplication(s);
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
    levyArrears(s, 'LS-1', '2026-05-31', '2026-06-15');
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY });
    // 06-01's 3.46, left owed by the first levy, on the second
    levyArrears(s, 'LS-2', '2026-11-30', '2026-12-01');
    s.when({
      kind: 'GrantAdjustment',
      applicationId: 'A-1',
      grantedOn: '2026-12-02',
      resolution: 'Res. 2026-44',
      adjustedBillableGallons: null,
      creditAmount: '38.40',
      continuesApplicationId: null,
      today: TODAY,
    });
    expect(taxRollCorrections([s.state()], 'LS-2')).toEqual([]);
    expect(taxRollCorrections([s.state()], 'LS-1')).toEqual([
      expect.objectContaining({ billId: 'B-1', applicationId: 'A-1', amount: '38.40' }),
    ]);
  });
});
