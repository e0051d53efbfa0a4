import { Type } from '@sinclair/typebox';
import type { OpenAccount, RecordWaterUsage, RenderBill } from '../../account/account-commands';
import type { AccountOpened, BillRendered } from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import { addDays, CivilDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';
import { formatAmount } from '../../money/money';
import type { Tariff } from '../../tariffs/tariff';
import { queensburyRent } from './bill';
import { queensburyScheduleWords } from './schedule-words';
import { lastBusinessDayOfMonth } from '../../dates/business-days';
import { NY_GCL_24_HOLIDAYS } from '../../dates/ny-holidays';
import { isQuarterKey, quarter } from '../../dates/quarters';
import {
  adoptQueensburySchedule,
  parseQueensburySchedule,
  QUEENSBURY_DISTRICTS,
  QUEENSBURY_RATE_SCHEDULE_DATA_SCHEMA,
  QUEENSBURY_RATE_SCHEDULE_REQUEST,
  QueensburyRateSchedule,
  QueensburyRatesInForce,
  queensburyRatesOn,
} from './rates';

const QUEENSBURY_TARIFF_VERSION = 'queensbury-ch136/L.L.11-2010';
/** Q3: one penalty of 10% of the rent unpaid at the end of the due date. */
const QUEENSBURY_PENALTY_RATE_TEXT = '0.10';
const RATES_STREAM = 'rates-queensbury';

function scheduleFor(
  account: AccountOpened['data'],
  rates: QueensburyRatesInForce | null,
  q: string,
): QueensburyRateSchedule {
  const schedule = rates?.[account.district as keyof QueensburyRatesInForce];
  if (!schedule)
    throw ruleViolation(
      'Q1',
      `no rate schedule of the ${account.district} district is in force for ${q}`,
    );
  return schedule;
}

/** The Town of Queensbury (Code ch. 136): quarterly, metered, by district, a one-time penalty (Q1-Q4). */
/** Q4: arrears computed to October 31 are certified by November 1 and levied on the next year's tax roll. */
const LIEN_CUTOFF = { monthDay: '10-31', taxYearAfter: 1 };

export const queensburyTariff: Tariff = {
  municipality: 'queensbury',
  displayName: 'Town of Queensbury',
  version: QUEENSBURY_TARIFF_VERSION,
  rules: ['Q1', 'Q2', 'Q3', 'Q4'],
  propertyClasses: ['residential', 'nonresidential'],
  // Q1: every account in one of its districts, inside it, no exemption
  accountChoices: { districts: QUEENSBURY_DISTRICTS, exemptions: [], locations: ['inside'] },
  // Q1: the gallons metered at the property are billed
  nonDischargedWaterDeductedFor: [],
  chapters: [],
  // Q3: one penalty the day after the due date, nothing more; Q4: arrears to October 31 levied
  wording: {
    penaltyTerms: (t) =>
      `Pay by ${t.dueDate}. Rent still unpaid at the end of that day bears a one-time penalty of ${t.rate} of the rent then unpaid, added on ${t.firstPenaltyDate}; no further penalty is added.`,
    liens:
      "Sewer rents and penalties unpaid on October 31 are a lien on the property and are levied on the next year's town tax roll.",
    accrues: 'penalties',
  },
  periods: {
    kind: 'quarterly',
    field: 'quarter',
    example: '2021-Q2',
    schema: Type.String({
      pattern: '^(19|20|21)[0-9]{2}-Q[1-4]$',
      example: '2021-Q2',
      description: 'Queensbury (Q2): the calendar quarter',
    }),
    rule: 'Q2',
    key(value: unknown) {
      if (!isQuarterKey(value))
        throw ruleViolation(
          'Q2',
          `Queensbury bills by quarter ("2021-Q2"), not ${JSON.stringify(value)}`,
        );
      return { period: value, fiscalYear: null };
    },
    start: (period: string) => quarter(period).start,
    end: (period: string) => quarter(period).end,
  },
  duplicateBillRule: 'Q2',

  checkAccount(command: OpenAccount): void {
    if (command.propertyClass !== 'residential' && command.propertyClass !== 'nonresidential') {
      throw ruleViolation(
        'Q1',
        `Queensbury properties are residential or nonresidential, not ${command.propertyClass}`,
      );
    }
    if (!(QUEENSBURY_DISTRICTS as readonly unknown[]).includes(command.district))
      throw ruleViolation(
        'Q1',
        `a Queensbury account belongs to one sewer district: ${QUEENSBURY_DISTRICTS.join(' or ')}`,
      );
    if (command.propertyClass === 'residential' && (command.units === null || command.units < 1))
      throw ruleViolation(
        'Q1',
        'a residential account names its number of residential units (1 or more)',
      );
    if (command.propertyClass === 'nonresidential' && command.units !== null)
      throw ruleViolation(
        'Q1',
        'a nonresidential account is billed on its metered gallons, not by units',
      );
    if (command.exemption !== null || command.location !== 'inside')
      throw ruleViolation(
        'Q1',
        'Queensbury accounts are inside their sewer district, with no exemption',
      );
  },

  checkUsage(_account, command: RecordWaterUsage) {
    quarter(command.period);
    if (command.meteredNonDischargedGallons !== null)
      throw ruleViolation('Q1', 'Queensbury bills the gallons metered at the property');
    return { fiscalYear: null };
  },

  checkBillRun(period: string, billDate: CivilDate) {
    const q = quarter(period);
    if (billDate < q.start || billDate > q.end)
      throw ruleViolation(
        'Q2',
        `a bill for ${q.key} is dated within the quarter (${q.start} to ${q.end}); ${billDate} is not`,
      );
  },

  renderBill(
    account: AccountOpened['data'],
    state: AccountState,
    command: RenderBill,
  ): BillRendered['data'] {
    // C11: a correction's supplemental bill is dated the correction, whenever that is (Q2's window is the quarter's bills')
    if (!command.supplemental)
      queensburyTariff.checkBillRun(command.period, command.billDate, command.rate);
    const usage = state.usage.get(command.period);
    if (!usage) throw ruleViolation('Q2', `no water usage recorded for ${command.period}`);
    const schedule = scheduleFor(
      account,
      command.rate as QueensburyRatesInForce | null,
      command.period,
    );
    const { lines, rent } = queensburyRent(
      account.propertyClass,
      account.units,
      usage.data.totalGallons,
      schedule,
    );
    const dueDate = lastBusinessDayOfMonth(command.billDate, NY_GCL_24_HOLIDAYS);
    return {
      accountId: account.accountId,
      billId: command.billId,
      billRunId: command.billRunId,
      municipality: 'queensbury',
      period: command.period,
      fiscalYear: null,
      billDate: command.billDate,
      dueDate,
      deliveredGallons: usage.data.totalGallons,
      billableGallons: null,
      ratePer1000Gallons: null,
      lines,
      rent: formatAmount(rent),
      charges: '0.00',
      firstPenaltyDate: addDays(dueDate, 1),
      penaltyRate: QUEENSBURY_PENALTY_RATE_TEXT,
      penaltyRule: 'Q3',
      penaltyAccruals: 'once',
      rateSchedule: null,
      tariff: QUEENSBURY_TARIFF_VERSION,
    };
  },

  penaltySchedule(_period, billDate) {
    // Q2/Q3: due on the last business day of the bill's month, one penalty the day after
    const dueDate = lastBusinessDayOfMonth(billDate, NY_GCL_24_HOLIDAYS);
    return {
      dueDate,
      firstPenaltyDate: addDays(dueDate, 1),
      penaltyRate: QUEENSBURY_PENALTY_RATE_TEXT,
      penaltyRule: 'Q3',
      penaltyAccruals: 'once',
    };
  },

  skipReason(_account, state, period) {
    return state.usage.has(period) ? null : 'no usage';
  },

  assessAfterBilling() {
    return [];
  },

  lienCutoff: LIEN_CUTOFF,

  checkLienCutoff(cutoff: CivilDate) {
    if (cutoff.slice(5) !== LIEN_CUTOFF.monthDay)
      throw ruleViolation(
        'Q4',
        `Queensbury certifies arrears computed to October 31 each year, not to ${cutoff}`,
      );
  },

  rates: {
    stream: () => RATES_STREAM,
    eventDataSchema: QUEENSBURY_RATE_SCHEDULE_DATA_SCHEMA,
    listing: {
      streams: () => [RATES_STREAM],
      // Q1: each district's schedule latest effective on or before the date
      inForceOn(schedules, asOf) {
        const adopted = schedules as unknown as QueensburyRateSchedule[];
        const inForce = Object.values(queensburyRatesOn(adopted, asOf));
        return adopted.map((s) => inForce.includes(s));
      },
      words: queensburyScheduleWords,
    },
    // Q1: a bill's lines carry the district's rates; no schedule is kept on it
    billRateScheduleSchema: null,
    adoptionRequest: QUEENSBURY_RATE_SCHEDULE_REQUEST,
    inForce(events, period) {
      const adopted = events
        .filter((e) => e.type === 'RateScheduleAdopted')
        .map((e) => e.data as unknown as QueensburyRateSchedule);
      const inForce = queensburyRatesOn(adopted, quarter(period).start);
      return Object.keys(inForce).length > 0 ? inForce : null;
    },
    adopt(body) {
      const schedule = parseQueensburySchedule(body);
      const adoptedOf = (events: ReadonlyArray<{ type: string; data: Record<string, unknown> }>) =>
        events
          .filter((e) => e.type === 'RateScheduleAdopted')
          .map(({ data: { municipality: _m, ...s } }) => s as unknown as QueensburyRateSchedule);
      return {
        stream: RATES_STREAM,
        decide: (events) =>
          adoptQueensburySchedule(adoptedOf(events), schedule).map((s) => ({
            type: 'RateScheduleAdopted',
            schemaVersion: 1,
            effectiveDate: s.adoptedOn,
            data: { municipality: 'queensbury', ...s },
          })),
        view: (events) => {
          const adopting = events.find(
            (e) => e.type === 'RateScheduleAdopted' && e.data.scheduleId === schedule.scheduleId,
          )!;
          return {
            ...adoptedOf([adopting])[0],
            municipality: 'queensbury',
            recordedAt: adopting.recordedAt,
          };
        },
      };
    },
  },
};
