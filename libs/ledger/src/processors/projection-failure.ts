/** The event a projection could not apply (or derive a stream's rows at). */
export interface FailedEvent {
  readonly position: number;
  readonly streamId: string;
  readonly type: string;
  readonly id: string;
}

/**
 * Why a projection stopped: the event it failed on and the error. The runner
 * keeps the projection's checkpoint before that event, so it resumes there
 * (after a retry, a fix and a restart, or a rebuild) and never skips it.
 */
export interface ProjectionFailure {
  readonly projection: string;
  /** Null when the failure could not be pinned to one event (the stream is named in `error`). */
  readonly event: FailedEvent | null;
  readonly error: string;
  /** When it stopped (ISO instant, the runner's wall clock: an operational fact, not a ledger one). */
  readonly since: string;
  /** Retries made since; each one failed the same way. */
  readonly retries: number;
}

/** One line naming the projection, the event and the error (the log, `/health`'s message, the CLI). */
export function describeFailure(f: ProjectionFailure): string {
  const at = f.event
    ? `at position ${f.event.position} (stream ${f.event.streamId}, ${f.event.type}, event ${f.event.id})`
    : 'before the end of the log';
  return `the ${f.projection} projection stopped ${at}: ${f.error}`;
}

/** The error message with its kind (`TypeError: ...`), never a bare stack. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * A query needs a read model whose projection has stopped: the answer would be
 * stale or wrong, so it is refused (503), naming the projection and why.
 */
export class ProjectionStoppedError extends Error {
  constructor(readonly failures: readonly ProjectionFailure[]) {
    super(
      `${failures.map(describeFailure).join('; ')}; what needs it is unavailable until it is rebuilt (ledger projections rebuild) or the cause is fixed`,
    );
    this.name = 'ProjectionStoppedError';
  }
}
