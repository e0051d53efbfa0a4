/**
 * The append worker's thread: it owns the store file's write connection and
 * runs each request's batches as one IMMEDIATE transaction, durable
 * (`synchronous=FULL`) before it answers. The store's thread meanwhile goes on
 * serving reads and deciding the next commands (#30).
 */
import Database from 'better-sqlite3';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type AppendReply, type AppendRequest, carried } from './append-worker-protocol';
import { SqliteAppender } from './sqlite-appender';

function serve(path: string): void {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const appender = new SqliteAppender(db);
  parentPort!.on('message', (request: AppendRequest) => {
    if ('close' in request) {
      db.close();
      parentPort!.close();
      return;
    }
    let reply: AppendReply;
    try {
      reply = { id: request.id, results: appender.appendAll(request.batches) };
    } catch (error) {
      reply = { id: request.id, error: carried(error) };
    }
    parentPort!.postMessage(reply);
  });
}

if (!isMainThread && parentPort) serve((workerData as { path: string }).path);
