/** Nest injection token of the EventStore port. */
export const EVENT_STORE = Symbol('EVENT_STORE');
/** Nest injection token of the read-model database (better-sqlite3). */
export const READ_MODEL_DB = Symbol('READ_MODEL_DB');
/** The LedgerModuleOptions the module was built with. */
export const LEDGER_OPTIONS = Symbol('LEDGER_OPTIONS');
/** Nest injection token of the operational state database (jobs, webhook delivery positions). */
export const STATE_DB = Symbol('STATE_DB');
