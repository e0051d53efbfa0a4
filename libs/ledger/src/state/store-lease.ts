import { type EventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { leaseStream, operationalMetadata } from './operational-events';

/**
 * A lease kept in the event store, the one thing hosts share: the stream's
 * last event names its holder and its expiry. It is taken (or renewed) by
 * appending at the revision read, so of two hosts taking it at once one
 * conflicts and does not hold it. The holder renews only when half its term is left,
 * and only while it works (the dispatcher takes it when it has something to
 * deliver), so an idle cluster writes nothing. Hosts' clocks must agree to
 * well within the term (NTP does).
 */
export class StoreLease {
  /** Who holds it: host, process id and a random part (a restarted process is a new holder). */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private heldUntil = 0;
  private revision: number | null = null;

  constructor(
    private readonly store: EventStore,
    readonly name: string,
    readonly ttlMs: number,
  ) {}

  /** The current holder, if its term has not run out at `now`. */
  async current(now = Date.now()): Promise<{ holder: string; expiresAt: number } | null> {
    const [last] = await this.store.readStream(leaseStream(this.name), {
      direction: 'backwards',
      maxCount: 1,
    });
    if (!last || last.type !== 'LeaseTaken') return null;
    const expiresAt = Number(last.data.expiresAt);
    return expiresAt > now ? { holder: String(last.data.holder), expiresAt } : null;
  }

  /** Takes the lease if it is free or run out, renews it when half its term is left: true while this process holds it. */
  async hold(now = Date.now()): Promise<boolean> {
    if (this.heldUntil - now > this.ttlMs / 2) return true;
    const stream = leaseStream(this.name);
    const [last] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    const free =
      !last ||
      last.type === 'LeaseReleased' ||
      String(last.data.holder) === this.holder ||
      Number(last.data.expiresAt) <= now;
    if (!free) {
      this.heldUntil = 0;
      return false;
    }
    const expected = last ? last.revision : 'no_stream';
    const expiresAt = now + this.ttlMs;
    try {
      const written = await this.store.append(
        stream,
        [
          {
            // derived from the revision taken: a retried append of this take is the same event
            id: uuidV5(`${stream}@${String(expected)}:${this.holder}`),
            type: 'LeaseTaken',
            data: {
              name: this.name,
              holder: this.holder,
              expiresAt,
              effectiveDate: new Date(now).toISOString().slice(0, 10),
            },
            metadata: operationalMetadata(this.holder, new Date(now)),
          },
        ],
        expected,
      );
      this.revision = written.nextExpectedRevision;
      this.heldUntil = expiresAt;
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      this.heldUntil = 0;
      return false;
    }
  }

  /** Gives the lease up, if held (shutdown): another host takes it at once rather than after the term. */
  async release(now = Date.now()): Promise<void> {
    if (this.heldUntil <= now || this.revision === null) return;
    this.heldUntil = 0;
    const stream = leaseStream(this.name);
    await this.store
      .append(
        stream,
        [
          {
            id: uuidV5(`${stream}@${this.revision}:${this.holder}:released`),
            type: 'LeaseReleased',
            data: {
              name: this.name,
              holder: this.holder,
              effectiveDate: new Date(now).toISOString().slice(0, 10),
            },
            metadata: operationalMetadata(this.holder, new Date(now)),
          },
        ],
        this.revision,
      )
      // taken over meanwhile (this host stalled past the term): nothing to give up
      .catch((error) => {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      });
  }
}
