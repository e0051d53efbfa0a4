import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The first release's signature header: `sha256=` + HMAC-SHA256 of the exact body with the subscription's secret. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** One Standard Webhooks signature (`v1,<base64>`), with the secret as given (`whsec_` base64, or the first release's raw text). */
function signWith(secret: string, messageId: string, at: Date, body: string): string {
  const signer = secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(secret, { format: 'raw' });
  return signer.sign(messageId, at, body);
}

/**
 * Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`). The signature header holds one `v1,<signature>` per
 * secret, separated by spaces, the current secret first: during a rotation's
 * grace period the previous one too, so a receiver that still holds it
 * verifies every delivery until it switches (Standard Webhooks: "there can be
 * multiple space-delimited signatures", a receiver accepts any that matches).
 */
export function standardWebhookHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => signWith(s, messageId, at, body)).join(' '),
  };
}
