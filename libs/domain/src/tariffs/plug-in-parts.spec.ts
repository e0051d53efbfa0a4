import Ajv from 'ajv';
import { BillRenderedV2 } from '../account/account-events';
import { storedDataSchema } from '../events/contract';
import { amount, object, text } from '../events/schema-parts';
import { queensburyTariff } from '../municipalities/queensbury/queensbury';
import {
  AccountScenario,
  WATERVLIET_RATES_2022,
  watervlietAccount,
  workedExampleBilled,
} from '../testing/given-when-then';
import { MUNICIPALITIES } from './registry';
import type { Tariff } from './tariff';
import { resolveVocabulary } from './vocabulary';

/** A plug-in defined here: Queensbury's law under another name, whose bills keep their own rate schedule. */
const TESTVILLE_BILL_RATES = object({ scheduleId: text, perUnitPerQuarter: amount });
const testville: Tariff = {
  ...queensburyTariff,
  municipality: 'testville',
  displayName: 'Village of Testville',
  rates: { ...queensburyTariff.rates, billRateScheduleSchema: TESTVILLE_BILL_RATES },
};

const ajv = new Ajv({ allErrors: true, strict: false });
const billSchema = (tariffs: readonly Tariff[]) =>
  ajv.compile(resolveVocabulary(storedDataSchema(BillRenderedV2), tariffs));

function watervlietBill() {
  const s = new AccountScenario().given(watervlietAccount('WV-P'));
  const [bill] = s.when({
    kind: 'RenderBill',
    billId: 'WB-1',
    billRunId: null,
    period: '2022-11',
    billDate: '2022-11-01',
    rate: WATERVLIET_RATES_2022,
  });
  return { effectiveDate: bill.effectiveDate, ...bill.data } as Record<string, unknown>;
}

describe("a generic event takes each municipality's own data from its plug-in (BillRendered.rateSchedule)", () => {
  const valid = billSchema([...MUNICIPALITIES, testville]);

  it("W2 a Watervliet bill keeps Watervliet's schedule; a Northport bill keeps none", () => {
    const wv = watervlietBill();
    expect(wv.rateSchedule).toMatchObject({ residentialUnit: '98.41' });
    expect(valid(wv)).toBe(true);
    const [np] = workedExampleBilled().state().bills.values();
    const northport = { effectiveDate: np.effectiveDate, ...np.data } as Record<string, unknown>;
    expect(valid(northport)).toBe(true);
    expect(valid({ ...northport, rateSchedule: wv.rateSchedule })).toBe(false);
  });

  it("a plug-in's bills carry its own rate schedule, in its own schema, not Watervliet's", () => {
    const own = {
      ...watervlietBill(),
      municipality: 'testville',
      rateSchedule: { scheduleId: 'TV-2022', perUnitPerQuarter: '30.00' },
    };
    expect(valid(own)).toBe(true);
    // Watervliet's shape is not Testville's, nor Testville's Watervliet's
    expect(valid({ ...own, rateSchedule: WATERVLIET_RATES_2022 })).toBe(false);
    expect(valid({ ...watervlietBill(), rateSchedule: own.rateSchedule })).toBe(false);
    expect(valid({ ...own, rateSchedule: { ...own.rateSchedule, extra: '1.00' } })).toBe(false);
    // not served, not valid: the schema lists only the registry's municipalities
    expect(billSchema(MUNICIPALITIES)(own)).toBe(false);
  });
});
