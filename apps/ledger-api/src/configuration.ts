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
  ValidateBy,
  validateSync,
} from 'class-validator';
import { connectionStringProblem } from '@ledger/event-store';
import { defaultReadModelPath, defaultStatePath } from '@ledger/ledger';
import { resolve } from 'node:path';
import { fileProblem, webDirectoryProblem } from './usable-path';

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

/** A setting checked by `problem` (null: fine); its message names the variable and what is wrong (the value only where `problem` shows it: never a password). */
function Checked(name: string, problem: (value: string) => string | null): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(4096, { message: `${name} must be at most 4096 characters` }),
    ValidateBy({
      name: 'checked',
      validator: {
        validate: (value) => typeof value === 'string' && problem(value) === null,
        defaultMessage: (args) => `${name} ${problem(String(args?.value))}`,
      },
    }),
  );
}

/** A SQLite file's path and what stops it from being used. */
const usableFile = (path: string) => {
  const problem = fileProblem(path);
  return problem && `${path}: ${problem}`;
};

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

  @WholeNumber('LEDGER_MAX_EVENT_STREAMS_PER_KEY', 1)
  LEDGER_MAX_EVENT_STREAMS_PER_KEY?: number;

  @WholeNumber('LEDGER_STATE_CACHE', 1)
  LEDGER_STATE_CACHE?: number;

  @WholeNumber('LEDGER_STATE_CACHE_MB', 1)
  LEDGER_STATE_CACHE_MB?: number;

  @WholeNumber('LEDGER_SNAPSHOT_EVERY', 0)
  LEDGER_SNAPSHOT_EVERY?: number;

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

  /** The key every host seals webhook signing secrets with in the event store (the same on every host). */
  @IsOptional()
  @MinLength(32, { message: 'LEDGER_WEBHOOK_SECRET_KEY must be at least 32 characters' })
  LEDGER_WEBHOOK_SECRET_KEY?: string;

  @IsOptional()
  @IsIn(['on', 'off'], { message: 'LEDGER_REQUEST_LOG must be on or off' })
  LEDGER_REQUEST_LOG?: 'on' | 'off';

  @Checked('LEDGER_DB_PATH', usableFile)
  LEDGER_DB_PATH?: string;

  @Checked('LEDGER_READ_MODEL_PATH', usableFile)
  LEDGER_READ_MODEL_PATH?: string;

  @Checked('LEDGER_STATE_PATH', usableFile)
  LEDGER_STATE_PATH?: string;

  @Checked('EVENTSTORE_CONNECTION_STRING', (value) => {
    const problem = connectionStringProblem(value);
    return problem && `is not an EventStoreDB connection string (${problem})`;
  })
  EVENTSTORE_CONNECTION_STRING?: string;

  @Checked('LEDGER_WEB_DIR', webDirectoryProblem)
  LEDGER_WEB_DIR?: string;
}

/** The variables `Environment` declares (an empty one counts as unset). */
const NAMES = [
  'PORT',
  'LEDGER_AUTH',
  'LEDGER_MAX_EVENT_STREAMS',
  'LEDGER_MAX_EVENT_STREAMS_PER_KEY',
  'LEDGER_STATE_CACHE',
  'LEDGER_STATE_CACHE_MB',
  'LEDGER_SNAPSHOT_EVERY',
  'LEDGER_RATE_LIMIT_PER_KEY',
  'LEDGER_RATE_LIMIT_PER_ADDRESS',
  'LEDGER_RATE_LIMIT_FAILED_AUTH',
  'LEDGER_AUDIT_CHECKPOINT_EVERY',
  'LEDGER_AUDIT_KEY',
  'LEDGER_WEBHOOK_ALLOW_HOSTS',
  'LEDGER_REQUEST_LOG',
  'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES',
  'LEDGER_WEBHOOK_SECRET_KEY',
  'LEDGER_DB_PATH',
  'LEDGER_READ_MODEL_PATH',
  'LEDGER_STATE_PATH',
  'EVENTSTORE_CONNECTION_STRING',
  'LEDGER_WEB_DIR',
] as const;

/** Read by others than the API: the CLI's actor. */
const NOT_THE_API = ['LEDGER_ACTOR'];

/**
 * The `LEDGER_` variables set that no one reads: most likely a misspelt
 * setting (`LEDGER_RATE_LIMIT_PERKEY`), which would otherwise be silently
 * ignored. The API logs them at start.
 */
export function unknownSettings(env: NodeJS.ProcessEnv): string[] {
  const known = new Set<string>([...NAMES, ...NOT_THE_API]);
  return Object.keys(env)
    .filter((name) => name.startsWith('LEDGER_') && !known.has(name))
    .sort();
}

/**
 * Settings that only make sense together: the three files must be three
 * (the read models are safe to delete, the state is not, and neither may be
 * the event log); checkpoints on a schedule need the key that seals them.
 */
function together(config: Environment): string[] {
  const log = config.LEDGER_DB_PATH ?? './data/ledger.sqlite';
  const files: Array<[string, string]> = [
    ['LEDGER_READ_MODEL_PATH', config.LEDGER_READ_MODEL_PATH ?? defaultReadModelPath(log)],
    ['LEDGER_STATE_PATH', config.LEDGER_STATE_PATH ?? defaultStatePath(log)],
  ];
  if (!config.EVENTSTORE_CONNECTION_STRING) files.unshift(['LEDGER_DB_PATH', log]);
  const problems: string[] = [];
  for (const [i, [a, pathA]] of files.entries())
    for (const [b, pathB] of files.slice(i + 1))
      if (pathA !== ':memory:' && resolve(pathA) === resolve(pathB))
        problems.push(`${a} and ${b} name one file (${resolve(pathA)}): give each its own`);
  if (config.LEDGER_AUDIT_CHECKPOINT_EVERY !== undefined && !config.LEDGER_AUDIT_KEY)
    problems.push('LEDGER_AUDIT_CHECKPOINT_EVERY needs LEDGER_AUDIT_KEY (the key that seals them)');
  return problems;
}

/** The environment read and checked; throws one error naming every bad variable. */
export function environmentOf(env: NodeJS.ProcessEnv): Environment {
  const present = Object.fromEntries(
    NAMES.filter((n) => env[n] !== undefined && env[n] !== '').map((n) => [n, env[n]]),
  );
  const config = plainToInstance(Environment, present);
  const errors = validateSync(config, { stopAtFirstError: true });
  const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  if (problems.length === 0) problems.push(...together(config));
  if (problems.length) throw new Error(`bad configuration: ${problems.join('; ')}`);
  return config;
}
