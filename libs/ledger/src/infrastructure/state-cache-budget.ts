import type { LedgerModuleOptions } from './ledger-options';
import { CacheBudget, DEFAULT_STATE_CACHE_MB } from './state-cache';

const MIB = 1024 * 1024;

/**
 * The share of LEDGER_STATE_CACHE_MB the folded states' estimates get. The
 * read side keeps each state's read facts (its summary and fund figures,
 * `account-read-facts.ts`, and since a payment goes on from it, the ledger's
 * open items) as long as the cache keeps the state: about 5.3 KB of heap
 * beside the state's 14.5 KB by `approximateBytes` at the bench's 4,000
 * accounts x 2 years (2.9 KB before the ledger was kept; 13.9 KB at 5 years):
 * the states get the rest, so the setting bounds both.
 */
const STATES_SHARE_OF_CACHE = 0.7;

/** The accounts' state cache budget the options give: LEDGER_STATE_CACHE_MB (default 640, the states' read facts included), and LEDGER_STATE_CACHE's count where set. */
export function stateCacheBudget(
  options: Pick<LedgerModuleOptions, 'stateCacheMb' | 'stateCacheSize'>,
): CacheBudget {
  return {
    bytes: Math.floor(
      (options.stateCacheMb ?? DEFAULT_STATE_CACHE_MB) * MIB * STATES_SHARE_OF_CACHE,
    ),
    ...(options.stateCacheSize !== undefined ? { entries: options.stateCacheSize } : {}),
  };
}

/**
 * The cache settings from an environment (the two budgets and how often an
 * account's snapshot is written), for the CLI (the API checks the same
 * variables with the rest of its configuration): unset or empty is the
 * default; anything but a whole number of at least 1 (0 for the snapshots:
 * none) is refused with a sentence.
 */
export function stateCacheFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<LedgerModuleOptions, 'stateCacheMb' | 'stateCacheSize' | 'snapshotEvery'> {
  const whole = (name: string, least = 1): number | undefined => {
    const text = env[name];
    if (text === undefined || text === '') return undefined;
    if (!/^\d{1,9}$/.test(text) || Number(text) < least)
      throw new Error(`${name} must be a whole number of at least ${least}`);
    return Number(text);
  };
  const stateCacheMb = whole('LEDGER_STATE_CACHE_MB');
  const stateCacheSize = whole('LEDGER_STATE_CACHE');
  const snapshotEvery = whole('LEDGER_SNAPSHOT_EVERY', 0);
  return {
    ...(stateCacheMb !== undefined ? { stateCacheMb } : {}),
    ...(stateCacheSize !== undefined ? { stateCacheSize } : {}),
    ...(snapshotEvery !== undefined ? { snapshotEvery } : {}),
  };
}
