import {
  AMOUNT_PATTERN,
  DATE_PATTERN,
  ID_PATTERN,
  isPlausibleAmount,
  isPlausibleDate,
  isPlausibleRate,
  MUNICIPALITIES,
  MUNICIPALITY_IDS,
  PAYMENT_METHOD_IDS,
  POSITIVE_AMOUNT_PATTERN,
  PROPERTY_CLASSES,
  RATE_PATTERN,
} from '@ledger/domain';
import type { PeriodNaming } from '@ledger/domain';
import { applyDecorators } from '@nestjs/common';
import { Value } from '@sinclair/typebox/value';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidationOptions,
} from 'class-validator';

/**
 * Every rule of a request field is written here once, as a decorator that
 * both checks the field (class-validator) and says so in the OpenAPI document
 * (@nestjs/swagger: pattern, format, bounds, enum, length). The document's
 * rules are thus the server's: an integrator who generates requests from the
 * schema is refused (400) only for what the schema states.
 */
interface Declared {
  readonly type: 'string';
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

function define(
  name: string,
  test: (value: unknown) => boolean,
  message: string,
  options?: ValidationOptions,
) {
  return (object: object, property: string | symbol) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(property),
      options: { message: `${String(property)} ${message}`, ...options },
      validator: { validate: test },
    });
}

/** A rule: its check and its declaration, together; a string rule's pattern is also checked, so the document never promises more than the server takes. */
function rule(
  name: string,
  declared: Declared,
  test: (value: unknown) => boolean,
  message: string,
  options?: ValidationOptions,
) {
  const pattern = declared.pattern ? new RegExp(declared.pattern, 'u') : null;
  return applyDecorators(
    ApiProperty(declared as ApiPropertyOptions),
    define(
      name,
      (v) => test(v) && (pattern === null || (typeof v === 'string' && pattern.test(v))),
      message,
      options,
    ),
  );
}

/** One line of text: no control character (NUL, line breaks, ESC, DEL, C1) and no bidirectional override (#25). */
const LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$';
/** Text of several lines: line breaks and tabs, but no other control character and no bidirectional override. */
const LINES_PATTERN =
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$';
/** An instant with a zone, as RFC 3339 writes it. */
const INSTANT_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2})$';

/** C1/C10: an amount is a string with exactly two decimals, e.g. "230.40", at most 9,999,999,999.99. */
export const IsAmount = (options?: ValidationOptions) =>
  rule(
    'isAmount',
    { type: 'string', pattern: AMOUNT_PATTERN },
    isPlausibleAmount,
    'must be an amount string with exactly two decimals, e.g. "100.00", at most 9999999999.99 (C10)',
    options,
  );

/** C1/C10: a payment is a positive amount. */
export const IsPositiveAmount = (options?: ValidationOptions) =>
  rule(
    'isPositiveAmount',
    { type: 'string', pattern: POSITIVE_AMOUNT_PATTERN },
    (v) => isPlausibleAmount(v) && !/^0\.00$/.test(v),
    'must be a positive amount string with exactly two decimals, e.g. "100.00", at most 9999999999.99 (C10)',
    options,
  );

/** C1/C10: a rate is a decimal string, e.g. "3.2000": at most 10,000, at most 4 decimals. */
export const IsRate = (options?: ValidationOptions) =>
  rule(
    'isRate',
    { type: 'string', pattern: RATE_PATTERN },
    isPlausibleRate,
    'must be a decimal rate string, e.g. "3.2000", at most 10000 with at most 4 decimals (C10)',
    options,
  );

/** C2/C10: a real calendar date YYYY-MM-DD (2025-02-30 is refused) within 1900-01-01 .. 2199-12-31. */
export const IsCivilDate = (options?: ValidationOptions) =>
  rule(
    'isCivilDate',
    { type: 'string', format: 'date', pattern: DATE_PATTERN },
    isPlausibleDate,
    'must be a calendar date YYYY-MM-DD between 1900-01-01 and 2199-12-31 (C2, C10)',
    options,
  );

/** An ISO-8601 instant with a time zone, e.g. 2025-12-01T15:00:00Z. */
export const IsInstant = (options?: ValidationOptions) =>
  rule(
    'isInstant',
    { type: 'string', format: 'date-time', pattern: INSTANT_PATTERN },
    (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
    'must be an ISO-8601 instant with a time zone, e.g. 2025-12-01T15:00:00Z',
    options,
  );

/** Caller-chosen ids (C8): letters, digits and . _ : - , at most 128 characters. */
export const IsIdentifier = (options?: ValidationOptions) =>
  rule(
    'isIdentifier',
    { type: 'string', pattern: ID_PATTERN, maxLength: 128 },
    (v) => typeof v === 'string',
    'must be 1-128 letters, digits or . _ : - (starting with a letter or digit)',
    options,
  );

/** A whole number within bounds (gallons, units, years, counts): a JSON integer, never a string. */
export const IsIntegerIn = (minimum: number, maximum: number) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum, maximum }),
    IsInt(),
    Min(minimum),
    Max(maximum),
  );

/** One of a list of values (the OpenAPI enum and the check are the one list). */
export const IsOneOf = (values: readonly string[], options?: ValidationOptions) =>
  applyDecorators(ApiProperty({ enum: [...values], type: 'string' }), IsIn([...values], options));

/** #25: one line of text, 1..maxLength characters, no control character or bidirectional override (a parcel id, a reference). */
export const IsLine = (maxLength: number, minLength = 1) =>
  rule(
    'isLine',
    { type: 'string', minLength, maxLength, pattern: LINE_PATTERN },
    (v) => typeof v === 'string' && v.length >= minLength && v.length <= maxLength,
    `must be text of ${minLength} to ${maxLength} characters on one line, without control characters`,
  );

/** #25: free text (a mailing address, a claim, a resolution): 1..maxLength characters, line breaks allowed, no other control character. */
export const IsText = (maxLength: number) =>
  rule(
    'isText',
    { type: 'string', minLength: 1, maxLength, pattern: LINES_PATTERN },
    (v) => typeof v === 'string' && v.length >= 1 && v.length <= maxLength,
    `must be text of 1 to ${maxLength} characters, without control characters but line breaks`,
  );

/** #25: how a payment was made, one of the methods the municipalities take (not any string: no emoji, no bidirectional override); each municipality checks its own list (GET /v1/municipalities). */
export const IsPaymentMethod = () => IsOneOf(PAYMENT_METHOD_IDS);

/** A webhook URL: http(s), a host name or IP address, at most 2,000 characters, no control character (#25). Where it may point is checked when it is registered (400, rule `webhooks`: https, public addresses, no credentials). */
const WEBHOOK_URL_PATTERN =
  "^https?://([A-Za-z0-9._~%!$&'()*+,;=:-]+@)?((\\[[0-9A-Fa-f:.]{2,45}\\])|(([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)|((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?(\\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$";
export const IsWebhookUrl = () =>
  applyDecorators(
    rule(
      'isWebhookUrl',
      { type: 'string', format: 'uri', maxLength: 2000, pattern: WEBHOOK_URL_PATTERN },
      (v) => typeof v === 'string' && v.length <= 2000,
      'must be an http(s) URL of a host name or IP address, at most 2000 characters',
    ),
    IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }),
    MaxLength(2000),
  );

/** A secret of 16..200 characters on one line. */
export const IsSecret = () =>
  applyDecorators(
    rule(
      'isSecret',
      { type: 'string', minLength: 16, maxLength: 200, pattern: LINE_PATTERN },
      (v) => typeof v === 'string',
      'must be 16 to 200 characters on one line, without control characters',
    ),
    IsString(),
    MinLength(16),
    MaxLength(200),
  );

/** A list of at most `max` values, each one of `values`. */
export const IsListOf = (values: readonly string[], max: number) =>
  applyDecorators(
    ApiProperty({ type: 'string', isArray: true, enum: [...values], maxItems: max }),
    IsArray(),
    ArrayMaxSize(max),
    IsIn([...values], { each: true }),
  );

/** An address as an envelope window holds it: 1..maxLines lines, each one line of 1..maxLength characters. */
export const IsAddressLines = (
  maxLines: number,
  maxLength: number,
  /** Its description and example, published with the limits (one ApiProperty: a second would drop them). */
  documented: { description: string; example: string[] },
) => {
  const line = new RegExp(LINE_PATTERN, 'u');
  return applyDecorators(
    ApiProperty({
      ...documented,
      type: 'array',
      minItems: 1,
      maxItems: maxLines,
      items: { type: 'string', minLength: 1, maxLength, pattern: LINE_PATTERN },
    } as ApiPropertyOptions),
    define(
      'isAddressLines',
      (v) =>
        Array.isArray(v) &&
        v.length >= 1 &&
        v.length <= maxLines &&
        v.every(
          (l) => typeof l === 'string' && l.length >= 1 && l.length <= maxLength && line.test(l),
        ),
      `must be 1 to ${maxLines} lines of 1 to ${maxLength} characters each`,
    ),
  );
};

/** W2: a unit is named "1".."n" (at most 9999). */
export const IsUnitName = () =>
  rule(
    'isUnitName',
    { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
    (v) => typeof v === 'string',
    'must be a unit name "1".."n"',
  );

/** N1: a fiscal year, named by the calendar year it starts in. */
export const IsFiscalYear = () => IsIntegerIn(2000, 2999);

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

/**
 * A billing period field as a municipality of the registry names it: checked
 * against the plug-in's own schema and published from it (optional: a request
 * gives the one field its municipality names, billingPeriodOf).
 */
export const IsPeriodField = (naming: PeriodNaming) =>
  applyDecorators(
    ApiPropertyOptional(JSON.parse(JSON.stringify(naming.schema)) as ApiPropertyOptions),
    IsOptional(),
    define(
      'isPeriod',
      (v) => Value.Check(naming.schema, v),
      `must be ${naming.kind === 'fiscal-year' ? 'a fiscal year' : 'a billing period'} such as ${naming.example} (${naming.rule})`,
    ),
  );

/** An optional field with its OpenAPI description. */
export const OptionalWith = (example: unknown, description: string) =>
  applyDecorators(ApiPropertyOptional({ example, description }), IsOptional());
