import { Type, type Static } from '@sinclair/typebox';

/**
 * A rate schedule in its law's own words, for the screen that lists the
 * schedules adopted (`GET /v1/municipalities/{m}/rate-schedules`): what it
 * covers, from when to when, and each charge with the law's label. Each
 * municipality writes its own (N5's rate for a fiscal year, W2's unit rates,
 * Q1's district charges), so a screen draws any municipality's schedules
 * without knowing its law. Amounts are as adopted: two decimals for a charge,
 * four for a rate per 1,000 gallons; a screen formats them.
 */
export const SCHEDULE_WORDS_SCHEMA = Type.Object(
  {
    title: Type.Union([Type.String(), Type.Null()], {
      description:
        'what the schedule covers ("Fiscal year 2025", "Consolidated district"); null when its dates say it all',
    }),
    from: Type.String({ format: 'date' }),
    to: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: 'its last day; null while it runs until the next schedule',
    }),
    charges: Type.Array(
      Type.Object({
        label: Type.Union([Type.String(), Type.Null()], {
          description: "the charge in the law's words; null for a schedule's one rate",
        }),
        amount: Type.String(),
        per: Type.Union([Type.Literal('charge'), Type.Literal('1000-gallons')], {
          description: 'an amount charged as it stands, or a rate per 1,000 gallons',
        }),
      }),
    ),
  },
  { title: 'ScheduleWords' },
);

export type ScheduleWords = Static<typeof SCHEDULE_WORDS_SCHEMA>;
type ScheduleCharge = ScheduleWords['charges'][number];

/** A rate per 1,000 gallons, labelled or the schedule's one rate. */
export const per1000 = (amount: string, label: string | null = null): ScheduleCharge => ({
  label,
  amount,
  per: '1000-gallons',
});

/** An amount charged as it stands (a unit's charge, a minimum, a penalty). */
export const charge = (label: string, amount: string): ScheduleCharge => ({
  label,
  amount,
  per: 'charge',
});
