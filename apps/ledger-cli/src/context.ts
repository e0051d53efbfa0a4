import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { eventStoreConfigFromEnv, readModelPathFromEnv, statePathFromEnv } from '@ledger/event-store';
import { LedgerModule, LedgerModuleOptions } from '@ledger/ledger';

/** The same application the API runs, without HTTP, on the store the environment names. */
export async function openLedger(overrides: Partial<LedgerModuleOptions> = {}): Promise<INestApplicationContext> {
  const options: LedgerModuleOptions = { store: eventStoreConfigFromEnv(), readModelPath: readModelPathFromEnv(), statePath: statePathFromEnv(), dispatchWebhooks: false, ...overrides };
  return NestFactory.createApplicationContext(LedgerModule.forRoot(options), { logger: ['error', 'warn'] });
}

/** Who runs the CLI: LEDGER_ACTOR, else the operating-system user. */
export function cliActor(): string {
  return process.env.LEDGER_ACTOR || `cli:${process.env.USER ?? 'operator'}`;
}
