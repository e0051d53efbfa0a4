import { readingsOnFile } from './readings-on-file';
import {
  AccountScenario,
  BILL_2025,
  reading2025,
  residentialAccount,
} from '../testing/given-when-then';

const reading = reading2025;
const bill = BILL_2025;
const onFile = (s: AccountScenario) =>
  readingsOnFile(s.state().history).map((r) => ({
    source: r.source,
    gallons: r.totalGallons,
    estimated: r.estimated,
    current: r.current,
    contradictedBy: r.contradictedBy,
    billIds: r.billIds,
  }));

describe('N3: the readings on file, each with what became of it', () => {
  it('N3: a meter of 50,000 and an estimated well of 30,000 both made bill B-1; the actual well of 40,000 contradicts the estimate and restates it', () => {
    const s = new AccountScenario().given(residentialAccount('NP-R'));
    s.when(reading('authority-meter', 50_000));
    s.when(reading('private-well', 30_000, { estimated: true }));
    s.when(bill);
    s.when(reading('private-well', 40_000, { readOn: '2025-11-15' }));
    expect(onFile(s)).toEqual([
      {
        source: 'authority-meter',
        gallons: 50_000,
        estimated: false,
        current: true,
        contradictedBy: null,
        billIds: ['B-1'],
      },
      {
        source: 'private-well',
        gallons: 30_000,
        estimated: true,
        current: false,
        contradictedBy: { gallons: 40_000, readOn: '2025-11-15' },
        billIds: ['B-1'],
      },
      {
        source: 'private-well',
        gallons: 40_000,
        estimated: false,
        current: true,
        contradictedBy: null,
        billIds: [],
      },
    ]);
    expect(readingsOnFile(s.state().history)[2]).toMatchObject({
      period: '2025',
      fiscalYear: 2025,
      readOn: '2025-11-15',
      meteredNonDischargedGallons: null,
    });
  });

  it('N3/C11: the replacement bill made on the actual reading names it; an actual that agrees with the estimate contradicts nothing', () => {
    const s = new AccountScenario().given(residentialAccount('NP-R'));
    s.when(reading('private-well', 30_000, { estimated: true }));
    s.when(bill);
    s.when(reading('private-well', 30_000, { readOn: '2025-11-15' }));
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      voidedOn: '2025-11-20',
      reason: 'the actual reading',
      today: '2026-12-02',
    });
    s.when({ ...bill, billId: 'B-2', billDate: '2025-11-20', replaces: 'B-1' });
    expect(onFile(s).map((r) => [r.estimated, r.contradictedBy, r.billIds])).toEqual([
      [true, null, ['B-1']],
      [false, null, ['B-2']],
    ]);
  });
});
