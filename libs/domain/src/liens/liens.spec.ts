import { balanceAsOf } from '../ledger/balance';
import {
  AccountScenario,
  RATE_2025,
  residentialAccount,
  WATERVLIET_RATES_2022,
  levyArrears,
  workedExampleBilled,
  watervlietAccount,
} from '../testing/given-when-then';
import { arrearsAsOf, lienArrearsAsOf } from './arrears';
import { lienLines, lienStatementCsv } from './lien-statement';

const TODAY = '2026-12-02';

function unpaidNorthport(): AccountScenario {
  const s = workedExampleBilled('NP-L');
  s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
  return s;
}

describe('N9 liens', () => {
  it('N9 the arrears as of the cut-off: unpaid rent and penalties of bills past due', () => {
    const s = unpaidNorthport();
    // 7 accruals of 3.46 (2025-11-01 .. 2026-05-01) = 24.22
    expect(arrearsAsOf(s.state(), '2026-05-31')).toEqual([
      { billId: 'B-1', rent: '230.40', penalties: '24.22', charges: '0.00', total: '254.62' },
    ]);
    // not yet past due on 2025-10-31
    expect(arrearsAsOf(s.state(), '2025-10-31')).toEqual([]);
  });

  it('N9 levying moves the arrears to the tax roll: they leave the total and the bill accrues nothing more', () => {
    const s = unpaidNorthport();
    const [levied] = s.when({
      kind: 'LevyLien',
      statementId: 'LS-1',
      taxYear: 2026,
      cutoff: '2026-05-31',
      leviedOn: '2026-06-15',
      bills: [{ billId: 'B-1', rent: '230.40', penalties: '24.22', charges: '0.00' }],
    });
    expect(levied).toMatchObject({ type: 'LienLevied', data: { total: '254.62' } });
    expect(balanceAsOf(s.state(), '2026-06-15')).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      total: '0.00',
      leviedToTaxRoll: '254.62',
    });
    // the 2026-06-01 penalty, before the levy, stays on the sewer account; nothing accrues from the levy on
    const after = s.when({
      kind: 'ReconcileAccountPenalties',
      through: '2026-11-30',
      today: TODAY,
    });
    expect(after.map((e) => [e.type, e.effectiveDate])).toEqual([['PenaltyAccrued', '2026-06-01']]);
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY }),
    ).toEqual([]);
    expect(balanceAsOf(s.state(), '2026-11-30')).toMatchObject({
      penalties: '3.46',
      total: '3.46',
      leviedToTaxRoll: '254.62',
    });
  });

  it('N9 a payment received afterwards for a levied bill is refused: it is collected as tax', () => {
    const s = new AccountScenario().given(residentialAccount('NP-P'));
    s.when({
      kind: 'RecordWaterUsage',
      period: '2025',
      totalGallons: 80_000,
      meteredNonDischargedGallons: null,
      readOn: '2025-09-01',
      today: '2026-12-02',
    });
    s.when({
      kind: 'RenderBill',
      billId: 'B-1',
      billRunId: null,
      period: '2025',
      billDate: '2025-10-01',
      rate: RATE_2025,
    });
    s.when({
      kind: 'LevyLien',
      statementId: 'LS-1',
      taxYear: 2026,
      cutoff: '2025-11-15',
      leviedOn: '2025-11-20',
      // what the statement lists (N9 x C7): the 2025-11-01 penalty a run through the cut-off books, which the levy books first
      bills: [{ billId: 'B-1', rent: '230.40', penalties: '3.46', charges: '0.00' }],
    });
    expect(() =>
      s.when({
        kind: 'ReceivePayment',
        paymentId: 'P-1',
        amount: '230.40',
        receivedOn: '2025-12-01',
        method: null,
        reference: null,
        today: TODAY,
      }),
    ).toThrow(/N9.*paid to the tax collector with the taxes, not here/);
    // a payment received before the levy (posted late) is accepted
    expect(
      s.when({
        kind: 'ReceivePayment',
        paymentId: 'P-0',
        amount: '100.00',
        receivedOn: '2025-11-10',
        method: null,
        reference: null,
        today: TODAY,
      }),
    ).toHaveLength(1);
  });

  it('N9 the levy is idempotent per statement, and a paid bill is not levied twice', () => {
    const s = unpaidNorthport();
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '258.08',
      receivedOn: '2026-06-10',
      method: null,
      reference: null,
      today: TODAY,
    });
    expect(
      s.when({
        kind: 'LevyLien',
        statementId: 'LS-1',
        taxYear: 2026,
        cutoff: '2026-05-31',
        leviedOn: '2026-06-15',
        bills: [{ billId: 'B-1', rent: '230.40', penalties: '24.22', charges: '0.00' }],
      }),
    ).toEqual([]);
  });

  it('W3/N9 Watervliet arrears carry rent, interest and charges; the statement has one line per parcel and a CSV', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-9'));
    s.when({
      kind: 'RenderBill',
      billId: 'B-W',
      billRunId: null,
      period: '2022-11',
      billDate: '2022-12-01',
      rate: WATERVLIET_RATES_2022,
    });
    s.when({ kind: 'ReconcileAccountPenalties', through: '2023-03-31', today: TODAY });
    const arrears = arrearsAsOf(s.state(), '2023-03-31');
    expect(arrears).toEqual([
      { billId: 'B-W', rent: '196.82', penalties: '3.94', charges: '0.00', total: '200.76' },
    ]);
    const lines = lienLines([
      { accountId: 'WV-9', parcelId: '45.12-3-4', owner: 'Smith, "Jo"', arrears },
      { accountId: 'WV-10', parcelId: '45.12-3-5', owner: 'Nobody', arrears: [] },
    ]);
    expect(lines).toHaveLength(1);
    expect(lienStatementCsv(lines)).toBe(
      'parcelId,owner,accountId,rent,penalties,total\r\n45.12-3-4,"Smith, ""Jo""",WV-9,196.82,3.94,200.76\r\n',
    );
  });

  it('N9 once levied, the CSV gives what the levy put on the tax roll: a part paid before the levy is not on it, a parcel paid whole says levied false', () => {
    const arrears = [
      { billId: 'B-1', rent: '100.00', penalties: '1.50', charges: '0.00', total: '101.50' },
    ];
    const lines = lienLines([
      { accountId: 'NP-A', parcelId: '0403-1', owner: 'Pat', arrears },
      { accountId: 'NP-B', parcelId: '0403-2', owner: 'Lee', arrears },
    ]);
    expect(
      lienStatementCsv(lines, [
        { parcelId: '0403-1', levied: true, rent: '60.00', penalties: '0.00', total: '60.00' },
        { parcelId: '0403-2', levied: false, rent: '0.00', penalties: '0.00', total: '0.00' },
      ]),
    ).toBe(
      'parcelId,owner,accountId,rent,penalties,total,levied\r\n0403-1,Pat,NP-A,60.00,0.00,60.00,true\r\n0403-2,Lee,NP-B,0.00,0.00,0.00,false\r\n',
    );
  });
});

describe('N9 (§ 239-32 F) a parcel of two accounts with different owners', () => {
  const arrears = [
    { billId: 'B-1', rent: '100.00', penalties: '1.50', charges: '0.00', total: '101.50' },
  ];
  it('N9 names every owner of the parcel, once each, beside the sum of its accounts', () => {
    const lines = lienLines([
      { accountId: 'NP-A', parcelId: '0403-7', owner: 'Pat Upstairs', arrears },
      { accountId: 'NP-B', parcelId: '0403-7', owner: 'Lee Downstairs', arrears },
      { accountId: 'NP-C', parcelId: '0403-7', owner: 'Pat Upstairs', arrears },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      parcelId: '0403-7',
      owner: 'Pat Upstairs; Lee Downstairs',
      accountIds: ['NP-A', 'NP-B', 'NP-C'],
      rent: '300.00',
      penalties: '4.50',
      total: '304.50',
    });
  });
});

describe('N9 x C7 (settled) a lien statement lists what a penalty run through the cut-off would leave booked', () => {
  /** The worked example's bill, a run through 2026-02-15 (3.46 on 2025-11-01, 12-01, 2026-01-01, 02-01 = 13.84), then the full rent paid on 2025-10-20, recorded after the run. */
  function stalePenalties(): AccountScenario {
    const s = workedExampleBilled('NP-S');
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-02-15', today: TODAY });
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-LATE',
      amount: '230.40',
      receivedOn: '2025-10-20',
      method: null,
      reference: null,
      today: TODAY,
    });
    return s;
  }

  it('N9 x C7 the 13.84 of stale penalties a backdated payment voids are not on the statement, and the levy puts nothing on the roll', () => {
    const s = stalePenalties();
    // as booked, 13.84 of penalties are still open on a bill whose rent was paid before the first accrual
    expect(arrearsAsOf(s.state(), '2026-05-31')).toEqual([
      { billId: 'B-1', rent: '0.00', penalties: '13.84', charges: '0.00', total: '13.84' },
    ]);
    expect(lienArrearsAsOf(s.state(), '2026-05-31')).toEqual([]);
    // a levy of the stale figure (a statement prepared before the fix) levies nothing and reverses nothing into a credit
    const levied = s.when({
      kind: 'LevyLien',
      statementId: 'LS-S',
      taxYear: 2026,
      cutoff: '2026-05-31',
      leviedOn: '2026-06-15',
      bills: [{ billId: 'B-1', rent: '0.00', penalties: '13.84', charges: '0.00' }],
    });
    expect(levied).toEqual([]);
    expect(
      s
        .when({ kind: 'ReconcileAccountPenalties', through: '2026-06-15', today: TODAY })
        .map((e) => `${e.type} ${e.effectiveDate} ${(e.data as { amount: string }).amount}`),
    ).toEqual([
      'PenaltyReversed 2025-11-01 3.46',
      'PenaltyReversed 2025-12-01 3.46',
      'PenaltyReversed 2026-01-01 3.46',
      'PenaltyReversed 2026-02-01 3.46',
    ]);
    expect(balanceAsOf(s.state(), '2026-06-15')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      leviedToTaxRoll: '0.00',
    });
  });

  it('N9 x C7 accruals no run has booked yet are on the statement; the levy books them first, so the roll takes what the statement says', () => {
    const s = workedExampleBilled('NP-U');
    // one run through 2025-11-15: only the 2025-11-01 penalty is booked
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-11-15', today: TODAY });
    expect(arrearsAsOf(s.state(), '2026-05-31')[0].penalties).toBe('3.46');
    // a run through 2026-05-31 would book 3.46 on each of 2025-11-01 .. 2026-05-01: 7 x 3.46 = 24.22
    const [line] = lienArrearsAsOf(s.state(), '2026-05-31');
    expect(line).toEqual({
      billId: 'B-1',
      rent: '230.40',
      penalties: '24.22',
      charges: '0.00',
      total: '254.62',
    });
    const levied = s.when({
      kind: 'LevyLien',
      statementId: 'LS-U',
      taxYear: 2026,
      cutoff: '2026-05-31',
      leviedOn: '2026-06-15',
      bills: [line],
    });
    expect(levied.map((e) => `${e.type} ${e.effectiveDate}`)).toEqual([
      'PenaltyAccrued 2025-12-01',
      'PenaltyAccrued 2026-01-01',
      'PenaltyAccrued 2026-02-01',
      'PenaltyAccrued 2026-03-01',
      'PenaltyAccrued 2026-04-01',
      'PenaltyAccrued 2026-05-01',
      'LienLevied 2026-06-15',
    ]);
    expect(levied.at(-1)!.data).toMatchObject({ total: '254.62' });
    // the run after the levy books only the 2026-06-01 penalty (before the levy date), and credits nothing
    expect(
      s
        .when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY })
        .map((e) => `${e.type} ${e.effectiveDate}`),
    ).toEqual(['PenaltyAccrued 2026-06-01']);
    expect(balanceAsOf(s.state(), '2026-11-30')).toMatchObject({
      penalties: '3.46',
      credit: '0.00',
      total: '3.46',
      leviedToTaxRoll: '254.62',
    });
  });
  it('N9 (settled) what a levy left owed on a levied bill (a check returned after the statement, a penalty after its cut-off) is a lien on the next statement, and its levy puts it on the roll: 96.22 then 161.86, the whole 258.08 owed', () => {
    const s = workedExampleBilled('NP-R');
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '150.00',
      receivedOn: '2026-01-05',
      method: 'check',
      reference: null,
      today: TODAY,
    });
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
    // 3 x 3.46 met first, 139.62 of rent: 90.78 unpaid, 1.36 on each of 02-01 .. 05-01
    const first = lienArrearsAsOf(s.state(), '2026-05-31');
    expect(first).toEqual([
      { billId: 'B-1', rent: '90.78', penalties: '5.44', charges: '0.00', total: '96.22' },
    ]);
    // the check comes back after the statement, before the levy: the roll takes what the statement says
    s.when({
      kind: 'ReversePayment',
      paymentId: 'P-1',
      reversedOn: '2026-06-10',
      reason: 'returned check',
      today: TODAY,
    });
    const levy = (statementId: string, cutoff: string, leviedOn: string, bills: typeof first) =>
      s.when({ kind: 'LevyLien', statementId, taxYear: 2027, cutoff, leviedOn, bills });
    expect(levy('LS-1', '2026-05-31', '2026-06-15', first).at(-1)!.data).toMatchObject({
      total: '96.22',
    });
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY });
    // left on the account: 230.40 - 90.78 of rent; 7 x 3.46 = 24.22 less the 5.44 levied, and 06-01's 3.46 before the levy
    expect(balanceAsOf(s.state(), '2026-11-30')).toMatchObject({
      rent: '139.62',
      penalties: '22.24',
      total: '161.86',
      leviedToTaxRoll: '96.22',
    });
    // unpaid sewer rent with its penalties is a lien (N9): the next statement lists it (it listed nothing)
    const next = lienArrearsAsOf(s.state(), '2026-11-30');
    expect(next).toEqual([
      { billId: 'B-1', rent: '139.62', penalties: '22.24', charges: '0.00', total: '161.86' },
    ]);
    // a statement cut off before the first levy does not list the bill again: that levy moved it
    expect(lienArrearsAsOf(s.state(), '2026-06-14')).toEqual([]);
    expect(levy('LS-2', '2026-11-30', '2026-12-01', next).at(-1)!.data).toMatchObject({
      total: '161.86',
    });
    // 230.40 of rent and 8 x 3.46 of penalties, all on the tax roll, nothing left on the account
    expect(balanceAsOf(s.state(), '2026-12-01')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      leviedToTaxRoll: '258.08',
    });
    expect(lienArrearsAsOf(s.state(), '2026-12-01')).toEqual([]);
  });

  it("N9 two statements listing what a levy left owed, levied out of their dates' order, levy it once: the earlier-dated levy, recorded last, takes nothing of it: 254.62 and 3.46 on the roll (the 3.46 was levied twice and came back as a credit)", () => {
    const s = workedExampleBilled('NP-O');
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
    const levy = (statementId: string, cutoff: string, leviedOn: string) =>
      levyArrears(s, statementId, cutoff, leviedOn);
    // 230.40 and 7 x 3.46 levied; 06-01's 3.46 left owed
    levy('LS-1', '2026-05-31', '2026-06-15');
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY });
    const september = lienArrearsAsOf(s.state(), '2026-09-30');
    const october = lienArrearsAsOf(s.state(), '2026-10-31');
    expect([september[0].total, october[0].total]).toEqual(['3.46', '3.46']);
    expect(levy('LS-3', '2026-10-31', '2026-11-20').at(-1)!.data).toMatchObject({ total: '3.46' });
    // the Board's September statement, levied on 11-10, entered after: LS-3 moved what it listed
    expect(
      s.when({
        kind: 'LevyLien',
        statementId: 'LS-2',
        taxYear: 2027,
        cutoff: '2026-09-30',
        leviedOn: '2026-11-10',
        bills: september,
      }),
    ).toEqual([]);
    expect(balanceAsOf(s.state(), '2026-12-01')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      leviedToTaxRoll: '258.08',
    });
  });

  it("N9 x C7 a levy on its cut-off day is refused: the roll the Board signs must be the statement (a run through the cut-off books that day's accrual, a levy that day would not)", () => {
    const s = workedExampleBilled('NP-D');
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-11-15', today: TODAY });
    expect(() =>
      s.when({
        kind: 'LevyLien',
        statementId: 'LS-D',
        taxYear: 2026,
        cutoff: '2026-05-01',
        leviedOn: '2026-05-01',
        bills: lienArrearsAsOf(s.state(), '2026-05-01'),
      }),
    ).toThrow(/must come after its statement's cut-off/);
    // the day after, the roll takes what the statement lists: seven of 3.46 with the cut-off day's
    const levied = s.when({
      kind: 'LevyLien',
      statementId: 'LS-D',
      taxYear: 2026,
      cutoff: '2026-05-01',
      leviedOn: '2026-05-02',
      bills: lienArrearsAsOf(s.state(), '2026-05-01'),
    });
    expect(levied.at(-1)!.data).toMatchObject({ total: '254.62' });
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2026-11-30', today: TODAY }),
    ).toEqual([]);
    expect(balanceAsOf(s.state(), '2026-11-30')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      leviedToTaxRoll: '254.62',
    });
  });
});
