import { conflict, notFound, ruleViolation } from '../errors/domain-error';
import type { Decider } from '../events/event';
import { parseAmount } from '../money/money';
import { assertBillDateAllowed } from '../northport/fiscal-year';
import { dueDate } from '../northport/penalty-schedule';
import { NORTHPORT_TARIFF_VERSION, northportRent } from '../northport/tariff';
import { reconcilePenalties } from '../ledger/penalty-reconciliation';
import type { AccountCommand, OpenAccount, ReceivePayment, RecordWaterUsage, RenderBill, ReversePayment } from './account-commands';
import type { AccountEvent, AccountOpened, BillRendered, PaymentReceived, PaymentReversed, WaterUsageRecorded } from './account-events';
import { AccountState, evolveAccount, initialAccountState } from './account-state';
import { denyAdjustment, fileAdjustmentApplication, grantAdjustment, issueRefund, waivePenalties } from './adjustment-decisions';

function requireOpen(state: AccountState): AccountOpened {
  if (!state.opened) throw notFound('account not found');
  return state.opened;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function openAccount(command: OpenAccount, state: AccountState): AccountEvent[] {
  const data: AccountOpened['data'] = {
    accountId: command.accountId,
    municipality: command.municipality,
    parcelId: command.parcelId,
    propertyClass: command.propertyClass,
    location: command.location,
    exemption: command.exemption,
    owner: { name: command.owner.name, mailingAddress: command.owner.mailingAddress },
    openedOn: command.openedOn,
  };
  if (state.opened) {
    // C8: the same id with the same content is a no-op; different content is a conflict.
    if (sameJson(state.opened.data, data)) return [];
    throw conflict('C8', `account ${command.accountId} already exists with different details`);
  }
  return [{ type: 'AccountOpened', schemaVersion: 1, effectiveDate: command.openedOn, data }];
}

function recordWaterUsage(command: RecordWaterUsage, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  if (command.meteredNonDischargedGallons !== null && account.propertyClass !== 'commercial') {
    throw ruleViolation('N3', 'a non-discharge meter reading applies to commercial properties only; residential usage is reduced by 10%');
  }
  if (command.meteredNonDischargedGallons !== null && command.meteredNonDischargedGallons > command.totalGallons) {
    throw ruleViolation('N3', 'the metered non-discharged volume cannot exceed the total water delivered');
  }
  const data: WaterUsageRecorded['data'] = {
    accountId: account.accountId,
    fiscalYear: command.fiscalYear,
    totalGallons: command.totalGallons,
    meteredNonDischargedGallons: command.meteredNonDischargedGallons,
  };
  const current = state.usage.get(command.fiscalYear);
  if (current && sameJson(current.data, data)) return [];
  const billId = state.billByFiscalYear.get(command.fiscalYear);
  if (billId) {
    throw ruleViolation('N6', `fiscal year ${command.fiscalYear} is already billed (bill ${billId}); a usage correction after billing is an adjustment granted by the Board`);
  }
  return [{ type: 'WaterUsageRecorded', schemaVersion: 1, effectiveDate: command.readOn, data }];
}

function renderBill(command: RenderBill, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const existing = state.bills.get(command.billId);
  if (existing) {
    if (existing.data.fiscalYear === command.fiscalYear && existing.data.billDate === command.billDate) return [];
    throw conflict('C8', `bill ${command.billId} already exists for fiscal year ${existing.data.fiscalYear} dated ${existing.data.billDate}`);
  }
  assertBillDateAllowed(command.fiscalYear, command.billDate);
  if (account.exemption === 'village-owned') throw ruleViolation('N2', 'village-owned properties are exempt from sewer rents (§ 239-32 I)');
  if (account.location === 'outside') {
    throw ruleViolation('N2', 'properties outside the village are billed under their agreements, not sewer rents (§ 239-32 J)');
  }
  const billed = state.billByFiscalYear.get(command.fiscalYear);
  if (billed) throw ruleViolation('N1', `sewer rents are billed annually: fiscal year ${command.fiscalYear} is already billed (bill ${billed})`);
  const usage = state.usage.get(command.fiscalYear);
  if (!usage) throw ruleViolation('N3', `no water usage recorded for fiscal year ${command.fiscalYear}`);
  if (!command.rate) throw ruleViolation('N5', `no rate adopted for fiscal year ${command.fiscalYear}`);
  if (command.rate.adoptedOn > command.billDate) {
    throw ruleViolation('N5', `the rate for fiscal year ${command.fiscalYear} was adopted on ${command.rate.adoptedOn}, after the bill date ${command.billDate}`);
  }
  const { billableGallons, lines, rent } = northportRent(account.propertyClass, usage.data, command.rate.ratePer1000Gallons);
  // Assertion: a bill's lines sum to its rent.
  if (!lines.reduce((s, l) => s.plus(parseAmount(l.amount)), parseAmount('0.00')).equals(rent)) throw new Error('bill lines do not sum to the rent');
  const data: BillRendered['data'] = {
    accountId: account.accountId,
    billId: command.billId,
    billRunId: command.billRunId,
    fiscalYear: command.fiscalYear,
    billDate: command.billDate,
    dueDate: dueDate(command.billDate),
    deliveredGallons: usage.data.totalGallons,
    billableGallons: billableGallons.toString(),
    ratePer1000Gallons: lines[0].rate,
    lines,
    rent: lines[0].amount,
    tariff: NORTHPORT_TARIFF_VERSION,
  };
  return [{ type: 'BillRendered', schemaVersion: 1, effectiveDate: command.billDate, data }];
}

function receivePayment(command: ReceivePayment, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const data: PaymentReceived['data'] = {
    accountId: account.accountId,
    paymentId: command.paymentId,
    amount: command.amount,
    receivedOn: command.receivedOn,
    method: command.method,
    reference: command.reference,
  };
  const existing = state.payments.get(command.paymentId);
  if (existing) {
    if (sameJson(existing.received.data, data)) return [];
    throw conflict('C8', `payment ${command.paymentId} was already received with different details`);
  }
  if (parseAmount(command.amount).isZero()) throw ruleViolation('C1', 'a payment must be greater than zero');
  if (command.receivedOn > command.today) throw ruleViolation('C3', `a payment cannot be received on ${command.receivedOn}, a day that has not come (today is ${command.today})`);
  return [{ type: 'PaymentReceived', schemaVersion: 1, effectiveDate: command.receivedOn, data }];
}

function reversePayment(command: ReversePayment, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const payment = state.payments.get(command.paymentId);
  if (!payment) throw notFound(`payment ${command.paymentId} not found on account ${account.accountId}`);
  if (payment.reversal) {
    if (payment.reversal.data.reversedOn === command.reversedOn && payment.reversal.data.reason === command.reason) return [];
    throw conflict('C8', `payment ${command.paymentId} was already reversed on ${payment.reversal.data.reversedOn}`);
  }
  if (command.reversedOn > command.today) throw ruleViolation('C3', `a reversal cannot be dated ${command.reversedOn}, a day that has not come (today is ${command.today})`);
  if (command.reversedOn < payment.received.data.receivedOn) {
    throw ruleViolation('C4', `a payment cannot be reversed (${command.reversedOn}) before it was received (${payment.received.data.receivedOn})`);
  }
  const data: PaymentReversed['data'] = {
    accountId: account.accountId,
    paymentId: command.paymentId,
    amount: payment.received.data.amount,
    reversedOn: command.reversedOn,
    reason: command.reason,
  };
  // C4: recorded when learned, effective on the payment's own date: it counts as never received.
  return [{ type: 'PaymentReversed', schemaVersion: 1, effectiveDate: payment.received.data.receivedOn, data }];
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.kind) {
    case 'OpenAccount':
      return openAccount(command, state);
    case 'RecordWaterUsage':
      return recordWaterUsage(command, state);
    case 'RenderBill':
      return renderBill(command, state);
    case 'ReceivePayment':
      return receivePayment(command, state);
    case 'ReversePayment':
      return reversePayment(command, state);
    case 'ReconcileAccountPenalties':
      requireOpen(state);
      if (command.through > command.today) {
        throw ruleViolation('C7', `a penalty run through ${command.through} would book penalties for days that have not come (today is ${command.today})`);
      }
      return reconcilePenalties(state, command.through);
    case 'FileAdjustmentApplication':
      return fileAdjustmentApplication(command, state);
    case 'GrantAdjustment':
      return grantAdjustment(command, state);
    case 'DenyAdjustment':
      return denyAdjustment(command, state);
    case 'IssueRefund':
      return issueRefund(command, state);
    case 'WaivePenalties':
      return waivePenalties(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as AccountCommand).kind}`);
    }
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: decideAccount,
  evolve: evolveAccount,
  initialState: initialAccountState,
};
