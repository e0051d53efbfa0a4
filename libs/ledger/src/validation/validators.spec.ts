import {
  AMOUNT_PATTERN,
  DATE_PATTERN,
  isPlausibleAmount,
  isPlausibleDate,
  isPlausibleRate,
  MUNICIPALITIES,
  type PeriodNaming,
  POSITIVE_AMOUNT_PATTERN,
  RATE_PATTERN,
} from '@ledger/domain';
import { Type } from '@sinclair/typebox';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { BillingPeriodDto } from './billing-period.dto';
import { IsPeriodField } from './validators';

const matches = (pattern: string) => (s: string) => new RegExp(pattern, 'u').test(s);
/** Numbers as a client might write them: signs, leading zeros, many digits, many decimals. */
const numberLike = fc.stringMatching(/^-?[0-9]{1,12}(\.[0-9]{0,6})?$/);

/** #26.3: the pattern the document publishes is exactly the rule the domain checks (C1, C2, C10). */
describe('the published patterns are the rules the server checks', () => {
  it.each([
    ['amount', AMOUNT_PATTERN, isPlausibleAmount],
    [
      'positive amount',
      POSITIVE_AMOUNT_PATTERN,
      (v: string) => isPlausibleAmount(v) && v !== '0.00',
    ],
    ['rate', RATE_PATTERN, isPlausibleRate],
  ])(
    'C1/C10 %s: a string matches the pattern exactly when the domain takes it',
    (_, pattern, rule) => {
      fc.assert(fc.property(numberLike, (s) => matches(pattern)(s) === rule(s)));
      fc.assert(fc.property(fc.stringMatching(new RegExp(pattern, 'u')), (s) => rule(s)));
    },
  );

  it('C2/C10 a date: every calendar date 1900-2199 matches, and what matches is one when it is a real day', () => {
    const day = fc.date({
      min: new Date('1900-01-01'),
      max: new Date('2199-12-31'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(day, (d) => matches(DATE_PATTERN)(d.toISOString().slice(0, 10))));
    const realDay = (s: string) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    };
    fc.assert(
      fc.property(
        fc.stringMatching(new RegExp(DATE_PATTERN, 'u')),
        (s) => isPlausibleDate(s) === realDay(s),
      ),
    );
    expect(['2025-02-30', '1899-12-31', '2200-01-01'].map(isPlausibleDate)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

/** #31.3: the billing period fields come from the registry; a new municipality's field needs no edit of the DTO. */
describe('billing period fields, from each municipality of the registry', () => {
  const validated = (cls: new () => object, body: object) =>
    validateSync(plainToInstance(cls, body), { whitelist: true, forbidNonWhitelisted: true }).map(
      (e) => e.property,
    );

  it('N1, W1, Q2: each municipality names its field, and the DTO checks it by the schema the plug-in gives', () => {
    expect(MUNICIPALITIES.map((m) => m.periods.field)).toEqual(['fiscalYear', 'period', 'quarter']);
    expect(
      validated(BillingPeriodDto, { fiscalYear: 2025, period: '2022-11', quarter: '2021-Q2' }),
    ).toEqual([]);
    expect(
      validated(BillingPeriodDto, { fiscalYear: '2025', period: '2022-12', quarter: '2021-Q5' }),
    ).toEqual(['fiscalYear', 'period', 'quarter']);
  });

  it('a fourth municipality naming its periods by `month` is validated and published from its own naming alone', () => {
    const month: PeriodNaming = {
      kind: 'quarterly',
      field: 'month',
      example: '2027-01',
      rule: 'X1',
      schema: Type.String({
        pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
        description: 'X1: the month billed',
      }),
      key: (value) => ({ period: String(value), fiscalYear: null }),
      start: (period) => `${period}-01`,
      end: (period) => `${period}-28`,
    };
    class Request {}
    IsPeriodField(month)(Request.prototype, 'month');
    expect(validated(Request, { month: '2027-01' })).toEqual([]);
    expect(validated(Request, { month: '2027-13' })).toEqual(['month']);
    expect(validated(Request, { quarter: '2027-Q1' })).toEqual(['quarter']);
    expect(
      Reflect.getMetadata('swagger/apiModelProperties', Request.prototype, 'month'),
    ).toMatchObject({
      type: 'string',
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
      description: 'X1: the month billed',
      required: false,
    });
  });
});
