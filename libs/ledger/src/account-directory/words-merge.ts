import type Database from 'better-sqlite3';

/** Quiet this long after the last write to the words, their index is merged: a burst of writes (an import) is merged once, after it. */
const QUIET_MS = 1_000;
/** Pages of the index written per merge step: a step holds the event loop a few milliseconds, and requests are served between steps. */
const STEP_PAGES = 64;

const waiting = new WeakMap<Database.Database, NodeJS.Timeout>();

/**
 * Merges the directory's full-text index (`directory_words`) into one b-tree,
 * in bounded steps, once its writes have been quiet a while. Each transaction
 * that writes to an FTS5 table adds a b-tree of its own, which FTS5 merges only
 * by levels: after the roll's import at N = 4,000 the index was four, and a
 * search's words cost 2-3 times what they cost in one (`"123"* AND "main"*`
 * 65 us against 18; #30, the search at 64 connections). A step is FTS5's
 * 'merge' with a negative count, which puts every b-tree on one level and
 * merges them whatever their number; the steps end when one changes
 * nothing (FTS5's documented way to optimize an index incrementally).
 */
export function mergeWordsLater(db: Database.Database): void {
  clearTimeout(waiting.get(db));
  const timer = setTimeout(() => mergeStep(db), QUIET_MS);
  timer.unref();
  waiting.set(db, timer);
}

function mergeStep(db: Database.Database): void {
  waiting.delete(db);
  // closed: the process stops
  if (!db.open) return;
  if (db.inTransaction) return mergeWordsLater(db);
  try {
    const changes = () => db.prepare<[], number>('SELECT total_changes()').pluck().get()!;
    const before = changes();
    db.prepare(
      `INSERT INTO directory_words (directory_words, rank) VALUES ('merge', -${STEP_PAGES})`,
    ).run();
    // fewer than two changes: nothing was left to merge
    if (changes() - before < 2) return;
  } catch {
    // another process holds the file (busy), or it is read-only: the next write schedules a merge again
    return;
  }
  const next = setTimeout(() => mergeStep(db), 0);
  next.unref();
  waiting.set(db, next);
}
