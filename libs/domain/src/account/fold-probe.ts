import type { AccountState } from './account-state';
import { workedExampleBilled } from '../testing/given-when-then';

/**
 * The account fold's version: bump it whenever `evolveAccount`, the shape of
 * `AccountState` or an upcaster changes what a stream folds to. A persisted
 * snapshot of the state (the ledger's read side) names the version it was
 * folded by, and one of another version is never used, only rewritten.
 */
// 2: a source's later actual reading supersedes what an earlier one said against the bill (N3)
export const ACCOUNT_FOLD_VERSION = 2;

const TODAY = '2026-12-02';

/**
 * A fixed history folded by the code as it is (the worked example's 230.40
 * bill, a payment, penalties, the payment returned, an adjustment granted,
 * the penalties waived): its state is part of the snapshots' fingerprint, so
 * a change to the fold that changes this state retires the old snapshots even
 * if the version above was not bumped.
 */
export function accountFoldProbe(): AccountState {
  const s = workedExampleBilled('PROBE-1');
  s.when({
    kind: 'ReceivePayment',
    paymentId: 'P1',
    amount: '100.00',
    receivedOn: '2025-10-20',
    method: null,
    reference: null,
    today: TODAY,
  });
  s.when({ kind: 'ReconcileAccountPenalties', through: '2026-01-31', today: TODAY });
  s.when({
    kind: 'ReversePayment',
    paymentId: 'P1',
    reversedOn: '2026-02-02',
    reason: 'returned',
    today: TODAY,
  });
  s.when({
    kind: 'FileAdjustmentApplication',
    applicationId: 'A1',
    billId: 'B-1',
    filedOn: '2026-02-10',
    claim: 'x',
    today: TODAY,
  });
  s.when({
    kind: 'GrantAdjustment',
    applicationId: 'A1',
    grantedOn: '2026-02-20',
    resolution: 'r',
    adjustedBillableGallons: null,
    creditAmount: '30.00',
    continuesApplicationId: null,
    today: TODAY,
  });
  s.when({
    kind: 'WaivePenalties',
    waiverId: 'W1',
    billId: 'B-1',
    waivedOn: '2026-03-01',
    resolution: 'r',
    today: TODAY,
  });
  return s.state();
}
