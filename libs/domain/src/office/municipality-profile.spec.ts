import { fold, type Recorded } from '../events/event';
import { tariffOf } from '../tariffs/registry';
import {
  municipalityProfileDecider as decider,
  type MunicipalityProfile,
  type MunicipalityProfileRecorded,
} from './municipality-profile';
import { gallonsInWords, periodInWords } from './period-in-words';

const northport: MunicipalityProfile = {
  officeName: 'Village of Northport, Office of the Village Clerk',
  remitTo: ['Village of Northport', 'Sewer Rents', '224 Main Street', 'Northport, NY 11768'],
  returnAddress: ['Village of Northport', '224 Main Street', 'Northport, NY 11768'],
  phone: '(631) 261-7502',
  hours: 'Monday to Friday, 8:30 a.m. to 4:00 p.m.',
  note: null,
};

const given = (...events: MunicipalityProfileRecorded[]) =>
  fold(
    decider,
    events.map((e) => ({ ...e, recordedAt: '2026-05-01T12:00:00.000Z' }) as Recorded<typeof e>),
  );
const when = (profile: MunicipalityProfile, state = given()) =>
  decider.decide(
    { kind: 'RecordMunicipalityProfile', municipality: 'northport', profile, on: '2026-05-01' },
    state,
  );

describe('the office profile of a municipality (a fact, like every other)', () => {
  it('given nothing, when the finance office sets it, then it is recorded, dated the day it is set', () => {
    expect(when({ ...northport, hours: '  Monday to Friday,  8:30 a.m. to 4:00 p.m. ' })).toEqual([
      {
        type: 'MunicipalityProfileRecorded',
        schemaVersion: 1,
        effectiveDate: '2026-05-01',
        data: { municipality: 'northport', ...northport, recordedOn: '2026-05-01' },
      },
    ]);
  });

  it('given a profile, when the same is sent again, then nothing is written; when another, it is a new fact', () => {
    const [first] = when(northport);
    expect(when(northport, given(first))).toEqual([]);
    const [moved] = when({ ...northport, phone: '(631) 261-7500' }, given(first));
    expect(moved.data.phone).toBe('(631) 261-7500');
    expect(moved.data.remitTo).toEqual(northport.remitTo);
  });

  it('refuses an address an envelope window cannot hold, and an empty office name, in sentences', () => {
    expect(() => when({ ...northport, remitTo: ['a', 'b', 'c', 'd', 'e'] })).toThrow(
      'the remit-to address has 5 lines; an envelope window holds at most 4',
    );
    expect(() => when({ ...northport, returnAddress: ['  '] })).toThrow(
      'the return address needs at least one line',
    );
    expect(() => when({ ...northport, officeName: ' ' })).toThrow("the office's name is needed");
  });
});

describe('periods and gallons as a resident reads them', () => {
  it("N1, W1, Q2: each municipality's own bounds", () => {
    expect(periodInWords(tariffOf('northport').periods, '2025')).toBe(
      'June 1, 2025 - May 31, 2026',
    );
    expect(periodInWords(tariffOf('watervliet').periods, '2026-05')).toBe(
      'May 1 - October 31, 2026',
    );
    expect(periodInWords(tariffOf('watervliet').periods, '2026-11')).toBe(
      'November 1, 2026 - April 30, 2027',
    );
    expect(periodInWords(tariffOf('queensbury').periods, '2026-Q1')).toBe(
      'January 1 - March 31, 2026',
    );
  });

  it('gallons with thousands separators', () => {
    expect(gallonsInWords(1234567)).toBe('1,234,567');
    expect(gallonsInWords(900)).toBe('900');
  });
});
