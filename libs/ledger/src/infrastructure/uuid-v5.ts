import { createHash } from 'node:crypto';

/** The namespace of this ledger's derived ids (a fixed random UUID). */
const LEDGER_NAMESPACE = '4f1d3c52-8a6b-5e07-9c1d-2b7a6e0f9a31';

/** RFC 4122 UUID version 5 (SHA-1, name-based): the same name always gives the same id. */
export function uuidV5(name: string, namespace = LEDGER_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
