import { Type } from '@sinclair/typebox';
import { array, eventContract, id, instant, integer, object, sha256Hex } from '@ledger/domain';

export const AuditCheckpointSealedV1 = eventContract(
  'AuditCheckpointSealed',
  1,
  'The head of every stream at a global position, sealed with the keyed signature (HMAC-SHA256, LEDGER_AUDIT_KEY held outside the database).',
  {
    checkpointId: id,
    takenAt: instant,
    globalPosition: integer,
    heads: array(
      object({
        streamId: id,
        revision: integer,
        contentHash: Type.String({ pattern: '^([0-9a-f]{64})?$' }),
      }),
      10_000_000,
    ),
    signature: sha256Hex,
  },
);
