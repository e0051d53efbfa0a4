import type { Static } from '@sinclair/typebox';
import {
  formatAmount,
  grantSplits,
  parseAmount,
  ZERO,
  type AccountState,
  type AdjustmentGranted,
  type ApplicationRecord,
  type Recorded,
} from '@ledger/domain';
import type { ApplicationAnswer } from './account-answers';

/**
 * An adjustment application and its decision (N6), with the refund if paid
 * (N7). The top-level `recordedAt` is that of the fact the write answered for
 * (the filing, or the denial), so a client may use it as `knownAt`.
 */
export function applicationView(
  a: ApplicationRecord,
  state: AccountState,
  answering: 'filed' | 'denied' = 'filed',
  splits?: ReturnType<typeof grantSplits>,
): Static<typeof ApplicationAnswer> {
  const status = a.granted ? 'granted' : a.denied ? 'denied' : 'pending';
  return {
    ...a.filed.data,
    status,
    recordedAt: (answering === 'denied' ? a.denied : a.filed)?.recordedAt ?? a.filed.recordedAt,
    grant: a.granted ? grantView(a.granted, state, splits) : null,
    denial: a.denied ? { ...a.denied.data, recordedAt: a.denied.recordedAt } : null,
    refund: a.refund ? { ...a.refund.data, recordedAt: a.refund.recordedAt } : null,
  };
}

/**
 * N6 and N9 x N6: a grant as answered: the part of its credit that met rent
 * on the tax roll (neither applied to unpaid sewer rent nor refundable) is a
 * correction of the roll, to be certified to the tax collector.
 */
export function grantView(
  granted: Recorded<AdjustmentGranted>,
  state: AccountState,
  splits: ReturnType<typeof grantSplits> = grantSplits(state),
) {
  const d = granted.data;
  const certified = parseAmount(d.credit).minus(d.appliedToRent).minus(d.refundDue);
  // N6, C11 x N6: the split as the balance, the statement and the journal derive it from every fact known now
  const now = splits.get(d.applicationId);
  return {
    ...d,
    recordedAt: granted.recordedAt,
    now: {
      billId: now?.billId ?? d.billId,
      appliedToRent: formatAmount(now?.applied ?? parseAmount(d.appliedToRent)),
      refundDue: formatAmount(now?.refundable ?? parseAmount(d.refundDue)),
      certifiedToTaxRoll: formatAmount(now?.taxRoll ?? certified),
      lapsed: formatAmount(now?.lapsed ?? ZERO),
    },
    certifiedToTaxRoll: formatAmount(certified),
    taxRoll: certified.isZero()
      ? null
      : `${formatAmount(certified)} of this credit meets rent of bill ${d.billId} already levied on the tax roll: it is a correction of the tax roll, to be certified to the tax collector, and is not refunded in cash from the sewer account.`,
  };
}
