import { conflict } from '../errors/domain-error';

/**
 * C8: a command sent again under its id. True when the same content was
 * already recorded (the command is a no-op); a conflict naming `what` when
 * other content was; false when nothing was (decide it).
 */
export function alreadyRecorded(recorded: unknown, data: unknown, what: string): boolean {
  if (recorded === undefined || recorded === null) return false;
  if (JSON.stringify(recorded) === JSON.stringify(data)) return true;
  throw conflict('C8', `${what} was already recorded with different details`);
}
