import {
  auditVerify,
  Clock,
  EVENT_STORE,
  formatAuditReport,
  READ_MODEL_DB,
  ReadModels,
} from '@ledger/ledger';
import type { EventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { TestLedger } from '../../support/test-ledger';
import { MUNICIPALITIES, type World } from '../world';
import { getter } from './books';

/** The read answers an auditor compares before and after a rebuild. */
function readPaths(world: World, knownAt: string): string[] {
  const d = world.today;
  return [
    `/v1/trial-balance?asOf=${d}&knownAt=${knownAt}`,
    ...MUNICIPALITIES.map((m) => `/v1/municipalities/${m}/aging?asOf=${d}`),
    ...world
      .accountsOf()
      .flatMap((a) => [
        `/v1/accounts/${a.accountId}`,
        `/v1/accounts/${a.accountId}/balance?asOf=${d}&knownAt=${knownAt}`,
        `/v1/accounts/${a.accountId}/statement?knownAt=${knownAt}`,
      ]),
    ...world.statements.map((s) => `/v1/lien-statements/${encodeURIComponent(s.statementId)}`),
    ...MUNICIPALITIES.map((m) => `/v1/lien-statements?municipality=${m}`),
  ];
}

/**
 * At the end of a history: every read model rebuilt from position zero
 * gives the same answers as before, and `audit verify` passes (hashes,
 * bills recomputed, read models replayed).
 */
export async function rebuildViolations(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const paths = readPaths(world, ledger.clock.now().toISOString());
  const before = new Map<string, string>();
  for (const p of paths) before.set(p, JSON.stringify(await get(p)));
  const app = ledger.app();
  await app.get(ReadModels).rebuild();
  for (const p of paths) {
    const now = JSON.stringify(await get(p));
    if (now !== before.get(p))
      out.push(
        `rebuilt read models answer ${p} otherwise:\n  before ${before.get(p)!.slice(0, 500)}\n  after  ${now.slice(0, 500)}`,
      );
  }
  const report = await auditVerify(
    app.get<EventStore>(EVENT_STORE),
    app.get<Database.Database>(READ_MODEL_DB),
    app.get(Clock),
  );
  if (!report.ok) out.push(`audit verify failed:\n${formatAuditReport(report).join('\n')}`);
  return out;
}
