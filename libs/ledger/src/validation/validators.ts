import {
  isPeriodKey,
  isPlausibleAmount,
  isPlausibleDate,
  isPlausibleRate,
  isQuarterKey,
  MUNICIPALITIES,
  MUNICIPALITY_IDS,
  PROPERTY_CLASSES,
} from '@ledger/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  registerDecorator,
  ValidationOptions,
} from 'class-validator';

function define(
  name: string,
  test: (value: unknown) => boolean,
  message: string,
  options?: ValidationOptions,
) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      options: { message: `${propertyName} ${message}`, ...options },
      validator: { validate: test },
    });
}

/** C1/C10: an amount is a string with exactly two decimals, e.g. "230.40", at most 9,999,999,999.99. */
export const IsAmount = (options?: ValidationOptions) =>
  define(
    'isAmount',
    isPlausibleAmount,
    'must be an amount string with exactly two decimals, e.g. "100.00", at most 9999999999.99 (C10)',
    options,
  );

/** C1/C10: a payment is a positive amount. */
export const IsPositiveAmount = (options?: ValidationOptions) =>
  define(
    'isPositiveAmount',
    (v) => isPlausibleAmount(v) && !/^0\.00$/.test(v),
    'must be a positive amount string with exactly two decimals, e.g. "100.00", at most 9999999999.99 (C10)',
    options,
  );

/** C1/C10: a rate is a decimal string, e.g. "3.2000": at most 10,000, at most 4 decimals. */
export const IsRate = (options?: ValidationOptions) =>
  define(
    'isRate',
    isPlausibleRate,
    'must be a decimal rate string, e.g. "3.2000", at most 10000 with at most 4 decimals (C10)',
    options,
  );

/** C2/C10: a real calendar date YYYY-MM-DD (2025-02-30 is refused) within 1900-01-01 .. 2199-12-31. */
export const IsCivilDate = (options?: ValidationOptions) =>
  define(
    'isCivilDate',
    isPlausibleDate,
    'must be a calendar date YYYY-MM-DD between 1900-01-01 and 2199-12-31 (C2, C10)',
    options,
  );

/** An ISO-8601 instant with a time zone, e.g. 2025-12-01T15:00:00Z. */
export const IsInstant = (options?: ValidationOptions) =>
  define(
    'isInstant',
    (v) =>
      typeof v === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    'must be an ISO-8601 instant with a time zone, e.g. 2025-12-01T15:00:00Z',
    options,
  );

/** Caller-chosen ids (C8): letters, digits and . _ : - , at most 128 characters. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const IsIdentifier = (options?: ValidationOptions) =>
  define(
    'isIdentifier',
    (v) => typeof v === 'string' && ID_PATTERN.test(v),
    'must be 1-128 letters, digits or . _ : - (starting with a letter or digit)',
    options,
  );

/** N1: a fiscal year, named by the calendar year it starts in. */
export const IsFiscalYear = () => applyDecorators(IsInt(), Min(2000), Max(2999));

/** W1: a Watervliet billing period, named by the month it starts: "2022-11" or "2023-05". */
export const IsBillingPeriod = (options?: ValidationOptions) =>
  define(
    'isBillingPeriod',
    (v) => isPeriodKey(v),
    'must be a billing period "YYYY-11" (November-April) or "YYYY-05" (May-October)',
    options,
  );

/** A municipality of the registry (the OpenAPI enum and the check come from it, not from a list here). */
export const IsMunicipality = (description = 'the municipality (see GET /v1/municipalities)') =>
  applyDecorators(
    ApiProperty({ enum: [...MUNICIPALITY_IDS], description }),
    IsIn([...MUNICIPALITY_IDS]),
  );

/** A property class some municipality of the registry knows; which ones each takes is its law's (N2, W2, Q1). */
export const IsPropertyClass = () =>
  applyDecorators(
    ApiProperty({
      enum: [...PROPERTY_CLASSES],
      description: MUNICIPALITIES.map(
        (m) => `${m.displayName}: ${m.propertyClasses.join(' | ')}`,
      ).join('. '),
    }),
    IsIn([...PROPERTY_CLASSES]),
  );

/** Q2: a quarter, "2021-Q2". */
export const IsQuarter = (options?: ValidationOptions) =>
  define('isQuarter', isQuarterKey, 'must be a quarter "YYYY-Q1" .. "YYYY-Q4"', options);

/** An optional field with its OpenAPI description. */
export const OptionalWith = (example: unknown, description: string) =>
  applyDecorators(ApiPropertyOptional({ example, description }), IsOptional());
