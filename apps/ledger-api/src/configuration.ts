import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

/** A whole number from its text, between `min` and `max`: one message whatever is wrong with it. */
function WholeNumber(name: string, min: number, max?: number): PropertyDecorator {
  const message = `${name} must be a whole number ${max ? `(${min}-${max})` : `of at least ${min}`}`;
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) =>
      typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
    ),
    IsInt({ message }),
    Min(min, { message }),
    ...(max ? [Max(max, { message })] : []),
  );
}

/**
 * Every setting the API reads from its environment, declared once with its
 * bounds (class-validator): a bad value stops the start with every bad
 * variable named, never a NaN port or a silent default. The README's
 * configuration table lists the same variables.
 */
class Environment {
  @WholeNumber('PORT', 1, 65535)
  PORT: number = 3000;

  @IsOptional()
  @IsIn(['on', 'off'], { message: 'LEDGER_AUTH must be on or off' })
  LEDGER_AUTH: 'on' | 'off' = 'on';

  @WholeNumber('LEDGER_MAX_EVENT_STREAMS', 1)
  LEDGER_MAX_EVENT_STREAMS?: number;

  @WholeNumber('LEDGER_STATE_CACHE', 1)
  LEDGER_STATE_CACHE?: number;

  @WholeNumber('LEDGER_RATE_LIMIT_PER_KEY', 1)
  LEDGER_RATE_LIMIT_PER_KEY?: number;

  @WholeNumber('LEDGER_RATE_LIMIT_PER_ADDRESS', 1)
  LEDGER_RATE_LIMIT_PER_ADDRESS?: number;

  @WholeNumber('LEDGER_RATE_LIMIT_FAILED_AUTH', 1)
  LEDGER_RATE_LIMIT_FAILED_AUTH?: number;

  @WholeNumber('LEDGER_AUDIT_CHECKPOINT_EVERY', 1)
  LEDGER_AUDIT_CHECKPOINT_EVERY?: number;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'LEDGER_AUDIT_KEY must be at least 32 characters' })
  LEDGER_AUDIT_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9.:*-]+( *, *[A-Za-z0-9.:*-]+)*$/, {
    message: 'LEDGER_WEBHOOK_ALLOW_HOSTS must be host names separated by commas',
  })
  LEDGER_WEBHOOK_ALLOW_HOSTS?: string;

  @WholeNumber('LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES', 0, 10_080)
  LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES?: number;

  @IsOptional()
  @IsString()
  @MaxLength(4096)
  LEDGER_DB_PATH?: string;
}

/** The variables `Environment` declares (an empty one counts as unset). */
const NAMES = [
  'PORT',
  'LEDGER_AUTH',
  'LEDGER_MAX_EVENT_STREAMS',
  'LEDGER_STATE_CACHE',
  'LEDGER_RATE_LIMIT_PER_KEY',
  'LEDGER_RATE_LIMIT_PER_ADDRESS',
  'LEDGER_RATE_LIMIT_FAILED_AUTH',
  'LEDGER_AUDIT_CHECKPOINT_EVERY',
  'LEDGER_AUDIT_KEY',
  'LEDGER_WEBHOOK_ALLOW_HOSTS',
  'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES',
  'LEDGER_DB_PATH',
] as const;

/** The environment read and checked; throws one error naming every bad variable. */
export function environmentOf(env: NodeJS.ProcessEnv): Environment {
  const present = Object.fromEntries(
    NAMES.filter((n) => env[n] !== undefined && env[n] !== '').map((n) => [n, env[n]]),
  );
  const config = plainToInstance(Environment, present);
  const errors = validateSync(config, { stopAtFirstError: true });
  if (errors.length) {
    throw new Error(
      `bad configuration: ${errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; ')}`,
    );
  }
  return config;
}
