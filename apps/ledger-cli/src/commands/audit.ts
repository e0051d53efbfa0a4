import {
  auditKey,
  auditReplay,
  auditVerify,
  Clock,
  EVENT_STORE,
  formatAuditReport,
  LEDGER_OPTIONS,
  type LedgerModuleOptions,
  parseCheckpointFile,
  READ_MODEL_DB,
  stateCacheBudget,
  takeCheckpoint,
} from '@ledger/ledger';
import type { EventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { Args, listed, required, UsageError } from '../args';
import { openLedger } from '../context';
import { progressBar } from '../progress-bar';

/**
 * `audit verify [--against FILE...]` (exit 1 on any difference), `audit
 * checkpoint --out FILE` (seals every stream's head with LEDGER_AUDIT_KEY) and
 * `audit replay --known-at INSTANT --out FILE`.
 */
export async function audit(args: Args, out: (line: string) => void): Promise<number> {
  const app = await openLedger();
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    // the replays' state cache: the one the ledger was opened with (LEDGER_STATE_CACHE_MB, `openLedger`)
    const cacheBudget = stateCacheBudget(app.get<LedgerModuleOptions>(LEDGER_OPTIONS));
    switch (args.words[1]) {
      case 'verify': {
        // every --against FILE, and files named after the first one (`--against a.json b.json`)
        const given = listed(args, 'against');
        const against = given.length > 0 ? [...given, ...args.words.slice(2)] : [];
        const files = against.map((name) => ({
          name,
          checkpoint: parseCheckpointFile(readFileSync(name, 'utf8'), name),
        }));
        const key = process.env.LEDGER_AUDIT_KEY ? auditKey() : undefined;
        const bar = progressBar('audit verify', 'log positions read');
        const report = await auditVerify(
          store,
          app.get<Database.Database>(READ_MODEL_DB),
          undefined,
          bar,
          { key, files, cacheBudget },
        ).finally(() => bar.stop());
        for (const line of formatAuditReport(report)) out(line);
        return report.ok ? 0 : 1;
      }
      case 'checkpoint': {
        const file = required(args, 'out');
        const sealed = await takeCheckpoint(store, auditKey(), app.get(Clock));
        writeFileSync(file, `${JSON.stringify(sealed, null, 2)}\n`);
        out(
          `checkpoint ${sealed.checkpoint.checkpointId}: ${sealed.checkpoint.heads.length} streams sealed at position ${sealed.checkpoint.globalPosition} (HMAC-SHA256) -> ${file}; keep the file where the database's operators cannot change it`,
        );
        return 0;
      }
      case 'replay': {
        const instant = required(args, 'known-at');
        if (Number.isNaN(Date.parse(instant)) || !/T.*(Z|[+-]\d{2}:\d{2})$/.test(instant))
          throw new UsageError(
            '--known-at is an ISO-8601 instant with a zone, e.g. 2026-01-31T23:59:59Z',
          );
        const file = required(args, 'out');
        const replay = await auditReplay(store, instant, undefined, cacheBudget);
        writeFileSync(file, `${JSON.stringify(replay, null, 2)}\n`);
        out(
          `the ledger as known at ${replay.knownAt}: ${replay.events} events, ${replay.accounts.length} accounts, ${replay.fund.length} fiscal years -> ${file}`,
        );
        return 0;
      }
      default:
        throw new UsageError(
          'audit verify [--against FILE...] | audit checkpoint --out FILE | audit replay --known-at INSTANT --out FILE',
        );
    }
  } finally {
    await app.close();
  }
}
