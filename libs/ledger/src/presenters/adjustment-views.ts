import type { Static } from '@sinclair/typebox';
import type { ApplicationRecord } from '@ledger/domain';
import type { ApplicationAnswer } from './account-answers';

/**
 * An adjustment application and its decision (N6), with the refund if paid
 * (N7). The top-level `recordedAt` is that of the fact the write answered for
 * (the filing, or the denial), so a client may use it as `knownAt`.
 */
export function applicationView(
  a: ApplicationRecord,
  answering: 'filed' | 'denied' = 'filed',
): Static<typeof ApplicationAnswer> {
  const status = a.granted ? 'granted' : a.denied ? 'denied' : 'pending';
  return {
    ...a.filed.data,
    status,
    recordedAt: (answering === 'denied' ? a.denied : a.filed)?.recordedAt ?? a.filed.recordedAt,
    grant: a.granted ? { ...a.granted.data, recordedAt: a.granted.recordedAt } : null,
    denial: a.denied ? { ...a.denied.data, recordedAt: a.denied.recordedAt } : null,
    refund: a.refund ? { ...a.refund.data, recordedAt: a.refund.recordedAt } : null,
  };
}
