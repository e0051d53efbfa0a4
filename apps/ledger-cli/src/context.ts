import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  eventStoreConfigFromEnv,
  readModelPathFromEnv,
  statePathFromEnv,
} from '@ledger/event-store';
import { LedgerModule, LedgerModuleOptions, stateCacheFromEnv } from '@ledger/ledger';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The same application the API runs, without HTTP, on the store the
 * environment names, which it names on standard error. A SQLite store that
 * does not exist is not created silently (a mistyped LEDGER_DB_PATH would
 * otherwise audit an empty ledger and pass): only `keys create`, the first
 * step of a new installation, may create one, and says so.
 */
export async function openLedger(mayCreate = false): Promise<INestApplicationContext> {
  const store = eventStoreConfigFromEnv();
  if (!store.eventStoreConnectionString) {
    const path = resolve(store.sqlitePath);
    if (!existsSync(path) && !mayCreate)
      throw new Error(
        `no ledger at ${path}: set LEDGER_DB_PATH to the store the API uses (a new store is created by \`keys create\` only)`,
      );
    process.stderr.write(
      `ledger store: SQLite ${path}${existsSync(path) ? '' : ' (new: created now)'}\n`,
    );
  } else
    process.stderr.write(
      `ledger store: EventStoreDB ${store.eventStoreConnectionString.replace(/\/\/[^@]*@/, '//***@')}\n`,
    );
  const options: LedgerModuleOptions = {
    store,
    readModelPath: readModelPathFromEnv(),
    statePath: statePathFromEnv(),
    dispatchWebhooks: false,
    // the same cache settings as the API: a run or rebuild from the CLI sweeps every account too
    ...stateCacheFromEnv(process.env),
  };
  return NestFactory.createApplicationContext(LedgerModule.forRoot(options), {
    logger: ['error', 'warn'],
  });
}

/** Who runs the CLI: LEDGER_ACTOR, else the operating-system user. */
export function cliActor(): string {
  return process.env.LEDGER_ACTOR || `cli:${process.env.USER ?? 'operator'}`;
}
