import { EventStore, SqliteEventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import { eventIdOf } from './event-identity';
import { appendSealed, seal, verifyChain } from './hash-chain';

const rotation = (fingerprint: string, requestId: string) => ({
  type: 'WebhookSecretRotated',
  data: { subscriptionId: 'S-1', secretFingerprint: fingerprint },
  metadata: { schemaVersion: 1, actor: 'integration', correlationId: requestId },
});

describe('appendSealed (keys, subscriptions, rotations, checkpoints): ids from the stream, nothing acknowledged unwritten', () => {
  it("an event without the caller's id takes one from the stream's revision: the same fact stated twice is two facts", async () => {
    const store = new SqliteEventStore(':memory:');
    await appendSealed(store, 'subscription-S-1', [rotation('aaa', 'r-1')]);
    await appendSealed(store, 'subscription-S-1', [rotation('aaa', 'r-2')]);
    const stored = await store.readStream('subscription-S-1');
    expect(stored.map((e) => e.id)).toEqual([
      eventIdOf(
        'subscription-S-1',
        { kind: 'WebhookSecretRotated', callerId: null },
        'no_stream',
        0,
      ),
      eventIdOf('subscription-S-1', { kind: 'WebhookSecretRotated', callerId: null }, 0, 0),
    ]);
    expect(verifyChain(stored)).toEqual([]);
    await store.close();
  });

  it("a twin request's rotation landing first under the same id: this one is refused (409), its secret never recorded", async () => {
    const sqlite = new SqliteEventStore(':memory:');
    let armed = true;
    const store = Object.create(sqlite) as EventStore;
    store.append = async (streamId, events, expected) => {
      if (armed) {
        armed = false;
        const twin = events.map((e) => ({ ...e, ...rotation('twin', 'r-twin') }));
        await sqlite.append(streamId, seal(streamId, null, twin), expected);
      }
      return sqlite.append(streamId, events, expected);
    };
    await expect(
      appendSealed(store, 'subscription-S-1', [rotation('mine', 'r-1')]),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    const stored = await sqlite.readStream('subscription-S-1');
    expect(stored.map((e) => e.data.secretFingerprint)).toEqual(['twin']);
    await sqlite.close();
  });
});
