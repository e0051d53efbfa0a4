import { journalOf, trialBalance } from '../journal/journal';
import { openBillsAsOf } from '../ledger/aging';
import { lienArrearsAsOf } from '../liens/arrears';
import { balanceAsOf } from '../ledger/balance';
import { statementOf } from '../ledger/statement';
import { AccountScenario, residentialAccount } from '../testing/given-when-then';
import type { ConvertedItem, ConvertOpenItems } from './account-commands';

type BillItem = Extract<ConvertedItem, { kind: 'bill' }>;

const TODAY = '2026-12-02';

/** C12's worked example: converted on 2025-11-15 from the old system, the bill of 2025-10-01 with 230.40 unpaid and 3.46 of penalty. */
const converting = (over: Partial<ConvertOpenItems> = {}): ConvertOpenItems => ({
  kind: 'ConvertOpenItems',
  source: 'munis',
  conversionDate: '2025-11-15',
  items: [
    {
      kind: 'bill',
      reference: '2',
      billId: 'OLD-2025-0117',
      billDate: '2025-10-01',
      period: '2025',
      fiscalYear: 2025,
      rentUnpaid: '230.40',
      penaltiesUnpaid: '3.46',
      chargesUnpaid: '0.00',
    },
  ],
  today: TODAY,
  ...over,
});

function converted() {
  const s = new AccountScenario().given(residentialAccount());
  const events = s.when(converting());
  return { s, events };
}

const run = (s: AccountScenario, through: string) =>
  s.when({ kind: 'ReconcileAccountPenalties', through, today: TODAY }).map((e) => {
    const { billId, amount, base } = e.data as { billId: string; amount: string; base: string };
    return [e.type, billId, e.effectiveDate, base, amount];
  });

describe('C12 going live: open items converted from the old system', () => {
  it('C12 a converted bill is a fact of its own kind: source, reference, its own dates and the N4 schedule from the original bill date', () => {
    const { events } = converted();
    expect(events).toEqual([
      {
        type: 'BillConverted',
        schemaVersion: 1,
        effectiveDate: '2025-10-01',
        data: {
          accountId: 'NP-1',
          billId: 'OLD-2025-0117',
          municipality: 'northport',
          source: 'munis',
          reference: '2',
          conversionDate: '2025-11-15',
          period: '2025',
          fiscalYear: 2025,
          billDate: '2025-10-01',
          rentUnpaid: '230.40',
          penaltiesUnpaid: '3.46',
          chargesUnpaid: '0.00',
          dueDate: '2025-10-31',
          firstPenaltyDate: '2025-11-01',
          penaltyRate: '0.015',
          penaltyRule: 'N4',
          penaltyAccruals: 'monthly',
        },
      },
    ]);
  });

  it("C12 worked example: the run through 2025-12-15 books 3.46 on 2025-12-01 only (not the old system's 2025-11-01 again); balance 237.32", () => {
    const { s } = converted();
    expect(balanceAsOf(s.state(), '2025-11-15')).toMatchObject({
      rent: '230.40',
      penalties: '3.46',
      total: '233.86',
    });
    expect(run(s, '2025-12-15')).toEqual([
      ['PenaltyAccrued', 'OLD-2025-0117', '2025-12-01', '230.40', '3.46'],
    ]);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '230.40',
      penalties: '6.92',
      total: '237.32',
    });
    // C7: running it again changes nothing
    expect(run(s, '2025-12-15')).toEqual([]);
  });

  it('C12/C5 worked example: a payment of 100.00 on 2025-12-16 meets 6.92 of penalties, then 93.08 of rent', () => {
    const { s } = converted();
    run(s, '2025-12-15');
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '100.00',
      method: 'check',
      reference: null,
      receivedOn: '2025-12-16',
      today: TODAY,
    });
    expect(balanceAsOf(s.state(), '2025-12-16')).toMatchObject({
      rent: '137.32',
      penalties: '0.00',
      total: '137.32',
    });
    // N4 keeps accruing on the rent then unpaid: 1.5% x 137.32 = 2.0598 -> 2.06 on 2026-01-01
    expect(run(s, '2026-01-01')).toEqual([
      ['PenaltyAccrued', 'OLD-2025-0117', '2026-01-01', '137.32', '2.06'],
    ]);
  });

  it('C12 aging and the statement carry the converted bill from its own dates, each figure naming its line', () => {
    const { s } = converted();
    expect(openBillsAsOf(s.state(), '2025-11-15')).toEqual([
      { billId: 'OLD-2025-0117', billDate: '2025-10-01', dueDate: '2025-10-31', owed: '233.86' },
    ]);
    const statement = statementOf(s.state(), null, '2025-11-15');
    expect(statement.closingBalance).toBe('233.86');
    expect(statement.entries.map((e) => [e.kind, e.amount, e.description])).toEqual([
      [
        'rent',
        '230.40',
        'Sewer rent, fiscal year 2025, due 2025-10-31, unpaid, converted from munis (line 2) as of 2025-11-15',
      ],
      [
        'penalty',
        '3.46',
        'Penalties and interest unpaid, converted from munis (line 2) as of 2025-11-15',
      ],
    ]);
  });

  it('C12/N9 a lien statement as of 2025-12-15 reaches the converted arrear: its rent and every penalty a run through the cut-off leaves', () => {
    const { s } = converted();
    expect(lienArrearsAsOf(s.state(), '2025-12-15')).toEqual([
      {
        billId: 'OLD-2025-0117',
        rent: '230.40',
        penalties: '6.92',
        charges: '0.00',
        total: '237.32',
      },
    ]);
  });

  it('C12 the journal takes the converted items onto the receivables against the opening balances; it balances', () => {
    const { s } = converted();
    const rows = trialBalance(journalOf(s.state()), '2025-11-15').rows;
    expect(rows.map((r) => [r.account, r.balance])).toEqual([
      ['1100', '230.40'],
      ['1110', '3.46'],
      ['3000', '-233.86'],
    ]);
  });

  it('C12/C5 a converted credit stands as the account credit from the conversion date', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(
      converting({
        items: [{ kind: 'credit', reference: '7', creditId: 'OLD-CR-7', amount: '50.00' }],
      }),
    );
    expect(balanceAsOf(s.state(), '2025-11-15')).toMatchObject({
      credit: '50.00',
      total: '-50.00',
    });
  });

  it('C12/Q3 a Queensbury bill whose one penalty fell before the conversion gets none; one due after it gets its 10%', () => {
    const s = new AccountScenario().given({
      type: 'AccountOpened',
      schemaVersion: 2,
      effectiveDate: '2021-01-01',
      data: {
        accountId: 'QB-1',
        municipality: 'queensbury',
        parcelId: '296.1-1-1',
        propertyClass: 'residential',
        location: 'inside',
        exemption: null,
        owner: { name: 'Q. Owner', mailingAddress: '1 Bay Rd, Queensbury NY 12804' },
        openedOn: '2021-01-01',
        units: 2,
        district: 'consolidated',
      },
    });
    const bill = (reference: string, billId: string, billDate: string, period: string) => ({
      kind: 'bill' as const,
      reference,
      billId,
      billDate,
      period,
      fiscalYear: null,
      rentUnpaid: '141.00',
      penaltiesUnpaid: '0.00',
      chargesUnpaid: '0.00',
    });
    s.when(
      converting({
        conversionDate: '2021-05-10',
        items: [
          bill('1', 'Q-21-1', '2021-02-01', '2021-Q1'),
          bill('2', 'Q-21-2', '2021-05-03', '2021-Q2'),
        ],
      }),
    );
    // Q3: 2021-Q1's penalty day (2021-03-01) was the old system's; 2021-Q2's is 2021-05-29, 10% of 141.00
    expect(run(s, '2021-06-15')).toEqual([
      ['PenaltyAccrued', 'Q-21-2', '2021-05-29', '141.00', '14.10'],
    ]);
  });

  it('C8 the same lines again change nothing; the same bill with other figures is a conflict', () => {
    const { s } = converted();
    expect(s.when(converting())).toEqual([]);
    const other = converting();
    const changed = {
      ...other,
      items: [{ ...(other.items[0] as BillItem), rentUnpaid: '230.41' }],
    };
    expect(() => s.when(changed)).toThrow(
      'bill OLD-2025-0117 was already converted from munis line 2 with different figures',
    );
  });

  it("C12 refuses a bill dated after the conversion date (the old system's items are those open on it)", () => {
    const s = new AccountScenario().given(residentialAccount());
    const late = converting();
    expect(() =>
      s.when({ ...late, items: [{ ...(late.items[0] as BillItem), billDate: '2025-11-16' }] }),
    ).toThrow('line 2: a bill dated 2025-11-16 is after the conversion date 2025-11-15');
  });

  it("C12/C11 a converted bill is not voided: its rent is the old system's figure", () => {
    const { s } = converted();
    expect(() =>
      s.when({
        kind: 'VoidBill',
        voidId: 'V-1',
        billId: 'OLD-2025-0117',
        voidedOn: '2025-12-10',
        reason: 'wrong reading',
        today: TODAY,
      }),
    ).toThrow('bill OLD-2025-0117 was converted from munis (2)');
  });

  it('C12 x N6 (settled) a Board credit on a converted bill reaches its converted rent, not rent paid to the old system: 230.40 granted, 250.00 refused naming it', () => {
    const { s } = converted();
    const apply = (applicationId: string) =>
      s.when({
        kind: 'FileAdjustmentApplication',
        applicationId,
        billId: 'OLD-2025-0117',
        filedOn: '2025-11-20',
        claim: 'meter',
        today: TODAY,
      });
    const grant = (applicationId: string, creditAmount: string) =>
      s.when({
        kind: 'GrantAdjustment',
        applicationId,
        grantedOn: '2025-12-01',
        resolution: 'R-1',
        adjustedBillableGallons: null,
        creditAmount,
        continuesApplicationId: null,
        today: TODAY,
      });
    apply('A-1');
    expect(() => grant('A-1', '250.00')).toThrow(
      /^N6: a credit of \$250\.00 exceeds the \$230\.40 of bill OLD-2025-0117's rent/,
    );
    grant('A-1', '230.40');
    // the converted rent is met whole; its 3.46 of penalties stays owed
    expect(balanceAsOf(s.state(), '2025-12-01')).toMatchObject({ rent: '0.00', total: '3.46' });
  });
});
