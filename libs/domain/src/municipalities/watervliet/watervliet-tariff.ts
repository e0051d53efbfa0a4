import { Type } from '@sinclair/typebox';
import type {
  OpenAccount,
  RecordWaterUsage,
  RenderBill,
  WatervlietRates,
} from '../../account/account-commands';
import type {
  AccountEvent,
  AccountOpened,
  BillRendered,
  ChargeAssessed,
} from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import { addDays, addMonths, maxDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';
import { formatAmount, parseAmount } from '../../money/money';
import type { Tariff } from '../../tariffs/tariff';
import { billingPeriod, BillingPeriod, isPeriodKey, periodOf } from './periods';
import {
  WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA,
  WATERVLIET_RATES_SCHEMA,
  watervlietRatesDecider,
  WatervlietRateScheduleAdopted,
  watervlietRatesFor,
} from './rate-schedules';
import { fold, Recorded } from '../../events/event';

/** The stream of the City's rate schedules (one, effective-dated). */
export const WATERVLIET_RATES_STREAM = 'rates-watervliet';
import { watervlietBill } from './unit-charges';
import { watervlietTaxSale } from './tax-sale';
import { watervlietScheduleWords } from './schedule-words';

const WATERVLIET_TARIFF_VERSION = 'watervliet-sewer-rents/L.L.4-2022';
const WATERVLIET_INTEREST_RATE_TEXT = '0.01';

function periodFacts(state: AccountState, period: BillingPeriod) {
  return {
    statuses: state.unitStatuses.map((s) => s.data),
    turnOns: [...state.turnOns.values()].map((t) => t.data),
    findings: [...state.findings.values()].map((f) => f.data),
    meteredGallons: state.usage.get(period.key)?.data.totalGallons ?? null,
  };
}

/**
 * W2: a charge on the bill of the period, after it was rendered; none twice
 * for the same reason. Owed from the fact's date, or from the bill's when
 * the fact came first within the period (a charge on a bill is never owed
 * before the bill): the balance, the statement and the journal date it alike.
 */
function charge(
  state: AccountState,
  bill: BillRendered['data'],
  c: Omit<ChargeAssessed['data'], 'accountId' | 'billId'>,
): ChargeAssessed[] {
  if (state.charges.has(c.chargeId)) return [];
  return [
    {
      type: 'ChargeAssessed',
      schemaVersion: 1,
      effectiveDate: maxDate(c.assessedOn, bill.billDate),
      data: { accountId: bill.accountId, billId: bill.billId, ...c },
    },
  ];
}

function lostReduction(
  state: AccountState,
  bill: BillRendered['data'],
  unit: string,
  codes: string[],
  date: string,
  why: string,
): ChargeAssessed[] {
  const line = bill.lines.find((l) => l.unit === unit && codes.includes(l.code));
  if (!line) return [];
  const rates = bill.rateSchedule as unknown as WatervlietRates;
  const full = parseAmount(
    line.code === 'outside-vacant-water-off' ? rates.outsideResidentialUnit : rates.residentialUnit,
  );
  return charge(state, bill, {
    chargeId: `${bill.billId}/vacancy-rate-lost/${unit}`,
    kind: 'rent',
    code: 'vacancy-rate-lost',
    unit,
    amount: formatAmount(full.minus(parseAmount(line.amount))),
    assessedOn: date,
    description: `Unit ${unit}: ${why}: full rate for the period`,
    rule: 'W2',
  });
}

/** The City of Watervliet: semiannual, per unit and metered, 1% a month after the grace date (W1-W3). */
export const watervlietTariff: Tariff = {
  municipality: 'watervliet',
  displayName: 'City of Watervliet',
  version: WATERVLIET_TARIFF_VERSION,
  rules: ['W1', 'W2', 'W3'],
  propertyClasses: ['residential', 'other', 'vacant-land'],
  // W2: outside the city at its own rates; no exemption
  accountChoices: { districts: [], exemptions: [], locations: ['inside', 'outside'] },
  // W2: meters are billed on the gallons metered
  nonDischargedWaterDeductedFor: [],
  chapters: ['unit-facts', 'tax-sale'],
  taxSale: watervlietTaxSale,
  periods: {
    kind: 'semiannual',
    field: 'period',
    example: '2022-11',
    schema: Type.String({
      pattern: '^(19|20|21)[0-9]{2}-(05|11)$',
      example: '2022-11',
      description: 'Watervliet (W1): the billing period, named by the month it starts',
    }),
    rule: 'W1',
    key(value: unknown) {
      if (!isPeriodKey(value))
        throw ruleViolation(
          'W1',
          `Watervliet bills by period ("2022-11" or "2023-05"), not ${JSON.stringify(value)}`,
        );
      return { period: value, fiscalYear: null };
    },
    start: (period: string) => billingPeriod(period).start,
    end: (period: string) => billingPeriod(period).end,
  },
  duplicateBillRule: 'W1',
  // W1: free of interest through February 1 / August 1, then 1% a month; W3: tax sale or tax roll
  wording: {
    penaltyTerms: (t) =>
      `Due ${t.dueDate}; no interest is charged if paid by ${t.lastFreeDay}. From ${t.firstPenaltyDate}, interest of ${t.rate} a month on the rent then unpaid is added, and again on the same day of each month until it is paid.`,
    liens:
      'Sewer rents left unpaid are a lien on the property: they may be sold at the city tax sale, with a further 10% a year and the cost of advertising, or levied on the tax roll.',
    accrues: 'interest',
  },
  rates: {
    stream: () => WATERVLIET_RATES_STREAM,
    eventDataSchema: WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA,
    listing: {
      streams: () => [WATERVLIET_RATES_STREAM],
      // W2: a schedule is in force over its effective period (schedules do not overlap)
      inForceOn: (schedules, asOf) =>
        schedules.map(
          (s) => (s.effectiveFrom as string) <= asOf && asOf <= (s.effectiveTo as string),
        ),
      words: watervlietScheduleWords,
    },
    // W2: a bill keeps the amounts it was rendered under, for the charges assessed on it later
    billRateScheduleSchema: WATERVLIET_RATES_SCHEMA,
    inForce(events, period) {
      const state = fold(
        watervlietRatesDecider,
        events.filter(
          (e) => e.type === 'RateScheduleAdopted',
        ) as unknown as Recorded<WatervlietRateScheduleAdopted>[],
      );
      return watervlietRatesFor(state, period)?.rates ?? null;
    },
  },

  checkBillRun(key, billDate, rate) {
    const period = billingPeriod(key);
    if (billDate < period.start || billDate > period.graceDate) {
      throw ruleViolation(
        'W1',
        `a bill for the period ${period.start} to ${period.end} is dated between its start and the last day to pay without interest (${period.graceDate}); ${billDate} is not`,
      );
    }
    if (!rate)
      throw ruleViolation(
        'W2',
        `no rate schedule in force for the billing period starting ${period.start}`,
      );
  },

  checkLienCutoff() {
    // N9's mechanics; the City chooses the date the arrears are computed to
  },

  checkAccount(command: OpenAccount): void {
    if (!['residential', 'other', 'vacant-land'].includes(command.propertyClass)) {
      throw ruleViolation(
        'W2',
        `Watervliet properties are residential, other (a metered establishment) or vacant-land, not ${command.propertyClass}`,
      );
    }
    if (command.exemption !== null)
      throw ruleViolation('W2', 'Watervliet sewer rents have no exemption of that kind');
    if ((command.district ?? null) !== null)
      throw ruleViolation(
        'W2',
        'the City of Watervliet has no sewer districts (a district is Queensbury law, Q1): leave district out',
      );
    if (command.propertyClass === 'residential' && (command.units === null || command.units < 1))
      throw ruleViolation('W2', 'a residential account names its number of units (1 or more)');
    if (command.propertyClass !== 'residential' && command.location === 'outside')
      throw ruleViolation('W2', 'outside the city only residential units are billed sewer rents');
  },

  checkUsage(_account, command: RecordWaterUsage) {
    billingPeriod(command.period);
    if (command.meteredNonDischargedGallons !== null)
      throw ruleViolation('W2', 'Watervliet meters are billed on the gallons metered');
    return { fiscalYear: null };
  },

  renderBill(
    account: AccountOpened['data'],
    state: AccountState,
    command: RenderBill,
  ): BillRendered['data'] {
    const period = billingPeriod(command.period);
    // C11: a correction's supplemental bill is dated the correction, whenever that is (W1's window is the period's bills')
    if (!command.supplemental)
      watervlietTariff.checkBillRun(command.period, command.billDate, command.rate);
    else if (!command.rate)
      throw ruleViolation(
        'W2',
        `no rate schedule in force for the billing period starting ${period.start}`,
      );
    const rates = command.rate as WatervlietRates;
    // C11/W1: a supplemental dated after the period's installment date is due on its own date, free for a
    // month as the installment is (January 1 to February 1), and bears interest from the day after (dated
    // before it, the installment's dates give it at least a month)
    const late = command.supplemental === true && command.billDate > period.dueDate;
    const dueDate = late ? command.billDate : period.dueDate;
    const firstPenaltyDate = late
      ? addDays(addMonths(command.billDate, 1), 1)
      : period.firstInterestDate;
    const facts = periodFacts(state, period);
    const { lines, rent, charges } = watervlietBill(account, period, facts, rates);
    return {
      accountId: account.accountId,
      billId: command.billId,
      billRunId: command.billRunId,
      municipality: 'watervliet',
      period: period.key,
      fiscalYear: null,
      billDate: command.billDate,
      dueDate,
      // N3/W2: an establishment's rent is made from its metered gallons; a unit's is flat
      deliveredGallons: account.propertyClass === 'other' ? facts.meteredGallons : null,
      billableGallons: null,
      ratePer1000Gallons: null,
      lines,
      rent: formatAmount(rent),
      charges: formatAmount(charges),
      firstPenaltyDate,
      penaltyRate: WATERVLIET_INTEREST_RATE_TEXT,
      penaltyRule: 'W1',
      rateSchedule: { ...rates },
      tariff: WATERVLIET_TARIFF_VERSION,
    };
  },

  penaltySchedule(periodKey) {
    // W1: due on the period's installment date, interest from the day after its last free day
    const period = billingPeriod(periodKey);
    return {
      dueDate: period.dueDate,
      firstPenaltyDate: period.firstInterestDate,
      penaltyRate: WATERVLIET_INTEREST_RATE_TEXT,
      penaltyRule: 'W1',
      penaltyAccruals: 'monthly',
    };
  },

  skipReason(account, state, period) {
    return account.propertyClass === 'other' && !state.usage.has(period) ? 'no usage' : null;
  },

  // eslint-disable-next-line max-lines-per-function -- W2's three facts learned after billing (water turned on, a unit found occupied, a unit's status changed), one case each of the bill they reach; next to split into one function a fact
  assessAfterBilling(state: AccountState, fact: AccountEvent): AccountEvent[] {
    const account = state.opened!.data;
    const billOn = (date: string) => {
      const id = state.billByPeriod.get(periodOf(date).key);
      return id ? state.bills.get(id)!.data : null;
    };
    switch (fact.type) {
      case 'WaterTurnedOn': {
        const bill = billOn(fact.data.turnedOnOn);
        if (!bill) return [];
        const units = bill.lines
          .filter((l) => l.code === 'vacant-water-off' || l.code === 'outside-vacant-water-off')
          .map((l) => l.unit!);
        const rates = bill.rateSchedule as unknown as WatervlietRates;
        const lost = units.flatMap((u) =>
          lostReduction(
            state,
            bill,
            u,
            ['vacant-water-off', 'outside-vacant-water-off'],
            fact.data.turnedOnOn,
            `water turned on at the service entry on ${fact.data.turnedOnOn}`,
          ),
        );
        const penalty =
          fact.data.by === 'other' && units.length > 0 && account.location === 'inside'
            ? charge(state, bill, {
                chargeId: `${bill.billId}/unauthorized-turn-on-penalty/${fact.data.turnOnId}`,
                kind: 'charge',
                code: 'unauthorized-turn-on-penalty',
                unit: null,
                amount: rates.unauthorizedTurnOnPenalty,
                assessedOn: fact.data.turnedOnOn,
                description: `Water turned on at the vacant property on ${fact.data.turnedOnOn} other than by the City Water Department`,
                rule: 'W2',
              })
            : [];
        return [...lost, ...penalty];
      }
      case 'OccupancyFound': {
        const bill = billOn(fact.data.foundOn);
        if (
          !bill ||
          !bill.lines.some((l) => l.unit === fact.data.unit && l.code === 'vacant-owner-occupied')
        )
          return [];
        const rates = bill.rateSchedule as unknown as WatervlietRates;
        return [
          ...lostReduction(
            state,
            bill,
            fact.data.unit,
            ['vacant-owner-occupied'],
            fact.data.foundOn,
            `found occupied on ${fact.data.foundOn} while reduced`,
          ),
          ...charge(state, bill, {
            chargeId: `${bill.billId}/occupied-while-reduced-penalty/${fact.data.findingId}`,
            kind: 'charge',
            code: 'occupied-while-reduced-penalty',
            unit: fact.data.unit,
            amount: rates.occupiedWhileReducedPenalty,
            assessedOn: fact.data.foundOn,
            description: `Unit ${fact.data.unit} found occupied on ${fact.data.foundOn} while reduced`,
            rule: 'W2',
          }),
        ];
      }
      case 'UnitStatusChanged': {
        const bill = billOn(fact.data.effectiveOn);
        if (!bill || fact.data.effectiveOn === billingPeriod(bill.period).start) return [];
        return lostReduction(
          state,
          bill,
          fact.data.unit,
          ['vacant-water-off', 'outside-vacant-water-off', 'vacant-owner-occupied'],
          fact.data.effectiveOn,
          `status changed to ${fact.data.status} on ${fact.data.effectiveOn}`,
        );
      }
      default:
        return [];
    }
  },
};
