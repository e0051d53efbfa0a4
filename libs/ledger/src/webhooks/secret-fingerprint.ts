import { createHash } from 'node:crypto';

/** What the log records of a webhook secret: that it exists, and its fingerprint (never the secret). */
export const fingerprintOf = (secret: string) =>
  `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;
