import type { AccountEvent } from '../../account/account-events';
import { balanceAsOf } from '../../ledger/balance';
import {
  AccountScenario,
  residentialAccount,
  WATERVLIET_RATES_2022,
  watervlietAccount,
} from '../../testing/given-when-then';

const TODAY = '2026-12-02';
const sale = (taxSaleId = 'TS-2024', chargeAdvertising = true) =>
  ({
    kind: 'ListForTaxSale',
    taxSaleId,
    saleDate: '2024-06-10',
    advertisingCost: '25.00',
    chargeAdvertising,
    today: TODAY,
  }) as const;
const booked = (events: AccountEvent[]) =>
  events.map((e) =>
    `${e.type} ${e.effectiveDate} ${(e.data as { rule?: string }).rule ?? ''} ${(e.data as { amount?: string }).amount ?? ''}`.trim(),
  );

/** One unit at 100.00 a period (rates are data, W2): DOMAIN.md's W3 example has 100.00 of rent unpaid. */
function hundredUnpaid(): AccountScenario {
  const s = new AccountScenario().given(watervlietAccount('WV-TS', { units: 1 }));
  s.when({
    kind: 'RenderBill',
    billId: 'B-2023-11',
    billRunId: null,
    period: '2023-11',
    billDate: '2023-12-01',
    rate: { ...WATERVLIET_RATES_2022, residentialUnit: '100.00' },
  });
  return s;
}

describe('W3 tax sale: a further 10% a year and the cost of advertising', () => {
  it("W3 DOMAIN example: 100.00 unpaid at a sale on 2024-06-10 with 25.00 advertising: 25.00 that day; 0.83 on 2024-07-10 and each month after, beside W1's 1.00", () => {
    const s = hundredUnpaid();
    const listed = s.when(sale());
    expect(listed.map((e) => e.type)).toEqual(['TaxSaleListed', 'ChargeAssessed']);
    expect(listed[1].data).toMatchObject({
      billId: 'B-2023-11',
      kind: 'charge',
      amount: '25.00',
      assessedOn: '2024-06-10',
      rule: 'W3',
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2024-09-10', today: TODAY });
    // W1: 1% a month from 2024-02-02; W3: 10%/12 of 100.00 = 0.8333 -> 0.83 from 2024-07-10
    expect(booked(run).filter((b) => b.includes(' W3 '))).toEqual([
      'PenaltyAccrued 2024-07-10 W3 0.83',
      'PenaltyAccrued 2024-08-10 W3 0.83',
      'PenaltyAccrued 2024-09-10 W3 0.83',
    ]);
    expect(
      booked(run)
        .filter((b) => b.includes(' W1 '))
        .slice(-3),
    ).toEqual([
      'PenaltyAccrued 2024-07-02 W1 1.00',
      'PenaltyAccrued 2024-08-02 W1 1.00',
      'PenaltyAccrued 2024-09-02 W1 1.00',
    ]);
    // C7: running it again changes nothing
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2024-09-10', today: TODAY }),
    ).toEqual([]);
    // rent 100.00; W1 8 x 1.00 (Feb..Sep); W3 3 x 0.83; the 25.00 advertising is a charge
    expect(balanceAsOf(s.state(), '2024-09-10')).toMatchObject({
      rent: '100.00',
      penalties: '10.49',
      charges: '25.00',
      total: '135.49',
    });
  });

  it("W3 a bill paid before the sale is not listed; the same sale again is a no-op; the parcel's second account bears no advertising", () => {
    const paid = hundredUnpaid();
    paid.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2023-12-20',
      method: null,
      reference: null,
      today: TODAY,
    });
    expect(paid.when(sale())).toEqual([]);
    const s = hundredUnpaid();
    expect(s.when(sale('TS-2024', false)).map((e) => e.type)).toEqual(['TaxSaleListed']);
    expect(s.when(sale('TS-2024', false))).toEqual([]);
  });

  it('W3 (settled) a tax sale reaches only bills in arrears, past their last day without interest (W1), not a bill not yet due', () => {
    const s = hundredUnpaid();
    // the May period's bill: due 2024-07-01, free of interest through 2024-08-01, unpaid at the sale of 2024-06-10
    s.when({
      kind: 'RenderBill',
      billId: 'B-2024-05',
      billRunId: null,
      period: '2024-05',
      billDate: '2024-06-01',
      rate: { ...WATERVLIET_RATES_2022, residentialUnit: '100.00' },
    });
    const [listed, charge] = s.when(sale());
    expect(listed.data).toMatchObject({ billIds: ['B-2023-11'] });
    expect(charge.data).toMatchObject({ billId: 'B-2023-11', amount: '25.00' });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2024-09-10', today: TODAY });
    // W3's 10% a year only on the bill in arrears at the sale; the May bill bears only W1 (1.00 on 2024-08-02, 2024-09-02)
    expect(booked(run).filter((b) => b.includes(' W3 '))).toEqual([
      'PenaltyAccrued 2024-07-10 W3 0.83',
      'PenaltyAccrued 2024-08-10 W3 0.83',
      'PenaltyAccrued 2024-09-10 W3 0.83',
    ]);
    expect(
      run
        .filter(
          (e) =>
            e.type === 'PenaltyAccrued' && (e.data as { billId: string }).billId === 'B-2024-05',
        )
        .map(
          (e) =>
            `${e.effectiveDate} ${(e.data as { rule: string }).rule} ${(e.data as { amount: string }).amount}`,
        ),
    ).toEqual(['2024-08-02 W1 1.00', '2024-09-02 W1 1.00']);
  });

  it('W3 (settled) an account whose only unpaid bill is not yet past its last day without interest is not in the sale', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-NEW', { units: 1 }));
    s.when({
      kind: 'RenderBill',
      billId: 'B-2024-05',
      billRunId: null,
      period: '2024-05',
      billDate: '2024-06-01',
      rate: { ...WATERVLIET_RATES_2022, residentialUnit: '100.00' },
    });
    expect(s.when(sale())).toEqual([]);
    // on the day after the last day without interest (2024-08-01) it is in arrears
    expect(s.when({ ...sale('TS-2024-08'), saleDate: '2024-08-02' }).map((e) => e.type)).toEqual([
      'TaxSaleListed',
      'ChargeAssessed',
    ]);
  });

  it('W3/C10 a sale dated before an account was opened does not reach it (nothing listed, no refusal that would stop the sale half-written)', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-LATE'));
    expect(s.when({ ...sale(), saleDate: '2022-05-31' })).toEqual([]);
    expect(() => s.when({ ...sale('TS-NEXT'), saleDate: '2026-12-03' })).toThrow(/^C3/);
  });

  it("W3 x C12: a converted bill in a sale recorded from before going live accrues W3 only after the conversion date (the old system's penalties hold those before): 137.32 as of 2024-10-15, not 139.81", () => {
    const s = new AccountScenario().given(watervlietAccount('WV-CV', { units: 1 }));
    s.when({
      kind: 'ConvertOpenItems',
      source: 'cityfin',
      conversionDate: '2024-09-15',
      items: [
        {
          kind: 'bill',
          reference: '1',
          billId: 'OLD-1',
          billDate: '2023-11-01',
          period: '2023-11',
          fiscalYear: null,
          // W1 8 x 1.00 and W3 3 x 0.83 (07-10, 08-10, 09-10) accrued by the old system; the 25.00 advertising
          rentUnpaid: '100.00',
          penaltiesUnpaid: '10.49',
          chargesUnpaid: '25.00',
        },
      ],
      today: TODAY,
    });
    // the city records its sale of 2024-06-10 so that W3's 10% goes on after going live; advertising was converted
    s.when(sale('TS-2024', false));
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2024-10-15', today: TODAY });
    expect(booked(run)).toEqual([
      'PenaltyAccrued 2024-10-02 W1 1.00',
      'PenaltyAccrued 2024-10-10 W3 0.83',
    ]);
    // 100.00 + (10.49 + 1.00 + 0.83) + 25.00
    expect(balanceAsOf(s.state(), '2024-10-15')).toMatchObject({
      rent: '100.00',
      penalties: '12.32',
      charges: '25.00',
      total: '137.32',
    });
  });

  it('W3 x C11 (settled) a bill in a tax sale voided and replaced: the replacement bears the further 10% on its rent from the sale (it bore none: 4.98 lost through 2024-12-10); the advertising charged on the voided bill goes with it (not carried yet: RULES.md)', () => {
    const s = hundredUnpaid();
    s.when(sale());
    s.when({ kind: 'ReconcileAccountPenalties', through: '2024-09-10', today: TODAY });
    // W1 8 x 1.00 (02-02 .. 09-02), W3 3 x 0.83 (07-10 .. 09-10), 25.00 of advertising
    expect(balanceAsOf(s.state(), '2024-09-10')).toMatchObject({ total: '135.49' });
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-2023-11',
      voidedOn: '2024-09-10',
      reason: 'a unit counted twice',
      today: TODAY,
    });
    s.when({
      kind: 'RenderBill',
      billId: 'B-2023-11-R',
      billRunId: null,
      period: '2023-11',
      billDate: '2024-09-10',
      rate: { ...WATERVLIET_RATES_2022, residentialUnit: '100.00' },
      replaces: 'B-2023-11',
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2024-12-10', today: TODAY });
    // the replacement's W3 accruals on the sale's anniversaries, the voided bill's reversed
    expect(booked(run).filter((b) => b.includes(' W3 ') && b.startsWith('PenaltyAccrued'))).toEqual(
      [
        'PenaltyAccrued 2024-07-10 W3 0.83',
        'PenaltyAccrued 2024-08-10 W3 0.83',
        'PenaltyAccrued 2024-09-10 W3 0.83',
        'PenaltyAccrued 2024-10-10 W3 0.83',
        'PenaltyAccrued 2024-11-10 W3 0.83',
        'PenaltyAccrued 2024-12-10 W3 0.83',
      ],
    );
    // 100.00 + W1 11 x 1.00 (02-02 .. 12-02) + W3 6 x 0.83 (07-10 .. 12-10)
    expect(balanceAsOf(s.state(), '2024-12-10')).toMatchObject({
      rent: '100.00',
      penalties: '15.98',
      total: '115.98',
    });
  });

  it("W3 is Watervliet's: a tax sale on a Northport account is refused naming the rule", () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(() => s.when(sale())).toThrow(
      /^W3: a tax sale: rule W3 is not the law of the Village of Northport/,
    );
  });
});
