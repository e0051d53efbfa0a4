import type { LedgerModuleOptions } from './ledger-options';
import { CacheBudget, DEFAULT_STATE_CACHE_MB } from './state-cache';

const MIB = 1024 * 1024;

/** The accounts' state cache budget the options give: LEDGER_STATE_CACHE_MB (default 512), and LEDGER_STATE_CACHE's count where set. */
export function stateCacheBudget(
  options: Pick<LedgerModuleOptions, 'stateCacheMb' | 'stateCacheSize'>,
): CacheBudget {
  return {
    bytes: (options.stateCacheMb ?? DEFAULT_STATE_CACHE_MB) * MIB,
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
