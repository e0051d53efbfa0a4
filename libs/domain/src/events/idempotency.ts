import { conflict } from '../errors/domain-error';

/**
 * C8: a command sent again under its id. `recorded` is what the id already
 * holds (null or undefined: nothing; decide the command). When `same` finds
 * the command asks for what was recorded, it is a no-op (true); otherwise a
 * conflict, saying what was recorded (`differs`). Every C8 of the ledger is
 * decided here; what counts as the same is `sameFields` or `sameContent`.
 */
export function repeated<T>(
  recorded: T | null | undefined,
  same: (recorded: T) => boolean,
  differs: (recorded: T) => string,
  rule = 'C8',
): boolean {
  if (recorded === undefined || recorded === null) return false;
  if (same(recorded)) return true;
  throw conflict(rule, differs(recorded));
}

/** The fields the command gives hold the same values in what was recorded. */
export const sameFields = <T extends object>(recorded: T, asked: Partial<T>): boolean =>
  (Object.keys(asked) as Array<keyof T>).every(
    (key) => JSON.stringify(recorded[key]) === JSON.stringify(asked[key]),
  );

/** The same content, whole (the data an event would carry). */
export const sameContent = (recorded: unknown, asked: unknown): boolean =>
  JSON.stringify(recorded) === JSON.stringify(asked);

/** C8 for a command whose whole content is its event's data: a no-op when the same, else a conflict naming `what`. */
export const alreadyRecorded = (recorded: unknown, data: unknown, what: string): boolean =>
  repeated(
    recorded,
    (r) => sameContent(r, data),
    () => `${what} was already recorded with different details`,
  );
