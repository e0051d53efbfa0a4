import type { LedgerModuleOptions } from './ledger-options';
import { CacheBudget, DEFAULT_STATE_CACHE_MB } from './state-cache';

const MIB = 1024 * 1024;

/**
 * The share of LEDGER_STATE_CACHE_MB the folded states' estimates get. The
 * read side keeps each state's read facts (its summary and fund figures,
 * `account-read-facts.ts`, and since a payment goes on from it, the ledger's
 * open items) as long as the cache keeps the state. Measured against the
 * states' estimates (`approximateBytes`, heap by `--expose-gc`), the facts
 * need 0.22 of an entry for an account that pays each year (5.3 KB beside
 * 18.4 at 2 years, 13.9 beside 50.6 at 5) and up to 0.36 for one that never
 * pays (its penalties all open: 61.3 KB beside 106.8 at 5 years): the states
 * get the rest, so the setting bounds both (0.8 before the open items were
 * kept).
 */
const STATES_SHARE_OF_CACHE = 0.65;

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
