import { invalid } from '@ledger/domain';
import ipaddr from 'ipaddr.js';
import { lookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { Agent } from 'undici';

const lookupAll = promisify(lookup) as unknown as (
  host: string,
  options: { all: true },
) => Promise<LookupAddress[]>;

/** An address a webhook may reach: public unicast only (no loopback, private, link-local, metadata, CGNAT, multicast, reserved). */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** A URL's host as the allow list names it: lower case, an IPv6 address without its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * A webhook URL the ledger will post to: `https`, or `http` to a host the
 * operator allows (LEDGER_WEBHOOK_ALLOW_HOSTS); a host that is not allowed
 * must resolve to public addresses only (no loopback, private, link-local or
 * cloud-metadata address). Refused with 400 naming the rule.
 */
export async function checkWebhookUrl(text: string, allowHosts: readonly string[]): Promise<void> {
  const url = new URL(text);
  const host = hostOf(url);
  const allowed = allowHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed))
    throw invalid(
      'webhooks',
      `a webhook URL must be https (http only to a host the operator allows), not ${url.protocol}//${host}`,
    );
  if (url.username || url.password)
    throw invalid('webhooks', 'a webhook URL may not carry credentials');
  if (allowed) return;
  const addresses = ipaddr.isValid(host)
    ? [host]
    : (await lookupAll(host, { all: true }).catch(() => [] as LookupAddress[])).map(
        (a) => a.address,
      );
  if (addresses.length === 0)
    throw invalid('webhooks', `the webhook host ${host} does not resolve`);
  if (!addresses.every(isPublicAddress))
    throw invalid(
      'webhooks',
      `the webhook host ${host} resolves to an address that is not public (loopback, private, link-local or metadata)`,
    );
}

/**
 * Why a delivery to a registered URL may not go now (null: it may), checked
 * at each delivery against the allow list of the running process: `http` to
 * a host no longer allowed, or an address written as the host (no name to
 * look up, so the connection's check below never runs for it) that is not
 * public and not allowed. A subscription registered under an earlier allow
 * list reached 127.0.0.1 after the operator took it off (integrator's try-out).
 */
export function refusedNow(text: string, allowHosts: readonly string[]): string | null {
  const url = new URL(text);
  const host = hostOf(url);
  if (allowHosts.includes(host)) return null;
  if (url.protocol !== 'https:') return 'refused: http to a host the operator does not allow';
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'refused: not a public address';
  return null;
}

/**
 * The connections deliveries use: every address a host resolves to is checked
 * again when the connection is made (a name that now points inside is refused),
 * unless the host is one the operator allows.
 */
export function webhookAgent(allowHosts: readonly string[]): Agent {
  return new Agent({
    // one connection per delivery: nothing is held open between them (a receiver can close at once)
    pipelining: 0,
    connect: {
      lookup(hostname, options, callback) {
        lookup(hostname, { ...options, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const list = addresses as unknown as LookupAddress[];
          if (
            !allowHosts.includes(hostname.toLowerCase()) &&
            !list.every((a) => isPublicAddress(a.address))
          )
            return callback(new Error('refused: not a public address'), '', 4);
          if ((options as { all?: boolean }).all)
            return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
          callback(null, list[0].address, list[0].family);
        });
      },
    },
  });
}
