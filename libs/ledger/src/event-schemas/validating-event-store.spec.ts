import { SqliteEventStore, type EventToAppend } from '@ledger/event-store';
import { KnownAtStore } from '../audit/known-at-store';
import { EVENT_SCHEMAS } from './event-schemas';
import {
  detailedEventValidator,
  eventValidator,
  ValidatingEventStore,
} from './validating-event-store';

const revoked = (
  keyId: string,
  recordedAt: string,
  data: Record<string, unknown> = {},
): EventToAppend => ({
  id: `e-${keyId}`,
  type: 'ApiKeyRevoked',
  data: { keyId, revokedAt: recordedAt, effectiveDate: recordedAt.slice(0, 10), ...data },
  metadata: { schemaVersion: 1, actor: 'test', correlationId: 'c', causationId: 'c', recordedAt },
});

describe('the store decorators: plain classes of the port', () => {
  let inner: SqliteEventStore;
  beforeEach(() => (inner = new SqliteEventStore(':memory:')));
  afterEach(() => inner.close());

  it('every published schema compiles (each is compiled at its first append, not when a process starts)', () => {
    // both compilers: the check's, and the one that lists every problem for a refusal
    for (const s of EVENT_SCHEMAS)
      expect([
        s.type,
        s.version,
        typeof eventValidator(s.type, s.version),
        typeof detailedEventValidator(s.type, s.version),
      ]).toEqual([s.type, s.version, 'function', 'function']);
    expect(eventValidator('ApiKeyRevoked', 99)).toBeUndefined();
  });

  it('a valid event is appended through the validating store and read back through it', async () => {
    const store = new ValidatingEventStore(inner);
    await store.append('keys', [revoked('K-1', '2026-12-01T10:00:00Z')], 'no_stream');
    expect([store.kind, (await store.readStream('keys')).map((e) => e.data.keyId)]).toEqual([
      'sqlite',
      ['K-1'],
    ]);
  });

  it('an event that breaks its schema is refused, and nothing of its batch is written', async () => {
    const store = new ValidatingEventStore(inner);
    const batch = [
      revoked('K-1', '2026-12-01T10:00:00Z'),
      revoked('K-2', '2026-12-01T10:00:00Z', { keyId: 7 }),
    ];
    // checked before anything reaches the store: the call throws at once
    expect(() => store.appendMany([{ streamId: 'keys', events: batch, expected: 'any' }])).toThrow(
      /ApiKeyRevoked v1 does not match its schema: data\/keyId must be string/,
    );
    expect(await inner.readStream('keys')).toEqual([]);
  });

  it('a refusal names every problem of the event, though the check itself stops at the first (#30)', () => {
    const store = new ValidatingEventStore(inner);
    const twice = revoked('K-3', '2026-12-01T10:00:00Z', { keyId: 7, revokedAt: 8 });
    expect(() => store.append('keys', [twice], 'any')).toThrow(
      'event ApiKeyRevoked v1 does not match its schema: data/keyId must be string, data/revokedAt must be string',
    );
    const badMetadata = { ...revoked('K-4', '2026-12-01T10:00:00Z') };
    badMetadata.metadata = { ...badMetadata.metadata, actor: 1, correlationId: 2 };
    expect(() => store.append('keys', [badMetadata], 'any')).toThrow(
      'event ApiKeyRevoked v1 does not match its schema: metadata/actor must be string, metadata/correlationId must be string',
    );
  });

  it('C3 the known-at view hides what was recorded after its instant and refuses to append', async () => {
    await inner.append(
      'keys',
      [revoked('K-1', '2026-12-01T10:00:00Z'), revoked('K-2', '2026-12-02T10:00:00Z')],
      'no_stream',
    );
    const view = new KnownAtStore(inner, '2026-12-01T12:00:00Z');
    expect([
      (await view.readStream('keys')).map((e) => e.data.keyId),
      (await view.readAll()).map((e) => e.data.keyId),
      await view.headPosition(),
    ]).toEqual([['K-1'], ['K-1'], (await inner.readAll())[0]!.position]);
    await expect(view.append()).rejects.toThrow('a known-at view of the store is read-only');
    await expect(view.appendMany()).rejects.toThrow('a known-at view of the store is read-only');
  });
});
