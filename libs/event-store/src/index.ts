export {
  type AppendResult,
  DuplicateEventIdError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  MAX_PAGE,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
  StoreUnavailableError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from './event-store';
export {
  SQLITE_EVENT_STORE_SCHEMA,
  type SqliteEventRow,
  SqliteEventStore,
} from './sqlite/sqlite-event-store';
export {
  type EventStoreConfig,
  eventStoreConfigFromEnv,
  openEventStore,
  readModelPathFromEnv,
  statePathFromEnv,
} from './open-event-store';
export { readFilledPage } from './filled-page';
export { makeDirectoryOf } from './sqlite/make-directory';
export { exitOnceAppendWorkersStopped } from './sqlite/append-worker-client';
export { connectionStringProblem } from './esdb/connection-string';
export { EventStoreDecorator } from './event-store-decorator';
export { RetryingEventStore } from './retrying-event-store';
export { MapFront } from './map-front';
