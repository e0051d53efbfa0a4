import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(
  errors: ValidationError[],
  parent = '',
): Array<{ field: string; messages: string[] }> {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints
      ? [
          {
            field,
            messages: Object.values(e.constraints).map((m) => (parent ? `${parent}.${m}` : m)),
          },
        ]
      : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** An error answer names at most this many fields (a hostile body with thousands of unknown keys gets a short answer). */
const MAX_FIELDS_NAMED = 20;
const MAX_NAME = 100;
/** A message names its field (an unknown one may be any length): long enough for the ledger's own sentences whole. */
const MAX_MESSAGE = 400;
const short = (text: string, most = MAX_NAME) =>
  text.length > most ? `${text.slice(0, most)}...` : text;

/**
 * 400 for malformed input, naming every field: `{ statusCode: 400, error,
 * message: ["amount must be ..."], fields: { amount: [...] } }`. Unknown
 * fields are refused (whitelist + forbidNonWhitelisted); nothing is coerced.
 */
export function ledgerValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const all = flatten(errors);
      const flat = all.slice(0, MAX_FIELDS_NAMED).map((f) => ({
        field: short(f.field),
        messages: f.messages.map((m) => short(m, MAX_MESSAGE)),
      }));
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [
          ...flat.flatMap((f) => f.messages),
          ...(all.length > flat.length ? [`and ${all.length - flat.length} more fields`] : []),
        ],
        fields: Object.fromEntries(flat.map((f) => [f.field, f.messages])),
      });
    },
  });
}
