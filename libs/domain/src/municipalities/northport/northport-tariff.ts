import type {
  AdoptedRate,
  OpenAccount,
  RecordWaterUsage,
  RenderBill,
} from '../../account/account-commands';
import type { AccountOpened, BillRendered } from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import { Type } from '@sinclair/typebox';
import { ruleViolation } from '../../errors/domain-error';
import { formatAmount, parseAmount } from '../../money/money';
import type { Tariff } from '../../tariffs/tariff';
import { per1000 } from '../../tariffs/schedule-words';
import { NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA } from './rate-schedule';
import { northportAdjustments } from './adjustments';
import { northportForms } from './utilization-forms';
import { assertBillDateAllowed, fiscalYearEnd, fiscalYearOf, fiscalYearStart } from './fiscal-year';
import { dueDate, firstAccrualDate, NORTHPORT_PENALTY_RATE_TEXT } from './penalty-schedule';
import { NORTHPORT_TARIFF_VERSION, northportRent } from './tariff';

function fiscalYearOfPeriod(period: string): number {
  if (!/^\d{4}$/.test(period))
    throw ruleViolation(
      'N1',
      `Northport bills by fiscal year (e.g. 2025), not ${JSON.stringify(period)}`,
    );
  return Number(period);
}

/** N1/N5: the fiscal year's adopted rate, before a bill of it may be dated (throws a rule violation). */
function assertRateFor(
  fiscalYear: number,
  billDate: string,
  rate: AdoptedRate | null,
): asserts rate is AdoptedRate {
  if (!rate) throw ruleViolation('N5', `no rate adopted for fiscal year ${fiscalYear}`);
  if (rate.adoptedOn > billDate)
    throw ruleViolation(
      'N5',
      `the rate for fiscal year ${fiscalYear} was adopted on ${rate.adoptedOn}, after the bill date ${billDate}`,
    );
}

/** The Village of Northport (ch. 239 art. II): annual, usage-based (N1-N12). */
export const northportTariff: Tariff = {
  municipality: 'northport',
  displayName: 'Village of Northport',
  version: NORTHPORT_TARIFF_VERSION,
  rules: ['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9', 'N10', 'N11', 'N12'],
  propertyClasses: ['residential', 'commercial'],
  // N3/N12: a commercial bill deducts the approved meter's never-discharged water; a residential one takes 10%
  nonDischargedWaterDeductedFor: ['commercial'],
  // N2: a village-owned property is exempt; one outside is billed under its agreement
  accountChoices: {
    districts: [],
    exemptions: ['village-owned'],
    locations: ['inside', 'outside'],
  },
  chapters: ['adjustments-and-refunds', 'budget-fund-reserve', 'utilization-forms'],
  adjustments: northportAdjustments,
  forms: northportForms,
  periods: {
    kind: 'fiscal-year',
    field: 'fiscalYear',
    example: '2025',
    schema: Type.Integer({
      minimum: 2000,
      maximum: 2999,
      example: 2025,
      description: 'Northport (N1): the fiscal year, named by the year it starts in (June 1)',
    }),
    rule: 'N1',
    key(value: unknown) {
      if (!Number.isInteger(value) || (value as number) < 1900 || (value as number) > 2199)
        throw ruleViolation(
          'N1',
          `Northport bills by fiscal year (e.g. 2025), not ${JSON.stringify(value)}`,
        );
      return { period: String(value), fiscalYear: value as number };
    },
    start: (period: string) => fiscalYearStart(Number(period)),
    end: (period: string) => fiscalYearEnd(Number(period)),
  },
  duplicateBillRule: 'N1',
  // N4: 1.5% on bill date + 31 days and on each monthly anniversary; N9: levied on the tax roll
  wording: {
    penaltyTerms: (t) =>
      `Pay by ${t.dueDate} with no penalty. From ${t.firstPenaltyDate}, a penalty of ${t.rate} of the rent then unpaid is added, and again on the same day of each month while rent remains unpaid.`,
    liens:
      'Sewer rents left unpaid, with their penalties, are a lien on the property and are levied on the village tax roll.',
    accrues: 'penalties',
  },
  rates: {
    stream: (period) => `rates-northport-${period}`,
    eventDataSchema: NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA,
    listing: {
      // N1/N5: one stream per fiscal year: the three before the date's, its own and the next
      streams: (asOf) => [-3, -2, -1, 0, 1].map((d) => `rates-northport-${fiscalYearOf(asOf) + d}`),
      // N5: the date's fiscal year's rate, as last adopted (a later adoption of the year restates it)
      inForceOn: (schedules, asOf) =>
        schedules.map(
          (s, i) =>
            s.fiscalYear === fiscalYearOf(asOf) &&
            !schedules.slice(i + 1).some((later) => later.fiscalYear === s.fiscalYear),
        ),
      // N5: one rate per 1,000 gallons for the fiscal year, June 1 to May 31
      words: (s) => ({
        title: `Fiscal year ${s.fiscalYear as number}`,
        from: fiscalYearStart(s.fiscalYear as number),
        to: fiscalYearEnd(s.fiscalYear as number),
        charges: [per1000(s.ratePer1000Gallons as string)],
      }),
    },
    // N3/N5: a bill carries its rate per 1,000 gallons, not a schedule
    billRateScheduleSchema: null,
    inForce(events, period) {
      const adopted = events.filter((e) => e.type === 'RateScheduleAdopted').pop();
      if (!adopted) return null;
      const { ratePer1000Gallons, adoptedOn } = adopted.data as {
        ratePer1000Gallons: string;
        adoptedOn: string;
      };
      return { fiscalYear: Number(period), ratePer1000Gallons, adoptedOn } satisfies AdoptedRate;
    },
  },

  checkBillRun(period, billDate, rate) {
    const fiscalYear = fiscalYearOfPeriod(period);
    assertBillDateAllowed(fiscalYear, billDate);
    assertRateFor(fiscalYear, billDate, rate as AdoptedRate | null);
  },

  checkLienCutoff() {
    // N9: the Board chooses the date the arrears are computed to
  },

  checkAccount(command: OpenAccount): void {
    if (command.propertyClass !== 'residential' && command.propertyClass !== 'commercial') {
      throw ruleViolation(
        'N2',
        `Northport properties are residential or commercial (mixed use is commercial), not ${command.propertyClass}`,
      );
    }
    if (command.units !== null)
      throw ruleViolation('N3', 'Northport bills by water delivered, not by units');
    if ((command.district ?? null) !== null)
      throw ruleViolation(
        'N2',
        'the Village of Northport has no sewer districts (a district is Queensbury law, Q1): leave district out',
      );
  },

  checkUsage(_account: AccountOpened['data'], command: RecordWaterUsage) {
    const fiscalYear = fiscalYearOfPeriod(command.period);
    // N3 x N12 (settled): the approved meter's non-discharged reading is a fact about the water,
    // accepted whatever the class on its read date; it reduces a bill only where the bill's class
    // on its bill date is commercial (billableWater). A reading above the total delivered is
    // accepted too (different sources and dates) and bills zero gallons.
    return { fiscalYear };
  },

  renderBill(
    account: AccountOpened['data'],
    state: AccountState,
    command: RenderBill,
  ): BillRendered['data'] {
    const fiscalYear = fiscalYearOfPeriod(command.period);
    // C11: a correction's supplemental bill is dated the correction, whenever that is (N1 limits the year's bills, not corrections)
    if (!command.supplemental) assertBillDateAllowed(fiscalYear, command.billDate);
    if (account.exemption === 'village-owned')
      throw ruleViolation(
        'N2',
        'village-owned properties are exempt from sewer rents (§ 239-32 I)',
      );
    if (account.location === 'outside')
      throw ruleViolation(
        'N2',
        'properties outside the village are billed under their agreements, not sewer rents (§ 239-32 J)',
      );
    const usage = state.usage.get(command.period);
    if (!usage) throw ruleViolation('N3', `no water usage recorded for fiscal year ${fiscalYear}`);
    const rate = command.rate as AdoptedRate | null;
    assertRateFor(fiscalYear, command.billDate, rate);
    const { billableGallons, lines, rent } = northportRent(
      account.propertyClass,
      usage.data,
      rate.ratePer1000Gallons,
    );
    // Assertion: a bill's lines sum to its rent.
    if (!lines.reduce((s, l) => s.plus(parseAmount(l.amount)), parseAmount('0.00')).equals(rent))
      throw new Error('bill lines do not sum to the rent');
    return {
      accountId: account.accountId,
      billId: command.billId,
      billRunId: command.billRunId,
      municipality: 'northport',
      period: command.period,
      fiscalYear,
      billDate: command.billDate,
      dueDate: dueDate(command.billDate),
      deliveredGallons: usage.data.totalGallons,
      billableGallons: billableGallons.toString(),
      ratePer1000Gallons: lines[0].rate,
      lines,
      rent: formatAmount(rent),
      charges: '0.00',
      firstPenaltyDate: firstAccrualDate(command.billDate),
      penaltyRate: NORTHPORT_PENALTY_RATE_TEXT,
      penaltyRule: 'N4',
      rateSchedule: null,
      tariff: NORTHPORT_TARIFF_VERSION,
    };
  },

  penaltySchedule(_period, billDate) {
    // N4: due in 30 days, 1.5% on bill date + 31 days and monthly from it
    return {
      dueDate: dueDate(billDate),
      firstPenaltyDate: firstAccrualDate(billDate),
      penaltyRate: NORTHPORT_PENALTY_RATE_TEXT,
      penaltyRule: 'N4',
      penaltyAccruals: 'monthly',
    };
  },

  skipReason(account, state, period) {
    if (account.exemption === 'village-owned') return 'exempt';
    if (account.location === 'outside') return 'outside';
    return state.usage.has(period) ? null : 'no usage';
  },

  assessAfterBilling() {
    return [];
  },
};
