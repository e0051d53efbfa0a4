/** A stream's folded state as persisted at a revision (its snapshot). */
export interface StateSnapshot<S> {
  readonly state: S;
  readonly revision: number;
  /** The id of the stream's event at `revision`: a snapshot whose event the log does not hold there is not used. */
  readonly lastEventId: string;
  /** The latest recorded time (ms) of the events it folds: a query known at an earlier instant cannot use it (C3). */
  readonly latestRecordedMs: number;
  /** Its encoded size (the cache's estimate of its heap starts from it). */
  readonly bytes: number;
}

/** Where a repository finds a stream's snapshot on a cache miss (null: none of the fold's current version). */
export interface SnapshotSource<S> {
  read(streamId: string): StateSnapshot<S> | null;
}
