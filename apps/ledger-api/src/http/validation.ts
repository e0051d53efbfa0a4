import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): Array<{ field: string; messages: string[] }> {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints).map((m) => (parent ? `${parent}.${m}` : m)) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

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
      const flat = flatten(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: flat.flatMap((f) => f.messages),
        fields: Object.fromEntries(flat.map((f) => [f.field, f.messages])),
      });
    },
  });
}
