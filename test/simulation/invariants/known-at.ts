import type { TestLedger } from '../../support/test-ledger';
import type { World } from '../world';
import { getter } from './books';

/** The answers, as known now, that must read the same whatever is recorded later (C3). */
export async function takeSnapshot(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const knownAt = ledger.clock.now().toISOString();
  for (const a of world.accountsOf()) {
    for (const path of [
      `/v1/accounts/${a.accountId}/balance?asOf=${world.today}&knownAt=${knownAt}`,
      `/v1/accounts/${a.accountId}/statement?knownAt=${knownAt}`,
    ]) {
      const body = await get(path);
      if (body) world.snapshots.push({ path, body });
    }
  }
  // the auditor's journal and trial balance of that instant (a backdated return must not change them)
  for (const path of [
    `/v1/journal?knownAt=${knownAt}`,
    `/v1/trial-balance?asOf=${world.today}&knownAt=${knownAt}`,
  ]) {
    const body = await get(path);
    if (body) world.snapshots.push({ path, body });
  }
  return out;
}

/** C3: every answer taken as known at an earlier instant is the same now. */
export async function knownAtViolations(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  for (const s of world.snapshots) {
    const now = await get(s.path);
    if (now && JSON.stringify(now) !== JSON.stringify(s.body))
      out.push(
        `C3: ${s.path} changed after later facts arrived:\n  then ${JSON.stringify(s.body).slice(0, 600)}\n  now  ${JSON.stringify(now).slice(0, 600)}`,
      );
  }
  return out;
}
