import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { accountDecider, AccountCommand, DomainError } from '@ledger/domain';
import { EventStore, EventToAppend, ExpectedRevision, SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from './clock';
import { systemContext } from './command-context';
import { accountCommandIdentity, eventIdOf } from './event-identity';
import { EventSourcedRepository } from './event-sourced-repository';
import { seal } from './hash-chain';

const open = openAccountCommand('NP-1', '2026-12-02');
const payment = (paymentId: string, amount: string) =>
  paymentCommand(paymentId, amount, '2026-12-02');
/**
 * A twin request decided on the same revision lands first: the same events
 * under the same ids (its own correlation id), sealed onto the stream's head.
 */
async function landTwin(
  sqlite: SqliteEventStore,
  b: { streamId: string; events: readonly EventToAppend[]; expected: ExpectedRevision },
): Promise<void> {
  const [last] = await sqlite.readStream(b.streamId, { direction: 'backwards', maxCount: 1 });
  await sqlite.append(
    b.streamId,
    seal(
      b.streamId,
      last ?? null,
      b.events.map((e) => ({ ...e, metadata: { ...e.metadata, correlationId: 'twin' } })),
    ),
    b.expected,
  );
}
const usage = (totalGallons: number): AccountCommand => ({
  kind: 'RecordWaterUsage',
  period: '2025',
  totalGallons,
  meteredNonDischargedGallons: null,
  readOn: '2025-09-01',
  today: '2026-12-02',
});

/**
 * A fault-injecting store: just before the next append, a twin request's
 * append lands, under the same ids at the same expected revision but with its
 * own metadata (another request) and, if `twin` changes it, its own data.
 */
function twinLandsFirst(
  store: EventStore,
  twin: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d,
) {
  let armed = false;
  const wrapped = Object.create(store) as EventStore;
  wrapped.append = async (streamId, events, expected) => {
    if (armed) {
      armed = false;
      const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      const theirs: EventToAppend[] = events.map((e) => ({
        ...e,
        data: twin(e.data),
        metadata: { ...e.metadata, correlationId: 'twin-request', causationId: 'twin-request' },
      }));
      await store.append(streamId, seal(streamId, last ?? null, theirs), expected);
    }
    return store.append(streamId, events, expected);
  };
  return { store: wrapped, arm: () => (armed = true) };
}

async function ledger(twin?: (data: Record<string, unknown>) => Record<string, unknown>) {
  const sqlite = new SqliteEventStore(':memory:');
  const { store, arm } = twinLandsFirst(sqlite, twin);
  const repo = new EventSourcedRepository(
    store,
    accountDecider,
    new ManualClock(new Date('2026-12-02T15:00:00Z'), 1000),
    undefined,
    accountCommandIdentity,
  );
  await repo.execute('account-NP-1', open, systemContext());
  const types = async () => (await sqlite.readStream('account-NP-1')).map((e) => e.type);
  return { sqlite, repo, arm, types };
}

describe('event identity (C8): from the command, not the content', () => {
  it("a caller's id gives the same event id at any revision; a fact without one, an id per expected revision", () => {
    const paid = { kind: 'ReceivePayment', callerId: 'P-1' };
    expect(eventIdOf('account-A', paid, 3, 0)).toBe(eventIdOf('account-A', paid, 7, 0));
    expect(eventIdOf('account-A', paid, 3, 0)).not.toBe(eventIdOf('account-A', paid, 3, 1));
    expect(eventIdOf('account-A', paid, 3, 0)).not.toBe(eventIdOf('account-B', paid, 3, 0));
    expect(eventIdOf('account-A', paid, 3, 0)).not.toBe(
      eventIdOf('account-A', { kind: 'ReversePayment', callerId: 'P-1' }, 3, 0),
    );
    const reading = { kind: 'RecordWaterUsage', callerId: null };
    expect(eventIdOf('account-A', reading, 3, 0)).toBe(eventIdOf('account-A', reading, 3, 0));
    expect(eventIdOf('account-A', reading, 3, 0)).not.toBe(eventIdOf('account-A', reading, 4, 0));
    expect(eventIdOf('account-A', reading, 'no_stream', 0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('each account command with a caller id names it; readings, unit statuses and penalty reconciliations have none', () => {
    expect(accountCommandIdentity(payment('P-9', '1.00'))).toEqual({
      kind: 'ReceivePayment',
      callerId: 'P-9',
    });
    expect(accountCommandIdentity(open)).toEqual({ kind: 'OpenAccount', callerId: 'NP-1' });
    expect(accountCommandIdentity(usage(80_000)).callerId).toBeNull();
  });

  it('a reading of 80,000, corrected to 90,000, then back to 80,000 is three facts in the log, not a replay', async () => {
    const { sqlite, repo } = await ledger();
    for (const gallons of [80_000, 90_000, 80_000]) {
      const { written } = await repo.execute('account-NP-1', usage(gallons), systemContext());
      expect(written.map((e) => e.type)).toEqual(['WaterUsageRecorded']);
    }
    const stored = await sqlite.readStream('account-NP-1');
    expect(stored.map((e) => e.data.totalGallons ?? null)).toEqual([null, 80_000, 90_000, 80_000]);
    expect(new Set(stored.map((e) => e.id)).size).toBe(4);
    expect((await repo.load('account-NP-1')).state.usage.get('2025')!.data.totalGallons).toBe(
      80_000,
    );
    await sqlite.close();
  });

  it('the same payment sent again is a replay: nothing written, the original kept', async () => {
    const { sqlite, repo, types } = await ledger();
    await repo.execute('account-NP-1', payment('P-1', '10.00'), systemContext());
    const again = await repo.execute('account-NP-1', payment('P-1', '10.00'), systemContext());
    expect(again.written).toEqual([]);
    expect(await types()).toEqual(['AccountOpened', 'PaymentReceived']);
    await sqlite.close();
  });

  it("a twin request's identical payment landing first: this one is answered as a replay (nothing written), never as written", async () => {
    const { sqlite, repo, arm, types } = await ledger();
    arm();
    const result = await repo.execute('account-NP-1', payment('P-1', '10.00'), systemContext());
    expect(result.written).toEqual([]);
    expect(result.state.payments.get('P-1')!.received.data.amount).toBe('10.00');
    expect(await types()).toEqual(['AccountOpened', 'PaymentReceived']);
    await sqlite.close();
  });

  it("a twin request's payment under the same id with another amount landing first: this one is refused (C8 conflict), never acknowledged", async () => {
    const { sqlite, repo, arm, types } = await ledger((d) => ({ ...d, amount: '20.00' }));
    arm();
    const refused = await repo
      .execute('account-NP-1', payment('P-1', '10.00'), systemContext())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).rule).toBe('C8');
    expect((await sqlite.readStream('account-NP-1'))[1].data.amount).toBe('20.00');
    expect(await types()).toEqual(['AccountOpened', 'PaymentReceived']);
    await sqlite.close();
  });

  it('another reading decided on the same revision landing first (same id from the revision): this one is decided again and written after it', async () => {
    const { sqlite, repo, arm } = await ledger((d) => ({ ...d, totalGallons: 90_000 }));
    arm();
    const result = await repo.execute('account-NP-1', usage(80_000), systemContext());
    expect(result.written.map((e) => e.type)).toEqual(['WaterUsageRecorded']);
    const stored = await sqlite.readStream('account-NP-1');
    expect(stored.map((e) => e.data.totalGallons ?? null)).toEqual([null, 90_000, 80_000]);
    await sqlite.close();
  });

  it('a reading that loses the race to a payment is decided again on the next revision, under a new id (retry after a conflict)', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    let interloper: (() => Promise<unknown>) | null = null;
    const racing = Object.create(sqlite) as EventStore;
    racing.append = async (streamId, events, expected) => {
      const first = interloper;
      interloper = null;
      if (first) await first();
      return sqlite.append(streamId, events, expected);
    };
    const clock = new ManualClock(new Date('2026-12-02T15:00:00Z'), 1000);
    const repo = new EventSourcedRepository(
      racing,
      accountDecider,
      clock,
      undefined,
      accountCommandIdentity,
    );
    const other = new EventSourcedRepository(
      sqlite,
      accountDecider,
      clock,
      undefined,
      accountCommandIdentity,
    );
    await repo.execute('account-NP-1', open, systemContext());
    interloper = () => other.execute('account-NP-1', payment('P-1', '10.00'), systemContext());
    const result = await repo.execute('account-NP-1', usage(80_000), systemContext());
    expect(result.written.map((e) => e.type)).toEqual(['WaterUsageRecorded']);
    const stored = await sqlite.readStream('account-NP-1');
    expect(stored.map((e) => e.type)).toEqual([
      'AccountOpened',
      'PaymentReceived',
      'WaterUsageRecorded',
    ]);
    // decided first on revision 0, written on revision 1: its id is the one of revision 1
    expect(stored[2].id).toBe(
      eventIdOf('account-NP-1', { kind: 'RecordWaterUsage', callerId: null }, 1, 0),
    );
    await sqlite.close();
  });

  it("a bill run's many appends: a stream a twin wrote first is decided again on its own", async () => {
    const { sqlite } = await ledger();
    const base = Object.getPrototypeOf(sqlite) as EventStore;
    const twinned = Object.create(sqlite) as EventStore;
    twinned.appendMany = async (batches) => {
      await landTwin(sqlite, batches[0]);
      return base.appendMany.call(sqlite, batches);
    };
    const many = new EventSourcedRepository(
      twinned,
      accountDecider,
      new ManualClock(new Date('2026-12-02T16:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    const [result] = await many.executeMany(
      [{ streamId: 'account-NP-1', command: payment('P-2', '5.00') }],
      systemContext(),
    );
    expect(result.written).toEqual([]);
    expect((await sqlite.readStream('account-NP-1')).map((e) => e.type)).toEqual([
      'AccountOpened',
      'PaymentReceived',
    ]);
    await sqlite.close();
  });
  it("a bill run's many appends: what the store says it inserted is not read back; a stream a twin wrote first is, and is decided again", async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const base = Object.getPrototypeOf(sqlite) as EventStore;
    const reads: string[] = [];
    let twin = false;
    const twinned = Object.create(sqlite) as EventStore;
    twinned.readStream = (streamId, options) => {
      reads.push(streamId);
      return base.readStream.call(sqlite, streamId, options);
    };
    twinned.appendMany = async (batches) => {
      if (twin) {
        // a twin request decided on the same revision lands first on the second stream, under the same ids
        await landTwin(sqlite, batches[1]);
      }
      return base.appendMany.call(sqlite, batches);
    };
    const many = new EventSourcedRepository(
      twinned,
      accountDecider,
      new ManualClock(new Date('2026-12-02T16:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    const opened = await many.executeMany(
      ['NP-1', 'NP-2'].map((accountId) => ({
        streamId: `account-${accountId}`,
        command: { ...open, accountId } as AccountCommand,
      })),
      systemContext(),
    );
    expect(opened.map((r) => r.written.map((e) => e.type))).toEqual([
      ['AccountOpened'],
      ['AccountOpened'],
    ]);
    // two new streams, each found empty by its load: nothing read after the append
    expect(reads).toEqual(['account-NP-1', 'account-NP-2']);
    reads.length = 0;
    twin = true;
    const paid = await many.executeMany(
      [
        { streamId: 'account-NP-1', command: payment('P-1', '5.00') },
        { streamId: 'account-NP-2', command: payment('P-2', '7.00') },
      ],
      systemContext(),
    );
    // NP-1 written and proven by the store's answer; NP-2 met the twin's events: read back, answered as a replay
    expect(paid.map((r) => r.written.map((e) => e.type))).toEqual([['PaymentReceived'], []]);
    expect(reads.filter((s) => s === 'account-NP-1')).toEqual(['account-NP-1']);
    expect(reads.filter((s) => s === 'account-NP-2').length).toBeGreaterThanOrEqual(2);
    const stored = await sqlite.readStream('account-NP-2');
    expect(stored.map((e) => [e.type, e.metadata.correlationId])).toEqual([
      ['AccountOpened', expect.any(String)],
      ['PaymentReceived', 'twin'],
    ]);
    // the cached fold moved on by the store's answer: the next load holds the payment without a read of it
    expect((await many.load('account-NP-1')).state.payments.get('P-1')!.received.data.amount).toBe(
      '5.00',
    );
    await sqlite.close();
  });
});
