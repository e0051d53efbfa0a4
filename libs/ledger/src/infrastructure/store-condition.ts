import { Injectable } from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';

/** What the store said when it refused a write for want of space. */
interface Full {
  readonly since: string;
  readonly cause: string;
}

/**
 * Whether an error is a store refusing a write for want of space: SQLite's
 * `SQLITE_FULL` ("database or disk is full"), or the file system's `ENOSPC`,
 * the error itself or any of its causes.
 */
export function storeFullCause(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'SQLITE_FULL' || code === 'ENOSPC')
      return `${typeof message === 'string' ? message : 'no space'} (${String(code)})`;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The store's condition as the API last saw it: full from the moment a write
 * is refused for want of space until a write succeeds again. `/health` says
 * so, and every write meanwhile answers 507.
 */
@Injectable()
export class StoreCondition {
  private fullNow: Full | null = null;

  /** Notes a failed write; true when it failed because the store is full. */
  noteFailure(error: unknown, at: Date = new Date()): boolean {
    const cause = storeFullCause(error);
    if (cause) this.fullNow = { since: this.fullNow?.since ?? at.toISOString(), cause };
    return cause !== null;
  }

  noteWrite(): void {
    this.fullNow = null;
  }

  get full(): Full | null {
    return this.fullNow;
  }
}

/** The event store, its appends watched: a refusal for want of space marks the store full, a success clears it. */
export function watchedEventStore(store: EventStore, condition: StoreCondition): EventStore {
  const wrapped = Object.create(store) as EventStore;
  const watch = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      const result = await write();
      condition.noteWrite();
      return result;
    } catch (error) {
      condition.noteFailure(error);
      throw error;
    }
  };
  wrapped.append = (streamId, events, expected) =>
    watch(() => store.append(streamId, events, expected));
  wrapped.appendMany = (batches) => watch(() => store.appendMany(batches));
  return wrapped;
}
