import { Type } from '@sinclair/typebox';
import { addDays, civilDate, type CivilDate, isPlausibleDate } from '../../dates/civil-date';
import { invalid, ruleViolation } from '../../errors/domain-error';
import { amount, date } from '../../events/schema-parts';
import { repeated, sameFields } from '../../events/idempotency';
import {
  Decimal,
  formatAmount,
  isPlausibleAmount,
  parseAmount,
  roundToCents,
} from '../../money/money';
import type { Tariff } from '../../tariffs/tariff';
import { charge } from '../../tariffs/schedule-words';

/**
 * The Village of Example: the README's worked example of adding a
 * municipality ("Adding a municipality"), a fixture of the tests only, never
 * registered in production. Its law, in three rules:
 *
 * - E1: the fiscal year is the calendar year, named by its year (`2026`);
 *   one bill a year, dated in it.
 * - E2: the rent is a charge per residential unit a year, adopted by the
 *   Board as a schedule in force from its year; no water is metered.
 * - E3: due 30 days after the bill date; unpaid at the end of the due date,
 *   one penalty of 5% of the rent then unpaid, the next day.
 *
 * Worked example: two units at 120.00 = 240.00, billed 2026-02-02, due
 * 2026-03-04; 100.00 paid 2026-03-01; a penalty of 7.00 (5% of 140.00) on
 * 2026-03-05; balance 147.00.
 */
const ID = 'example';
const VERSION = 'example-village/2026';
const RATES_STREAM = 'rates-example';

/** E2: a schedule as the Board adopts it. */
interface ExampleSchedule {
  readonly scheduleId: string;
  readonly fromYear: number;
  readonly perUnit: string;
  readonly adoptedOn: CivilDate;
}

const isYear = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1900 && (value as number) <= 2199;

/** E2, C10: a schedule's body checked field by field (400 naming the fields). */
function parseSchedule(body: Record<string, unknown>): ExampleSchedule {
  const errors: Record<string, string[]> = {};
  if (typeof body.scheduleId !== 'string' || body.scheduleId === '')
    errors.scheduleId = ['scheduleId is an identifier'];
  if (!isYear(body.fromYear)) errors.fromYear = ['fromYear is a year (1900..2199)'];
  if (!isPlausibleAmount(body.perUnit) || parseAmount(body.perUnit).isNegative())
    errors.perUnit = ['perUnit is an amount with two decimals'];
  if (!isPlausibleDate(body.adoptedOn)) errors.adoptedOn = ['adoptedOn is a date YYYY-MM-DD'];
  for (const k of Object.keys(body))
    if (!['scheduleId', 'fromYear', 'perUnit', 'adoptedOn'].includes(k))
      errors[k] = [`property ${k} should not exist`];
  if (Object.keys(errors).length > 0)
    throw Object.assign(invalid('E2', Object.values(errors).flat().join('; ')), { fields: errors });
  return body as unknown as ExampleSchedule;
}

const schedulesIn = (events: ReadonlyArray<{ type: string; data: Record<string, unknown> }>) =>
  events
    .filter((e) => e.type === 'RateScheduleAdopted')
    .map(({ data: { municipality: _m, ...s } }) => s as unknown as ExampleSchedule);

/** E2: the schedule in force for a year: the latest from that year or before. */
function inForceFor(schedules: readonly ExampleSchedule[], year: number): ExampleSchedule | null {
  return schedules
    .filter((s) => s.fromYear <= year)
    .reduce<ExampleSchedule | null>(
      (best, s) => (!best || s.fromYear > best.fromYear ? s : best),
      null,
    );
}

/**
 * E2: its rate book. Held apart from the tariff's literal so that it also
 * fits a RateBook that asks for more (a bill's own rate schedule: none here).
 */
const EXAMPLE_RATES: Tariff['rates'] & { billRateScheduleSchema: null } = {
  billRateScheduleSchema: null,
  stream: () => RATES_STREAM,
  listing: {
    streams: () => [RATES_STREAM],
    inForceOn(schedules, asOf) {
      const all = schedules as unknown as ExampleSchedule[];
      const inForce = inForceFor(all, Number(asOf.slice(0, 4)));
      return all.map((s) => s === inForce);
    },
    words: (s) => ({
      title: `From ${s.fromYear as number}`,
      from: `${s.fromYear as number}-01-01`,
      to: null,
      charges: [charge('Each unit', s.perUnit as string)],
    }),
  },
  eventDataSchema: {
    scheduleId: Type.String({ minLength: 1, maxLength: 100 }),
    fromYear: Type.Integer({ minimum: 1900, maximum: 2199 }),
    perUnit: amount,
    adoptedOn: date,
  },
  inForce: (events, period) => inForceFor(schedulesIn(events), Number(period)),
  adopt(body) {
    const schedule = parseSchedule(body);
    return {
      stream: RATES_STREAM,
      decide(events) {
        const same = schedulesIn(events).find((s) => s.scheduleId === schedule.scheduleId);
        const again = repeated(
          same,
          (s) => sameFields(s, schedule),
          () => `schedule ${schedule.scheduleId} was already adopted with different content`,
        );
        if (again) return [];
        const data = { municipality: ID, ...schedule };
        return [
          {
            type: 'RateScheduleAdopted',
            schemaVersion: 1,
            effectiveDate: schedule.adoptedOn,
            data,
          },
        ];
      },
      view(events) {
        const adopting = events.find(
          (e) => e.type === 'RateScheduleAdopted' && e.data.scheduleId === schedule.scheduleId,
        )!;
        return {
          ...schedulesIn([adopting])[0],
          municipality: ID,
          recordedAt: adopting.recordedAt,
        };
      },
    };
  },
};

export const exampleTariff: Tariff = {
  municipality: ID,
  displayName: 'Village of Example',
  version: VERSION,
  rules: ['E1', 'E2', 'E3'],
  propertyClasses: ['residential'],
  accountChoices: { districts: [], exemptions: [], locations: ['inside'] },
  nonDischargedWaterDeductedFor: [],
  chapters: [],
  wording: {
    penaltyTerms: (t) =>
      `Pay by ${t.dueDate}. Rent still unpaid at the end of that day bears a one-time penalty of ${t.rate} of the rent then unpaid, added on ${t.firstPenaltyDate}.`,
    liens: 'Sewer rents and penalties unpaid are a lien on the property.',
    accrues: 'penalties',
  },
  periods: {
    kind: 'fiscal-year',
    field: 'fiscalYear',
    example: '2026',
    schema: Type.Integer({ minimum: 1900, maximum: 2199, example: 2026 }),
    rule: 'E1',
    key(value: unknown) {
      if (!isYear(value))
        throw ruleViolation(
          'E1',
          `Example bills by calendar year (2026), not ${JSON.stringify(value)}`,
        );
      return { period: String(value), fiscalYear: value };
    },
    start: (period: string) => civilDate(Number(period), 1, 1),
    end: (period: string) => civilDate(Number(period), 12, 31),
  },
  duplicateBillRule: 'E1',

  checkAccount(command) {
    if (command.propertyClass !== 'residential' || command.units === null || command.units < 1)
      throw ruleViolation(
        'E2',
        'an Example account is residential and names its units (1 or more)',
      );
    if (command.exemption !== null || command.location !== 'inside')
      throw ruleViolation('E2', 'Example accounts are inside the village, with no exemption');
  },

  checkUsage() {
    throw ruleViolation('E2', 'Example does not meter water: the rent is per unit');
  },

  checkBillRun(period, billDate, rate) {
    if (!billDate.startsWith(`${period}-`))
      throw ruleViolation('E1', `a bill for ${period} is dated in ${period}, not ${billDate}`);
    if (rate === null) throw ruleViolation('E2', `no schedule is in force for ${period}`);
  },

  renderBill(account, _state, command) {
    exampleTariff.checkBillRun(command.period, command.billDate, command.rate);
    const schedule = command.rate as ExampleSchedule;
    const units = account.units ?? 0;
    const rent = roundToCents(new Decimal(units).times(parseAmount(schedule.perUnit)));
    const dueDate = addDays(command.billDate, 30);
    return {
      accountId: account.accountId,
      billId: command.billId,
      billRunId: command.billRunId,
      municipality: ID,
      period: command.period,
      fiscalYear: Number(command.period),
      billDate: command.billDate,
      dueDate,
      deliveredGallons: null,
      billableGallons: null,
      ratePer1000Gallons: null,
      lines: [
        {
          code: 'residential-unit',
          unit: null,
          description: `${units} residential unit(s) x ${schedule.perUnit} (E2)`,
          quantity: String(units),
          unitOfMeasure: 'unit',
          rate: schedule.perUnit,
          amount: formatAmount(rent),
        },
      ],
      rent: formatAmount(rent),
      charges: '0.00',
      firstPenaltyDate: addDays(dueDate, 1),
      penaltyRate: '0.05',
      penaltyRule: 'E3',
      penaltyAccruals: 'once',
      // the BillRendered contract holds Watervliet's rates here or null (see the README page)
      rateSchedule: null,
      tariff: VERSION,
    };
  },

  penaltySchedule(_period, billDate) {
    const dueDate = addDays(billDate, 30);
    return {
      dueDate,
      firstPenaltyDate: addDays(dueDate, 1),
      penaltyRate: '0.05',
      penaltyRule: 'E3',
      penaltyAccruals: 'once',
    };
  },

  skipReason: () => null,
  assessAfterBilling: () => [],
  checkLienCutoff: () => undefined,

  rates: EXAMPLE_RATES,
};
