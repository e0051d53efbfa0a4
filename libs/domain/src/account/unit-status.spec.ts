import type { BillRendered } from './account-events';
import {
  AccountScenario,
  WATERVLIET_RATES_2022,
  watervlietAccount,
} from '../testing/given-when-then';
import { unitStatusInForce } from './unit-status';

const TODAY = '2026-12-02';
const status = (
  unit: string,
  s: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied',
  effectiveOn: string,
) => ({ kind: 'ChangeUnitStatus', unit, status: s, effectiveOn, today: TODAY }) as const;
const billOf = (s: AccountScenario) => {
  const [rendered] = s.when({
    kind: 'RenderBill',
    billId: 'B-2022-11',
    billRunId: null,
    period: '2022-11',
    billDate: '2022-12-01',
    rate: WATERVLIET_RATES_2022,
  });
  return rendered as BillRendered;
};
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

describe('W2/C8: a unit status is a fact without an id; only the one in force stated again is a no-op', () => {
  it('W2: a unit set vacant, then occupied, then vacant again on the same date is vacant: the bill charges 99.00, not 147.91', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-S'));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    expect(types(s.when(status('2', 'vacant-water-off', '2022-09-01')))).toEqual([
      'UnitStatusChanged',
    ]);
    expect(types(s.when(status('2', 'occupied', '2022-09-01')))).toEqual(['UnitStatusChanged']);
    expect(types(s.when(status('2', 'vacant-water-off', '2022-09-01')))).toEqual([
      'UnitStatusChanged',
    ]);
    expect(unitStatusInForce(s.state(), '2', '2022-09-01')?.data.status).toBe('vacant-water-off');
    expect(billOf(s).data.rent).toBe('99.00');
  });

  it('C8: the status in force stated again (same status, same day) changes nothing and writes nothing', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-N'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'occupied', '2022-09-01'));
    expect(s.when(status('2', 'occupied', '2022-09-01'))).toEqual([]);
    expect(s.state().unitStatuses).toHaveLength(2);
  });

  it('C8: an earlier status stated again after a later change is the one in force on its own day: a no-op', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-L'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'occupied', '2022-10-01'));
    expect(s.when(status('2', 'vacant-water-off', '2022-09-01'))).toEqual([]);
    expect(unitStatusInForce(s.state(), '2', '2022-09-15')?.data.status).toBe('vacant-water-off');
    expect(unitStatusInForce(s.state(), '2', '2022-10-01')?.data.status).toBe('occupied');
    expect(unitStatusInForce(s.state(), '2', '2022-08-31')).toBeUndefined();
  });

  it('W2: the same status from another day is a new fact (its date is part of what it says)', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-D'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    expect(types(s.when(status('2', 'vacant-water-off', '2022-10-01')))).toEqual([
      'UnitStatusChanged',
    ]);
  });
});
