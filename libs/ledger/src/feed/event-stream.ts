import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { EVENT_STORE, LEDGER_OPTIONS } from '../infrastructure/tokens';
import { logPages } from '../processors/log-pages';
import { isPublished, toFeedEvent } from './feed';

const DEFAULT_MAX_EVENT_STREAMS = 100;
const DEFAULT_MAX_EVENT_STREAMS_PER_KEY = 10;
const HEARTBEAT_MS = 15_000;
/** Events read per page for a stream: at most this many are held for a client between two writes. */
const STREAM_PAGE = 100;
const POLL_MS = 500;
/** A revoked key's streams are closed within this (ms) of the revocation being seen, on any host. */
const REVOCATION_CHECK_MS = 250;
/** At shutdown, streams are told to reconnect and closed; the server waits at most this (ms) for them to end. */
const CLOSE_WAIT_MS = 2_000;

/** The last words of a stream the server ends (SSE comments, and the reconnection delay). */
export const SHUTTING_DOWN =
  ': this server is shutting down: reconnect (with Last-Event-ID, to resume after the last event received)\nretry: 1000\n\n';
export const KEY_REVOKED = ': the API key of this stream was revoked: the stream is closed\n\n';

interface EventStreamOptions {
  readonly maxEventStreams?: number;
  readonly maxEventStreamsPerKey?: number;
  readonly eventStreamHeartbeatMs?: number;
}

/** One open SSE stream, as the server sees it. */
interface OpenStream {
  /** The API key it was opened with (null: authentication off). */
  readonly keyId: string | null;
  /** The last position written to the client. */
  position: number | null;
  /** Bytes written but not yet taken by the client's connection (Node's buffer for it). */
  buffered(): number;
  /** Ends the stream with these last words (SSE comment lines). */
  end(words: string): void;
}

/**
 * The feed live as Server-Sent Events, with backpressure: the next event is
 * written only when the connection has taken the last (`drain`), so a client
 * that stops reading holds one page and one socket buffer, not the log. A
 * comment line every 15 s keeps proxies from closing an idle stream; the
 * number of streams is capped (beyond it: 503 with Retry-After), and so is
 * the number one key holds (beyond it: 429), so one key cannot take every
 * slot.
 */
@Injectable()
export class EventStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<OpenStream>();
  private closing = false;
  readonly max: number;
  readonly maxPerKey: number;
  private readonly heartbeatMs: number;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LEDGER_OPTIONS) options: EventStreamOptions,
  ) {
    this.max = options.maxEventStreams ?? DEFAULT_MAX_EVENT_STREAMS;
    this.maxPerKey = options.maxEventStreamsPerKey ?? DEFAULT_MAX_EVENT_STREAMS_PER_KEY;
    this.heartbeatMs = options.eventStreamHeartbeatMs ?? HEARTBEAT_MS;
  }

  get streams(): ReadonlySet<OpenStream> {
    return this.open;
  }

  /**
   * Whether a stream may be opened with `keyId`: `server` when every slot of
   * the server is taken (the caller answers 503), `key` when the key holds
   * its most (429); null when it may. Without authentication (null) only the
   * server's cap applies.
   */
  refusal(keyId: string | null): 'server' | 'key' | null {
    // shutting down: the load balancer's next try reaches another host
    if (this.closing || this.open.size >= this.max) return 'server';
    if (keyId === null) return null;
    let held = 0;
    for (const s of this.open) if (s.keyId === keyId) held++;
    return held >= this.maxPerKey ? 'key' : null;
  }

  /**
   * SIGTERM: every stream is told to reconnect and ended (the process stops
   * serving what its successor writes); new ones are refused (503).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const s of this.open) s.end(SHUTTING_DOWN);
    for (const deadline = Date.now() + CLOSE_WAIT_MS; this.open.size > 0 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 20));
  }

  /**
   * Writes the feed from after `after` to `out` until `closed` resolves, the
   * server shuts down, or `revoked` says the stream's key was revoked (asked
   * every 250 ms: the revocation, made on any host, ends it within a second).
   */
  async serve(
    out: Writable,
    after: number | null,
    client: Promise<void>,
    keyId: string | null = null,
    revoked: (() => Promise<boolean>) | null = null,
  ): Promise<void> {
    let done = false;
    let ended: () => void = () => undefined;
    const closed = Promise.race([client, new Promise<void>((r) => (ended = r))]);
    void closed.then(() => (done = true));
    const stream: OpenStream = {
      keyId,
      position: after,
      buffered: () => out.writableLength,
      end: (words) => {
        if (done) return;
        done = true;
        out.write(words);
        ended();
      },
    };
    this.open.add(stream);
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    let asking = false;
    const revocation = revoked
      ? setInterval(() => {
          if (asking) return;
          asking = true;
          void revoked()
            .then((r) => r && stream.end(KEY_REVOKED))
            .catch(() => undefined)
            .finally(() => (asking = false));
        }, REVOCATION_CHECK_MS)
      : null;
    revocation?.unref();
    let wake: (() => void) | null = null;
    const stopWatching = this.store.watchAppends(() => wake?.());
    try {
      while (!done) {
        for await (const page of logPages(this.store, stream.position, { pageSize: STREAM_PAGE })) {
          for (const e of page) {
            if (done) return;
            stream.position = e.position;
            if (!isPublished(e)) continue;
            const frame = `id: ${e.position}\nevent: ${e.type}\ndata: ${JSON.stringify(toFeedEvent(e))}\n\n`;
            if (!out.write(frame)) await Promise.race([once(out, 'drain'), closed]);
          }
        }
        await Promise.race([
          closed,
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
        ]);
        wake = null;
      }
    } finally {
      clearInterval(heartbeat);
      if (revocation) clearInterval(revocation);
      stopWatching();
      this.open.delete(stream);
    }
  }
}
