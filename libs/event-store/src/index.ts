export * from './event-store';
export * from './sqlite/sqlite-event-store';
export * from './esdb/esdb-event-store';
export * from './open-event-store';
export * from './filled-page';
