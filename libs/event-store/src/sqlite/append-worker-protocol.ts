import Database from 'better-sqlite3';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../event-store';
import type { Appended, BatchToAppend } from './sqlite-appender';

/** What the store asks of its append worker: these batches, one transaction; or to close. */
export type AppendRequest =
  { readonly id: number; readonly batches: readonly BatchToAppend[] } | { readonly close: true };

/** What a worker is started with: the store's file, and the process's stopping flag (`stopAppendWorkers`). */
export interface AppendWorkerData {
  readonly path: string;
  readonly stopping: Int32Array;
}

/** An error as it crosses to the other thread: its class by name, and what each class carries. */
export interface CarriedError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
  readonly streamId?: string;
  readonly expected?: WrongExpectedRevisionError['expected'];
  readonly actual?: WrongExpectedRevisionError['actual'];
  readonly eventId?: string;
}

export type AppendReply =
  | { readonly id: number; readonly results: Appended[] }
  | { readonly id: number; readonly error: CarriedError };

export function carried(error: unknown): CarriedError {
  if (error instanceof WrongExpectedRevisionError)
    return {
      name: error.name,
      message: error.message,
      streamId: error.streamId,
      expected: error.expected,
      actual: error.actual,
    };
  if (error instanceof DuplicateEventIdError)
    return { name: error.name, message: error.message, eventId: error.eventId };
  const e = error as { name?: unknown; message?: unknown; code?: unknown };
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(error),
    code: typeof e.code === 'string' ? e.code : undefined,
  };
}

/**
 * The error the caller would have had on its own thread: the port's classes
 * as themselves, SQLite's own (`SQLITE_FULL`, `SQLITE_BUSY`) as a
 * better-sqlite3 `SqliteError` with its code, anything else an Error with
 * the same name and message.
 */
export function restored(error: CarriedError): Error {
  if (error.name === 'WrongExpectedRevisionError')
    return new WrongExpectedRevisionError(error.streamId!, error.expected!, error.actual!);
  if (error.name === 'DuplicateEventIdError') return new DuplicateEventIdError(error.eventId!);
  if (error.code?.startsWith('SQLITE_')) return new Database.SqliteError(error.message, error.code);
  return Object.assign(new Error(error.message), {
    name: error.name,
    ...(error.code ? { code: error.code } : {}),
  });
}
