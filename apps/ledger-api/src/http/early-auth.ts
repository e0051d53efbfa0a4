import { Logger } from '@nestjs/common';
import { presentedKeyId, ProjectionStoppedError, type ApiKeys } from '@ledger/ledger';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { presentedKey } from './auth';
import type { HttpReply, HttpRequest } from './http';

/** Limits, per minute; generous for an office, tight for a guesser. */
export interface RateLimits {
  /** Requests one key may make (LEDGER_RATE_LIMIT_PER_KEY). */
  readonly perKey: number;
  /** Requests one address may make (LEDGER_RATE_LIMIT_PER_ADDRESS). */
  readonly perAddress: number;
  /** Failed authentications one address, and one key id, may make before it waits (LEDGER_RATE_LIMIT_FAILED_AUTH). */
  readonly failedAuth: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perKey: 6_000,
  perAddress: 12_000,
  failedAuth: 20,
};

const unauthorized = (message: string) => ({ statusCode: 401, error: 'Unauthorized', message });

/**
 * Before any body is read: the API key of every `/v1` request is checked
 * (401 at once, the connection closed, an upload never read), failed
 * authentications are logged (the address and the reason, never the key),
 * and every key and address is held to its rate: 429 with `Retry-After`. The
 * guard then checks the role.
 *
 * Failed authentications are limited twice, apart, and only they are: an
 * address that failed too often in a minute, and a key id (`slk_<keyId>_...`)
 * tried too often with a wrong secret from any address, are answered 429 for
 * every further *failed* attempt for a minute (logged once, when it starts,
 * not per attempt). A valid key always works, whatever failed beside it: an
 * office behind one NAT is not locked out by one bad client, and nobody can
 * lock a key out by guessing at its id (a guess cannot succeed: the secret is
 * 256 random bits).
 */
export function authenticateEarly(
  keys: ApiKeys,
  limits: RateLimits,
): (request: HttpRequest, reply: HttpReply) => Promise<void> {
  const logger = new Logger('Auth');
  const byKey = new RateLimiterMemory({ keyPrefix: 'key', points: limits.perKey, duration: 60 });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: limits.perAddress,
    duration: 60,
  });
  const failedFrom = new RateLimiterMemory({
    keyPrefix: 'failed-address',
    points: limits.failedAuth,
    duration: 60,
    blockDuration: 60,
  });
  const failedWith = new RateLimiterMemory({
    keyPrefix: 'failed-key',
    points: limits.failedAuth,
    duration: 60,
    blockDuration: 60,
  });
  const exhausted = async (limiter: RateLimiterMemory, id: string) => {
    const state = await limiter.get(id);
    return state && state.remainingPoints <= 0 ? state : null;
  };

  const tooMany = (reply: HttpReply, refusal: unknown, what: string) => {
    const seconds =
      refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
    return reply
      .status(429)
      .header('Retry-After', String(seconds))
      .header('Connection', 'close')
      .send({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `${what}: try again in ${seconds} s`,
      });
  };

  /** Counts a failure against `id`; logs once, when the last one it may make is spent. */
  const countFailure = async (limiter: RateLimiterMemory, id: string, what: string) => {
    const spent = await limiter.consume(id).catch((refusal: unknown) => refusal);
    if (spent instanceof RateLimiterRes && spent.remainingPoints === 0)
      logger.warn(
        `${what} failed to authenticate ${limits.failedAuth} times in a minute: its failed attempts wait 60 s`,
      );
  };

  // an onRequest hook: a refusal is answered here, and nothing after it runs
  return async (request, reply) => {
    if (!request.path.startsWith('/v1/')) return;
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    try {
      try {
        await byAddress.consume(address);
      } catch (refusal) {
        return void (await tooMany(reply, refusal, 'too many requests from this address'));
      }
      const presented = presentedKey(request);
      const key = presented ? await keys.authenticate(presented) : null;
      if (!key) {
        const keyId = presented ? presentedKeyId(presented) : null;
        const guessed = keyId ? await exhausted(failedWith, keyId) : null;
        if (guessed)
          return void (await tooMany(
            reply,
            guessed,
            `too many failed authentications with key ${keyId}`,
          ));
        const blocked = await exhausted(failedFrom, address);
        if (blocked)
          return void (await tooMany(
            reply,
            blocked,
            'too many failed authentications from this address',
          ));
        const reason = presented ? 'an unknown or revoked key' : 'no key';
        logger.warn(
          `authentication failed: ${reason}, ${request.method} ${request.path} from ${address}`,
        );
        await countFailure(failedFrom, address, `address ${address}`);
        if (keyId) await countFailure(failedWith, keyId, `key id ${keyId}`);
        await reply
          .status(401)
          .header('Connection', 'close')
          .send(
            unauthorized(
              presented
                ? 'the API key is unknown or revoked'
                : 'an API key is required: Authorization: Bearer <key>',
            ),
          );
        return;
      }
      try {
        await byKey.consume(key.keyId);
      } catch (refusal) {
        return void (await tooMany(reply, refusal, `too many requests with key ${key.keyId}`));
      }
      request.principal = {
        actor: key.actor,
        role: key.role,
        keyId: key.keyId,
        municipalities: key.municipalities,
      };
    } catch (error) {
      // the api-keys read model stopped on an event: no key can be trusted to be current (#24)
      if (!(error instanceof ProjectionStoppedError)) throw error;
      await reply.status(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: error.message,
      });
    }
  };
}
