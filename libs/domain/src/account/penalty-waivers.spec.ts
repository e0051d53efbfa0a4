import { journalOf } from '../journal/journal';
import { balanceAsOf } from '../ledger/balance';
import { statementOf } from '../ledger/statement';
import { receivePayment, workedExampleBilled as billed } from '../testing/given-when-then';

const TODAY = '2026-12-02';

describe("penalty waivers (N11: the Board's decision is a new fact)", () => {
  it("waives the bill's unpaid penalties on the waiver date; the statement shows it", () => {
    const s = billed();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const [waived] = s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-10',
      resolution: 'Res. 2025-40',
      today: TODAY,
    });
    expect(waived).toMatchObject({ type: 'PenaltyWaived', data: { amount: '6.92' } });
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({
      rent: '230.40',
      penalties: '0.00',
      total: '230.40',
    });
    expect(balanceAsOf(s.state(), '2025-12-09')).toMatchObject({ penalties: '6.92' });
    // a re-run of penalties keeps the waived accruals and books nothing new
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY }),
    ).toEqual([]);
    const statement = statementOf(s.state(), null, null);
    expect(statement.entries.map((e) => [e.kind, e.amount])).toContainEqual([
      'penalty-waiver',
      '-6.92',
    ]);
    expect(statement.closingBalance).toBe('230.40');
  });

  it('C13 a waived accrual a backdated payment shows should never have existed is reversed once, and the account is not credited twice', () => {
    const s = billed();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-10',
      resolution: 'Res. 2025-40',
      today: TODAY,
    });
    // recorded late: the whole rent was paid before the first accrual (2025-11-01)
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-EARLY',
      amount: '230.40',
      receivedOn: '2025-10-20',
      method: null,
      reference: null,
      today: TODAY,
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    expect(
      run.map((e) => `${e.type} ${e.effectiveDate} ${(e.data as { amount: string }).amount}`),
    ).toEqual(['PenaltyReversed 2025-11-01 3.46', 'PenaltyReversed 2025-12-01 3.46']);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      credit: '0.00',
      total: '0.00',
    });
    // the statement does not take the waiver off as well as the reversals: it says what stands of it
    const statement = statementOf(s.state(), null, null);
    expect([
      statement.closingBalance,
      statement.entries.filter((e) => e.kind === 'penalty-waiver').map((e) => e.amount),
    ]).toEqual(['0.00', ['0.00']]);
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY }),
    ).toEqual([]);
  });

  it('C13 a payment returned after the waiver: the run books no waived date again; balance, statement and journal say the 2.01 the resolution waived', () => {
    const s = billed();
    s.when(receivePayment('P-1', '100.00', '2025-11-20'));
    // 3.46 on 2025-11-01 (1.5% of 230.40), which the payment met; 2.01 on 2025-12-01 (1.5% of 133.86)
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const [waived] = s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-15',
      resolution: 'Res. 2025-41',
      today: TODAY,
    });
    expect(waived).toMatchObject({ data: { amount: '2.01' } });
    s.when({
      kind: 'ReversePayment',
      paymentId: 'P-1',
      reversedOn: '2025-12-20',
      reason: 'NSF',
      today: TODAY,
    });
    // without the payment 2025-12-01 would accrue 3.46: the waived 2.01 stands, neither reversed nor booked again
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-31', today: TODAY }),
    ).toEqual([]);
    expect(balanceAsOf(s.state(), '2025-12-31')).toMatchObject({
      rent: '230.40',
      penalties: '3.46',
      total: '233.86',
    });
    const statement = statementOf(s.state(), null, '2025-12-31');
    expect([
      statement.closingBalance,
      statement.entries.filter((e) => e.kind === 'penalty-waiver').map((e) => e.amount),
    ]).toEqual(['233.86', ['-2.01']]);
    const writtenOff = journalOf(s.state())
      .filter((e) => e.source === 'waiver W-1')
      .map((e) => e.lines.find((l) => l.account === '4090')!.debit);
    expect(writtenOff).toEqual(['2.01']);
  });

  it('C13 a backdated payment after the waiver that leaves less unpaid: the run books what the rule gives on a waived date (0.07), never the larger amount booked', () => {
    const s = billed();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const pay = (paymentId: string, amount: string, receivedOn: string) =>
      s.when(receivePayment(paymentId, amount, receivedOn));
    // 5.00 meets the 3.46 of 2025-11-01 and 1.54 of the 3.46 of 2025-12-01; the Board waives the 1.92 left
    pay('P-1', '5.00', '2025-12-05');
    const [waived] = s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-10',
      resolution: 'Res. 2025-42',
      today: TODAY,
    });
    expect(waived).toMatchObject({ data: { amount: '1.92' } });
    // recorded late: 229.00 received 2025-11-20 leaves 4.86 of rent, so 2025-12-01 accrues 0.07
    pay('P-2', '229.00', '2025-11-20');
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    expect(
      run.map((e) => {
        const { amount, base } = e.data as { amount: string; base?: string };
        return `${e.type} ${e.effectiveDate} ${amount}${base ? ` on ${base}` : ''}`;
      }),
    ).toEqual(['PenaltyReversed 2025-12-01 3.46', 'PenaltyAccrued 2025-12-01 0.07 on 4.86']);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({ credit: '0.07', total: '-0.07' });
    expect(statementOf(s.state(), null, '2025-12-15').closingBalance).toBe('-0.07');
  });

  it('C13/C11 a waived bill later voided: the run reverses the waived accruals once, and the account is not credited the waiver again', () => {
    const s = billed();
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2025-10-20',
      method: null,
      reference: null,
      today: TODAY,
    });
    // 1.5% of the 130.40 unpaid: 1.96 on 2025-11-01 and 2025-12-01, waived by the Board
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const [waived] = s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-10',
      resolution: 'Res. 2025-40',
      today: TODAY,
    });
    expect(waived).toMatchObject({ data: { amount: '3.92' } });
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      voidedOn: '2025-12-12',
      reason: 'wrong reading',
      today: TODAY,
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    expect(
      run.map((e) => `${e.type} ${e.effectiveDate} ${(e.data as { amount: string }).amount}`),
    ).toEqual(['PenaltyReversed 2025-11-01 1.96', 'PenaltyReversed 2025-12-01 1.96']);
    // the payment that met the voided bill re-flows to a credit of 100.00 (C5), not 103.92
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      credit: '100.00',
      total: '-100.00',
    });
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY }),
    ).toEqual([]);
  });

  it('refuses a waiver when the bill has no unpaid penalties', () => {
    const s = billed();
    expect(() =>
      s.when({
        kind: 'WaivePenalties',
        waiverId: 'W-1',
        billId: 'B-1',
        waivedOn: '2025-10-10',
        resolution: 'r',
        today: TODAY,
      }),
    ).toThrow(/no unpaid penalties/);
  });
});
