import {
  DeadlineExceededError,
  NotLeaderError,
  StreamDeletedError as ClientStreamDeletedError,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import {
  StoreUnavailableError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '../event-store';
import { clientError } from '../testing/client-errors';
import {
  isAfter,
  PositionBook,
  resumePositionOf,
  portErrorOf,
  rawRecordOf,
  storedFromResolved,
} from './esdb-mapping';

/** A record of $all as the client hands it (`AllStreamResolvedEvent`), for the mapping alone. */
function record(
  streamId: string,
  type: string,
  commit: bigint,
  prepare: bigint,
  isJson = true,
): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `00000000-0000-4000-8000-${String(prepare).padStart(12, '0')}`,
      revision: 0n,
      type,
      data: isJson ? { amount: '12.50' } : new Uint8Array([1]),
      metadata: { actor: 'clerk' },
      isJson,
      created: new Date('2026-12-04T01:00:00Z'),
      position: { commit, prepare },
    },
  } as unknown as AllStreamResolvedEvent;
}

describe('esdb mapping: the client errors, made as the client makes them', () => {
  it('builds the real classes with their fields', () => {
    const notLeader = clientError('not-leader');
    expect(notLeader).toBeInstanceOf(NotLeaderError);
    expect((notLeader as NotLeaderError).leader).toEqual({ address: 'esdb-node2', port: 2113 });
    expect(clientError('unavailable')).toBeInstanceOf(UnavailableError);
    expect(clientError('deadline-exceeded')).toBeInstanceOf(DeadlineExceededError);
    const deleted = clientError('stream-deleted', 'account-NP-1');
    expect(deleted).toBeInstanceOf(ClientStreamDeletedError);
    expect((deleted as ClientStreamDeletedError).streamName).toBe('account-NP-1');
  });

  it.each([
    ['not-leader', 'not-leader'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'deadline-exceeded'],
  ] as const)(
    "%s becomes the port's StoreUnavailableError (%s), the outcome of an append unknown",
    (fault, reason) => {
      const mapped = portErrorOf(clientError(fault), 'an append', { streamId: 's', expected: 3 });
      expect(mapped).toBeInstanceOf(StoreUnavailableError);
      expect((mapped as StoreUnavailableError).reason).toBe(reason);
      expect((mapped as StoreUnavailableError).operation).toBe('an append');
    },
  );

  it("a deleted stream becomes the port's StreamDeletedError naming the stream", () => {
    const mapped = portErrorOf(clientError('stream-deleted', 'account-NP-9'), 'a read');
    expect(mapped).toBeInstanceOf(StreamDeletedError);
    expect((mapped as StreamDeletedError).streamId).toBe('account-NP-9');
  });

  it('a wrong expected version becomes the port conflict with the actual revision', () => {
    const error = new WrongExpectedVersionError(undefined, {
      streamName: 'account-NP-2',
      expected: 4n,
      current: 6n,
    });
    const mapped = portErrorOf(error, 'an append', { streamId: 'account-NP-2', expected: 4 });
    expect(mapped).toBeInstanceOf(WrongExpectedRevisionError);
    expect(mapped).toMatchObject({ streamId: 'account-NP-2', expected: 4, actual: 6 });
  });

  it('any other error is passed on unchanged', () => {
    const other = new Error('access denied');
    expect(portErrorOf(other, 'a read')).toBe(other);
  });
});

describe('esdb mapping: records of $all', () => {
  it('keeps a ledger event with its fields, its position the prepare position', () => {
    expect(storedFromResolved(record('account-NP-1', 'PaymentRecorded', 700n, 812n))).toEqual({
      id: '00000000-0000-4000-8000-000000000812',
      streamId: 'account-NP-1',
      revision: 0,
      position: 812,
      type: 'PaymentRecorded',
      data: { amount: '12.50' },
      metadata: { actor: 'clerk' },
      created: '2026-12-04T01:00:00.000Z',
    });
  });

  it('hides links, system streams and types, binary events and records without an event, but keeps their positions', () => {
    expect(storedFromResolved(record('$ce-account', '$>', 900n, 900n))).toBeNull();
    expect(storedFromResolved(record('$stats-node', 'statsCollected', 901n, 901n))).toBeNull();
    expect(storedFromResolved(record('orders-1', '$metadata', 902n, 902n))).toBeNull();
    expect(storedFromResolved(record('orders-1', 'Blob', 903n, 903n, false))).toBeNull();
    expect(storedFromResolved({} as AllStreamResolvedEvent)).toBeNull();
    expect(rawRecordOf(record('$ce-account', '$>', 900n, 904n))).toEqual({
      position: 904,
      serverPosition: { commit: 900n, prepare: 904n },
      event: null,
    });
    expect(rawRecordOf({} as AllStreamResolvedEvent)).toBeNull();
  });

  it("keeps an event of a type the ledger does not know (another application's): the ledger decides what to skip", () => {
    expect(storedFromResolved(record('orders-7', 'OrderPlaced', 10n, 10n))?.type).toBe(
      'OrderPlaced',
    );
  });

  it('orders positions by commit, then prepare: events appended together share the commit', () => {
    expect(isAfter({ commit: 700n, prepare: 812n }, { commit: 700n, prepare: 700n })).toBe(true);
    expect(isAfter({ commit: 700n, prepare: 700n }, { commit: 700n, prepare: 812n })).toBe(false);
    expect(isAfter({ commit: 900n, prepare: 900n }, { commit: 700n, prepare: 812n })).toBe(true);
    expect(isAfter({ commit: 700n, prepare: 812n }, { commit: 700n, prepare: 812n })).toBe(false);
  });

  it('resumes after an event in the middle of an append at the commit of its first event, learned from the record before it', () => {
    // an append of 700, 812 and 900 (commit 700): the record before {812, 812} is {700, 900}
    expect(resumePositionOf(812n, { commit: 700n, prepare: 900n })).toEqual({
      commit: 700n,
      prepare: 812n,
    });
    // the last event of that append: the record before is itself
    expect(resumePositionOf(900n, { commit: 700n, prepare: 900n })).toEqual({
      commit: 700n,
      prepare: 900n,
    });
    // the first event of an append, or a single one: the record before is of an earlier append
    expect(resumePositionOf(950n, { commit: 700n, prepare: 900n })).toEqual({
      commit: 950n,
      prepare: 950n,
    });
    expect(resumePositionOf(100n, null)).toEqual({ commit: 100n, prepare: 100n });
  });

  it("names the server's own position to resume after an event it has seen, and the prepare alone otherwise", () => {
    const book = new PositionBook(2);
    book.note({ commit: 700n, prepare: 812n });
    book.note({ commit: 900n, prepare: 950n });
    expect(book.positionOf(812)).toEqual({ commit: 700n, prepare: 812n });
    expect(book.positionOf(950)).toEqual({ commit: 900n, prepare: 950n });
    // not seen by this process: the prepare alone, right for the first event of an append
    expect(book.positionOf(700)).toEqual({ commit: 700n, prepare: 700n });
    book.note({ commit: 1000n, prepare: 1000n });
    // bounded: the oldest is gone
    expect(book.positionOf(812)).toEqual({ commit: 812n, prepare: 812n });
    expect(book.positionOf(950)).toEqual({ commit: 900n, prepare: 950n });
  });
});
