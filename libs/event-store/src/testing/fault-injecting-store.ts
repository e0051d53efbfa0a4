import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
} from '../event-store';
import { EventStoreDecorator } from '../event-store-decorator';
import { portErrorOf } from '../esdb/esdb-mapping';
import { ClientFault, clientError } from './client-errors';

type FaultyCall = 'append' | 'appendMany' | 'readStream' | 'readAll' | 'headPosition';

interface Fault {
  readonly call: FaultyCall;
  /** Which call of that kind fails, counted from 1 after the fault is injected (default the next one). */
  readonly nth?: number;
  readonly fault: ClientFault;
  /** Only calls on this stream count (default every call of the kind). */
  readonly stream?: string;
  /**
   * The call reaches the store, which does it (an append commits), and then
   * the answer is lost: the outcome the caller sees is unknown. Default:
   * the call fails before the store does anything.
   */
  readonly afterCommit?: boolean;
}

/**
 * A store that fails chosen calls with the EventStoreDB client's own errors
 * (`clientError`), passed through the adapter's mapping (`portErrorOf`), as
 * the adapter raises them; every other call goes to the store inside (the
 * SQLite adapter, in the tests). No server is faked: what is tested is what
 * the ledger does with the errors a cluster gives on a bad day.
 */
export class FaultInjectingEventStore extends EventStoreDecorator {
  private faults: Array<Fault & { remaining: number }> = [];
  /** Calls that failed, in order (`append:deadline-exceeded`). */
  readonly failed: string[] = [];

  constructor(
    inner: EventStore,
    private readonly mapError: (error: unknown, operation: string) => unknown = portErrorOf,
  ) {
    super(inner);
  }

  inject(...faults: Fault[]): this {
    this.faults.push(...faults.map((f) => ({ ...f, remaining: f.nth ?? 1 })));
    return this;
  }

  /** Faults injected and not yet met. */
  get pending(): number {
    return this.faults.length;
  }

  private async call<T>(call: FaultyCall, stream: string | undefined, run: () => Promise<T>) {
    const meets = (f: Fault) => f.call === call && (f.stream === undefined || f.stream === stream);
    for (const f of this.faults) if (meets(f)) f.remaining--;
    const due = this.faults.find((f) => meets(f) && f.remaining === 0);
    if (!due) return run();
    this.faults = this.faults.filter((f) => f !== due);
    this.failed.push(`${call}:${due.fault}`);
    if (due.afterCommit) await run();
    throw this.mapError(clientError(due.fault, stream), call);
  }

  override append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.call('append', streamId, () => this.inner.append(streamId, events, expected));
  }

  override appendMany(batches: Parameters<EventStore['appendMany']>[0]): Promise<AppendResult[]> {
    return this.call('appendMany', batches[0]?.streamId, () => this.inner.appendMany(batches));
  }

  override readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    return this.call('readStream', streamId, () => this.inner.readStream(streamId, options));
  }

  override readAll(options?: ReadAllOptions): Promise<StoredEvent[]> {
    return this.call('readAll', undefined, () => this.inner.readAll(options));
  }

  override headPosition(): Promise<number | null> {
    return this.call('headPosition', undefined, () => this.inner.headPosition());
  }
}
