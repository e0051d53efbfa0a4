import {
  array,
  eventContract,
  id,
  instant,
  municipality,
  oneOf,
  optional,
  sha256Hex,
  text,
} from '@ledger/domain';
import { ROLES } from './roles';

export const ApiKeyIssuedV1 = eventContract(
  'ApiKeyIssued',
  1,
  'An API key issued (its secret only as SHA-256), for every municipality or only those in `municipalities`.',
  {
    keyId: id,
    actor: text,
    role: oneOf(...ROLES),
    issuedAt: instant,
    secretSha256: sha256Hex,
    municipalities: optional(array(municipality)),
  },
);

export const ApiKeyRevokedV1 = eventContract('ApiKeyRevoked', 1, 'An API key revoked.', {
  keyId: id,
  revokedAt: instant,
});
