import type { AccountCommand } from '@ledger/domain';

/** A Northport residential account opened on 2025-06-01 (the specs' plain account). */
export const openAccountCommand = (accountId: string, today = '2026-01-15'): AccountCommand => ({
  kind: 'OpenAccount',
  accountId,
  municipality: 'northport',
  parcelId: `P-${accountId}`,
  propertyClass: 'residential',
  location: 'inside',
  exemption: null,
  owner: { name: `Owner ${accountId}`, mailingAddress: '1 Main St' },
  openedOn: '2025-06-01',
  units: null,
  today,
});

/** A payment received on 2025-11-01, with no method or reference. */
export const paymentCommand = (
  paymentId: string,
  amount: string,
  today = '2026-01-15',
): AccountCommand => ({
  kind: 'ReceivePayment',
  paymentId,
  amount,
  receivedOn: '2025-11-01',
  method: null,
  reference: null,
  today,
});
