import { CivilDate, isPlausibleDate } from '../../dates/civil-date';
import { conflict, invalid } from '../../errors/domain-error';
import {
  Amount,
  Decimal,
  isPlausibleAmount,
  isPlausibleRate,
  MAX_RATE,
  Rate,
} from '../../money/money';
import { Type } from '@sinclair/typebox';
import { date, oneOf, rate } from '../../events/schema-parts';
import { repeated, sameFields } from '../../events/idempotency';
import { DATE_PATTERN, RATE_PATTERN } from '../../events/request-patterns';

/** Q1: the Town's sewer districts; each account belongs to one. */
export const QUEENSBURY_DISTRICTS = ['consolidated', 'technical-park'] as const;
export type QueensburyDistrict = (typeof QUEENSBURY_DISTRICTS)[number];

/**
 * Q1: a district's rate schedule, adopted by Town Board resolution and in
 * force from `effectiveFrom` until the district's next schedule. Residential:
 * a charge per unit per quarter covering the first `residentialAllowanceGallons`
 * metered at the property, then a rate per 1,000 gallons over it;
 * nonresidential: a rate per 1,000 gallons. (The technical park's 3.50 per
 * 1,000 for every property is a schedule with no unit charge and no allowance.)
 */
export interface QueensburyRateSchedule {
  readonly scheduleId: string;
  readonly district: QueensburyDistrict;
  readonly effectiveFrom: CivilDate;
  readonly adoptedOn: CivilDate;
  readonly residentialUnitPerQuarter: Amount;
  readonly residentialAllowanceGallons: number;
  readonly residentialExcessPer1000Gallons: Rate;
  readonly nonresidentialPer1000Gallons: Rate;
}

/** The schedules in force for a quarter, by district (what a bill is rendered under). */
export type QueensburyRatesInForce = Readonly<
  Partial<Record<QueensburyDistrict, QueensburyRateSchedule>>
>;

const MAX_GALLONS = 10_000_000_000;

const civilDay = Type.String({ format: 'date', pattern: DATE_PATTERN });
const requestRate = Type.String({ pattern: RATE_PATTERN });

/** Q1, C10: the adoption request as the OpenAPI document publishes it; parseQueensburySchedule checks the same. */
export const QUEENSBURY_RATE_SCHEDULE_REQUEST = Type.Object(
  {
    scheduleId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$' }),
    district: oneOf(...QUEENSBURY_DISTRICTS),
    effectiveFrom: civilDay,
    adoptedOn: civilDay,
    residentialUnitPerQuarter: Type.String({
      pattern: '^((0|[1-9][0-9]{0,3})\\.[0-9]{2}|10000\\.00)$',
      description: 'an amount with two decimals, at most 10,000.00',
    }),
    residentialAllowanceGallons: Type.Integer({ minimum: 0, maximum: MAX_GALLONS }),
    residentialExcessPer1000Gallons: requestRate,
    nonresidentialPer1000Gallons: requestRate,
  },
  { additionalProperties: false, title: 'QueensburyRateScheduleRequest' },
);

/** Q1, C10: a schedule as adopted, checked field by field (`fields` name what is wrong). */
export function parseQueensburySchedule(body: Record<string, unknown>): QueensburyRateSchedule {
  const errors: Record<string, string[]> = {};
  const check = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  const rate = isPlausibleRate;
  check(
    'scheduleId',
    typeof body.scheduleId === 'string' &&
      /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/.test(body.scheduleId),
    'scheduleId is an identifier (letters, digits, . _ : -)',
  );
  check(
    'district',
    (QUEENSBURY_DISTRICTS as readonly unknown[]).includes(body.district),
    `district is one of ${QUEENSBURY_DISTRICTS.join(', ')}`,
  );
  for (const f of ['effectiveFrom', 'adoptedOn'])
    check(f, isPlausibleDate(body[f]), `${f} is a date YYYY-MM-DD`);
  check(
    'residentialUnitPerQuarter',
    isPlausibleAmount(body.residentialUnitPerQuarter) &&
      new Decimal(body.residentialUnitPerQuarter).lte(MAX_RATE),
    'residentialUnitPerQuarter is an amount with two decimals, at most 10,000.00',
  );
  check(
    'residentialAllowanceGallons',
    Number.isInteger(body.residentialAllowanceGallons) &&
      (body.residentialAllowanceGallons as number) >= 0 &&
      (body.residentialAllowanceGallons as number) <= MAX_GALLONS,
    'residentialAllowanceGallons is a whole number of gallons',
  );
  for (const f of ['residentialExcessPer1000Gallons', 'nonresidentialPer1000Gallons'])
    check(f, rate(body[f]), `${f} is a rate with at most 4 decimals, at most 10,000`);
  const unknown = Object.keys(body).filter(
    (k) =>
      ![
        'scheduleId',
        'district',
        'effectiveFrom',
        'adoptedOn',
        'residentialUnitPerQuarter',
        'residentialAllowanceGallons',
        'residentialExcessPer1000Gallons',
        'nonresidentialPer1000Gallons',
      ].includes(k),
  );
  for (const k of unknown) errors[k] = [`property ${k} should not exist`];
  if (Object.keys(errors).length > 0)
    throw Object.assign(invalid('Q1', Object.values(errors).flat().join('; ')), { fields: errors });
  return body as unknown as QueensburyRateSchedule;
}

/** Q1, C8: adopting a schedule; the same id and content again is a no-op, else a conflict; one schedule per district and date. */
export function adoptQueensburySchedule(
  adopted: readonly QueensburyRateSchedule[],
  schedule: QueensburyRateSchedule,
): QueensburyRateSchedule[] {
  const same = adopted.find((s) => s.scheduleId === schedule.scheduleId);
  if (
    repeated(
      same,
      (s) => sameFields(s, schedule),
      () => `rate schedule ${schedule.scheduleId} was already adopted with different content`,
    )
  )
    return [];
  const clash = adopted.find(
    (s) => s.district === schedule.district && s.effectiveFrom === schedule.effectiveFrom,
  );
  if (clash)
    throw conflict(
      'Q1',
      `the ${schedule.district} district already has schedule ${clash.scheduleId} in force from ${schedule.effectiveFrom}`,
    );
  return [schedule];
}

/** Q1: for each district, the schedule in force on `date` (the latest effective on or before it). */
export function queensburyRatesOn(
  adopted: readonly QueensburyRateSchedule[],
  date: CivilDate,
): QueensburyRatesInForce {
  const inForce: Partial<Record<QueensburyDistrict, QueensburyRateSchedule>> = {};
  for (const s of adopted) {
    if (s.effectiveFrom > date) continue;
    const current = inForce[s.district];
    if (!current || current.effectiveFrom < s.effectiveFrom) inForce[s.district] = s;
  }
  return inForce;
}

/** The published contract of a Queensbury `RateScheduleAdopted`'s data (JSON Schema, beside `municipality` and `effectiveDate`). */
export const QUEENSBURY_RATE_SCHEDULE_DATA_SCHEMA = {
  scheduleId: Type.String({ minLength: 1, maxLength: 100 }),
  district: oneOf(...QUEENSBURY_DISTRICTS),
  effectiveFrom: date,
  adoptedOn: date,
  // not negative, unlike a ledger amount
  residentialUnitPerQuarter: Type.String({ pattern: '^(0|[1-9][0-9]*)\\.[0-9]{2}$' }),
  residentialAllowanceGallons: Type.Integer({ minimum: 0 }),
  residentialExcessPer1000Gallons: rate,
  nonresidentialPer1000Gallons: rate,
};
