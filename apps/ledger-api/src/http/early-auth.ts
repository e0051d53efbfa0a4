import { Logger } from '@nestjs/common';
import { ProjectionStoppedError, type ApiKeys } from '@ledger/ledger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { presentedKey, type AuthenticatedRequest } from './auth';

/** Limits, per minute; generous for an office, tight for a guesser. */
export interface RateLimits {
  /** Requests one key may make (LEDGER_RATE_LIMIT_PER_KEY). */
  readonly perKey: number;
  /** Requests one address may make (LEDGER_RATE_LIMIT_PER_ADDRESS). */
  readonly perAddress: number;
  /** Failed authentications one address may make before it waits (LEDGER_RATE_LIMIT_FAILED_AUTH). */
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
 * authentications are logged (the address and the reason, never the key) and
 * limited per address, and every key and address is held to its rate: 429
 * with `Retry-After`. The guard then checks the role.
 */
export function authenticateEarly(keys: ApiKeys, limits: RateLimits): RequestHandler {
  const logger = new Logger('Auth');
  const byKey = new RateLimiterMemory({ keyPrefix: 'key', points: limits.perKey, duration: 60 });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: limits.perAddress,
    duration: 60,
  });
  const failures = new RateLimiterMemory({
    keyPrefix: 'failed',
    points: limits.failedAuth,
    duration: 60,
    blockDuration: 60,
  });

  const tooMany = (response: Response, refusal: unknown, what: string) => {
    const seconds =
      refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
    response.setHeader('Retry-After', String(seconds));
    response.setHeader('Connection', 'close');
    response.status(429).json({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `${what}: try again in ${seconds} s`,
    });
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/v1/')) return next();
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    void (async () => {
      const blocked = await failures.get(address);
      if (blocked && blocked.remainingPoints <= 0)
        return tooMany(response, blocked, 'too many failed authentications from this address');
      try {
        await byAddress.consume(address);
      } catch (refusal) {
        return tooMany(response, refusal, 'too many requests from this address');
      }
      const presented = presentedKey(request);
      const key = presented ? await keys.authenticate(presented) : null;
      if (!key) {
        const reason = presented ? 'an unknown or revoked key' : 'no key';
        logger.warn(
          `authentication failed: ${reason}, ${request.method} ${request.path} from ${address}`,
        );
        await failures.consume(address).catch(() => undefined);
        response.setHeader('Connection', 'close');
        response
          .status(401)
          .json(
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
        return tooMany(response, refusal, `too many requests with key ${key.keyId}`);
      }
      (request as AuthenticatedRequest).principal = {
        actor: key.actor,
        role: key.role,
        keyId: key.keyId,
        municipalities: key.municipalities,
      };
      next();
    })().catch((error: unknown) => {
      // the api-keys read model stopped on an event: no key can be trusted to be current (#24)
      if (!(error instanceof ProjectionStoppedError)) return next(error);
      response.status(503).json({
        statusCode: 503,
        error: 'Service Unavailable',
        message: error.message,
      });
    });
  };
}
