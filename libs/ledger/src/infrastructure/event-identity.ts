import type { AccountCommand } from '@ledger/domain';
import type { ExpectedRevision } from '@ledger/event-store';
import { uuidV5 } from './uuid-v5';

/**
 * What makes a command unique, and so the ids of the events it decides (C8):
 * its kind and the caller's id for what it creates (a payment's, a bill's),
 * or null for a fact that has none (a reading, a unit's status, a run's
 * accruals). Never the events' content: the same command sent again is a
 * replay, a new command that repeats an old value is a new fact.
 */
export interface CommandIdentity {
  readonly kind: string;
  readonly callerId: string | null;
}

/**
 * An event's id. With a caller's id: a UUID v5 of the stream, the command's
 * kind, that id and the event's index in the decision (the same at every
 * retry, whatever the stream's revision). Without one: of the stream, the
 * kind, the expected revision the decision was made on and the index, so the
 * store takes a retried append of the same decision for what it is, and the
 * same value stated again later, at another revision, for a new fact.
 */
export function eventIdOf(
  streamId: string,
  identity: CommandIdentity,
  expected: ExpectedRevision,
  index: number,
): string {
  const name =
    identity.callerId !== null
      ? ['command', streamId, identity.kind, identity.callerId, index]
      : ['fact', streamId, identity.kind, `@${String(expected)}`, index];
  return uuidV5(name.join('\u0000'));
}

/** A command's own `kind`, with no caller's id: its events' ids come from the stream's revision. */
export function factIdentity(command: unknown): CommandIdentity {
  const kind = (command as { kind?: unknown } | null)?.kind;
  return { kind: typeof kind === 'string' ? kind : 'command', callerId: null };
}

type CallerIds = {
  readonly [K in AccountCommand['kind']]: (
    command: Extract<AccountCommand, { kind: K }>,
  ) => string | null;
};

/** C8: the caller's id each account command carries for what it creates (null: a fact without one). */
const ACCOUNT_CALLER_IDS: CallerIds = {
  OpenAccount: (c) => c.accountId,
  RecordWaterUsage: () => null,
  RenderBill: (c) => c.billId,
  VoidBill: (c) => c.voidId,
  // C11: the void (if any) and the replacement decided together, named by both ids
  CorrectBill: (c) => `${c.void?.voidId ?? ''}+${c.replacement.billId}`,
  // C8/C12: the items the old system named: the same items again make the same event ids
  ConvertOpenItems: (c) =>
    `${c.source}:${c.items.map((i) => (i.kind === 'bill' ? i.billId : i.creditId)).join(',')}`,
  ReceivePayment: (c) => c.paymentId,
  ReversePayment: (c) => c.paymentId,
  ReconcileAccountPenalties: () => null,
  FileUtilizationForm: (c) => c.formId,
  FileAdjustmentApplication: (c) => c.applicationId,
  GrantAdjustment: (c) => c.applicationId,
  DenyAdjustment: (c) => c.applicationId,
  IssueRefund: (c) => c.refundId,
  WaivePenalties: (c) => c.waiverId,
  ChangeUnitStatus: () => null,
  RecordWaterTurnOn: (c) => c.turnOnId,
  RecordOccupancyFinding: (c) => c.findingId,
  LevyLien: (c) => c.statementId,
  ChangeOwner: (c) => c.ownerChangeId,
  ReclassifyAccount: (c) => c.reclassificationId,
  ListForTaxSale: (c) => c.taxSaleId,
};

export function accountCommandIdentity(command: AccountCommand): CommandIdentity {
  const callerId = (ACCOUNT_CALLER_IDS[command.kind] as (c: AccountCommand) => string | null)(
    command,
  );
  return { kind: command.kind, callerId };
}

/** A command of a stream named for the caller's id (a bill run's, a statement's): that id. */
export function callerIdentity<C extends { readonly kind: string }>(
  callerId: (command: C) => string | null,
): (command: C) => CommandIdentity {
  return (command) => ({ kind: command.kind, callerId: callerId(command) });
}
