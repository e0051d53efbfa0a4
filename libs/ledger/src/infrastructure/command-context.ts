import { randomUUID } from 'node:crypto';

/** Who asked and why: carried into every event's metadata. */
export interface CommandContext {
  /** The person or system that issued the command. */
  readonly actor: string;
  /** Ties together everything one request (or one run) caused. */
  readonly correlationId: string;
  /** The id of the command (or request) that directly caused the events. */
  readonly causationId: string;
  /** The actor's role and key, when the request was authenticated. */
  readonly role?: string;
  readonly keyId?: string;
  /** The municipalities the key acts for, when it is scoped (not recorded: the key's own events say it). */
  readonly municipalities?: readonly string[] | null;
}

export function systemContext(actor = 'system'): CommandContext {
  const id = randomUUID();
  return { actor, correlationId: id, causationId: id };
}

/** The context of a step inside a run: same correlation, caused by the run. */
export function causedBy(parent: CommandContext, causationId: string): CommandContext {
  return { ...parent, causationId };
}
