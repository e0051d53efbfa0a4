/**
 * The append worker's thread: it owns the store file's write connection and
 * runs each request's batches as one IMMEDIATE transaction, durable
 * (`synchronous=FULL`, `openLogConnection`) before it answers. The store's
 * thread meanwhile goes on serving reads and deciding the next commands
 * (#30). A file it cannot open is every request's answer (SQLite's own error,
 * with its code), and each request tries the file again.
 */
import type Database from 'better-sqlite3';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type AppendReply,
  type AppendRequest,
  type AppendWorkerData,
  carried,
} from './append-worker-protocol';
import { openLogConnection } from './log-connection';
import { SqliteAppender } from './sqlite-appender';

function serve({ path, stopping }: AppendWorkerData): void {
  let open: { db: Database.Database; appender: SqliteAppender } | null = null;
  const opened = () => {
    if (!open) {
      const db = openLogConnection(path);
      open = { db, appender: new SqliteAppender(db) };
    }
    return open;
  };
  parentPort!.on('message', (request: AppendRequest) => {
    if ('close' in request) {
      open?.db.close();
      parentPort!.close();
      return;
    }
    let reply: AppendReply;
    // the process is stopping (stopAppendWorkers): what is queued is refused unwritten, SQLite not entered
    if (Atomics.load(stopping, 0) === 1) {
      parentPort!.postMessage({
        id: request.id,
        error: carried(new Error('the process is stopping: the append was not written')),
      } satisfies AppendReply);
      return;
    }
    try {
      reply = { id: request.id, results: opened().appender.appendAll(request.batches) };
    } catch (error) {
      reply = { id: request.id, error: carried(error) };
    }
    parentPort!.postMessage(reply);
  });
}

if (!isMainThread && parentPort) serve(workerData as AppendWorkerData);
