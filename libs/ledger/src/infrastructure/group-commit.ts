import {
  AppendResult,
  DuplicateEventIdError,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  WrongExpectedRevisionError,
} from '@ledger/event-store';

/** At most this many commands' appends in one transaction (the bill run's commit size). */
const MAX_GROUP = 250;
/** After this many groups of one in a row the writer is taken to be alone: its appends go at once. */
const ALONE_AFTER = 8;
/** While alone, every this many appends waits for a group again, to notice concurrent writers. */
const PROBE_EVERY = 16;

interface Waiting {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit (#30): the appends of commands decided at about the same time
 * (payments at the counter, a lockbox integration's) wait for the end of the
 * current turn of the event loop and are made durable together, in one
 * SQLite transaction and one fsync, instead of one each. Each is still
 * checked against its own stream's revision: a conflict, or a new event under
 * an id the log holds elsewhere, fails only the command it belongs to (the
 * group is committed again without it), and a second command on a stream the
 * group already writes is refused as a conflict once the group is durable, so
 * its command loop reads the stream again and decides on what was written.
 * Nothing is acknowledged before the commit: when the commit fails (the disk,
 * the process killed), every command of the group fails and none was written.
 *
 * The wait is one turn of the event loop, which a lone sequential writer (an
 * import line after line) would pay on every command: after 8 groups of one
 * in a row its appends go at once, and one in 16 still waits for a group, so
 * concurrent requests turning up are grouped again from the next one.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  private scheduled = false;
  /** Groups of one in a row (a lone writer: an import, a script). */
  private singles = 0;
  private sinceProbe = 0;

  constructor(
    private readonly store: EventStore,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    // a lone writer does not wait a turn per command (which would also let every follower
    // catch up once per command): it appends at once, and now and then waits to see company
    if (!this.scheduled && this.singles >= ALONE_AFTER && ++this.sinceProbe % PROBE_EVERY !== 0)
      return this.store.append(streamId, events, expected);
    return new Promise((resolve, reject) => {
      this.waiting.push({ streamId, events, expected, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // after the I/O callbacks of this turn: the requests that arrived together are in the group
    setImmediate(() => {
      this.scheduled = false;
      const group = this.waiting.splice(0, this.maxGroup);
      this.singles = group.length === 1 ? this.singles + 1 : 0;
      if (this.waiting.length > 0) this.schedule();
      void this.commit(group);
    });
  }

  private async commit(group: Waiting[]): Promise<void> {
    const writing: Waiting[] = [];
    const later: Array<{ w: Waiting; error: unknown }> = [];
    const streams = new Set<string>();
    for (const w of group) {
      if (streams.has(w.streamId))
        later.push({
          w,
          // the stream moves under it in this very group: refused once the group is durable, then decided again
          error: new WrongExpectedRevisionError(
            w.streamId,
            w.expected,
            typeof w.expected === 'number' ? w.expected + 1 : 0,
          ),
        });
      else {
        streams.add(w.streamId);
        writing.push(w);
      }
    }
    // each refusal takes one command out of the group: bounded by the group's size
    for (let attempt = 0; attempt <= group.length && writing.length > 0; attempt++) {
      try {
        // a group of one is the plain append (the same one durable commit)
        const results =
          writing.length === 1
            ? [await this.store.append(writing[0].streamId, writing[0].events, writing[0].expected)]
            : await this.store.appendMany(
                writing.map((w) => ({
                  streamId: w.streamId,
                  events: w.events,
                  expected: w.expected,
                })),
              );
        writing.forEach((w, i) => w.resolve(results[i]));
        writing.length = 0;
        break;
      } catch (error) {
        const culprit = this.culprit(writing, error);
        if (culprit < 0) {
          for (const w of [...writing, ...later.map((l) => l.w)]) w.reject(error);
          return;
        }
        later.push({ w: writing[culprit], error });
        writing.splice(culprit, 1);
      }
    }
    for (const { w, error } of later) w.reject(error);
  }

  /** The command a refusal belongs to (-1: the whole commit failed). */
  private culprit(writing: readonly Waiting[], error: unknown): number {
    if (error instanceof WrongExpectedRevisionError)
      return writing.findIndex((w) => w.streamId === error.streamId);
    if (error instanceof DuplicateEventIdError)
      return writing.findIndex((w) => w.events.some((e) => e.id === error.eventId));
    return -1;
  }
}

const groups = new WeakMap<EventStore, GroupCommit>();

/**
 * The store's group commit, shared by every repository on it (so a payment
 * and a usage reading on different accounts go together). EventStoreDB
 * appends each stream in its own request (no transaction across streams), so
 * it is given the appends one by one, as before.
 */
export function appendGrouped(
  store: EventStore,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (store.kind !== 'sqlite') return store.append(streamId, events, expected);
  let group = groups.get(store);
  if (!group) {
    group = new GroupCommit(store);
    groups.set(store, group);
  }
  return group.append(streamId, events, expected);
}
