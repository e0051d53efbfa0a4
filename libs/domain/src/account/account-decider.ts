import { conflict, invalid, notFound, ruleViolation } from '../errors/domain-error';
import type { Decider } from '../events/event';
import { alreadyRecorded, repeated, sameFields } from '../events/idempotency';
import { dollars, formatAmount, MAX_AMOUNT, parseAmount, sum, ZERO } from '../money/money';
import { refuseDayToCome } from '../dates/day-to-come';
import { reconcilePenalties } from '../ledger/penalty-reconciliation';
import { positionAsOf } from '../ledger/balance';
import { paymentMethodsOf } from './payment-methods';
import { DEFAULT_WATER_SOURCE } from './water-sources';
import { requireChapter, tariffOf } from '../tariffs/registry';
import { invariant } from '../errors/invariant';
import type { AdjustmentsChapter } from '../tariffs/tariff';
import type {
  AccountCommand,
  ChangeOwner,
  ChangeUnitStatus,
  CorrectBill,
  OpenAccount,
  ReceivePayment,
  RecordOccupancyFinding,
  RecordWaterTurnOn,
  ReclassifyAccount,
  RecordWaterUsage,
  RenderBill,
  ReversePayment,
} from './account-commands';
import { splitReplacement, voidBill, voidedBillReplaced } from './bill-corrections';
import { convertOpenItems } from './opening-balances';
import type {
  AccountEvent,
  AccountOpened,
  BillRendered,
  AccountReclassified,
  OwnerChanged,
  PaymentReceived,
  PaymentReversed,
  WaterUsageRecorded,
} from './account-events';
import { accountOn, propertyClassOn } from './account-on';
import {
  AccountState,
  evolveAccount,
  evolveAccountAll,
  initialAccountState,
} from './account-state';
import { waivePenalties } from './penalty-waivers';
import { levyLien } from './lien-decisions';
import { factDate, requireBill, requireOpen } from './guards';
import { unitStatusInForce } from './unit-status';

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
    units: command.units,
    // Q1: only where the municipality has districts (earlier accounts' data stays as it was)
    ...(command.district != null ? { district: command.district } : {}),
  };
  if (alreadyRecorded(state.opened?.data, data, `account ${command.accountId}`)) return [];
  tariffOf(command.municipality).checkAccount(command);
  if (command.openedOn > command.today)
    throw ruleViolation(
      'C10',
      `an account cannot be opened on ${command.openedOn}, a day that has not come (today is ${command.today})`,
    );
  return [{ type: 'AccountOpened', schemaVersion: 2, effectiveDate: command.openedOn, data }];
}

/** A billing period named as its kind names it in a refusal ("fiscal year 2024", "quarter 2021-Q2"). */
const PERIOD_WORDS = { 'fiscal-year': 'fiscal year', semiannual: 'period', quarterly: 'quarter' };

function recordWaterUsage(command: RecordWaterUsage, state: AccountState): AccountEvent[] {
  const account = accountOn(state, command.readOn);
  factDate(state, command.readOn, command.today, 'a reading dated');
  const tariff = tariffOf(account.municipality);
  const { fiscalYear } = tariff.checkUsage(account, command);
  const data: WaterUsageRecorded['data'] = {
    accountId: account.accountId,
    period: command.period,
    fiscalYear,
    totalGallons: command.totalGallons,
    meteredNonDischargedGallons: command.meteredNonDischargedGallons,
    source: command.source ?? DEFAULT_WATER_SOURCE,
    estimated: command.estimated ?? false,
  };
  const current = state.readings.get(command.period)?.get(data.source);
  // C8: a reading has no id of its own; the source's current reading stated again (same figures,
  // same date) changes nothing (a no-op). Any other is a new fact, even a value stated before.
  if (
    current &&
    current.effectiveDate === command.readOn &&
    JSON.stringify(current.data) === JSON.stringify(data)
  )
    return [];
  // C10: no fact about a period that ended before the account was opened (its reading may be
  // dated later); after C8, so a reading recorded before this rule, sent again, is still a no-op
  const periodEnd = tariff.periods.end(command.period);
  const openedOn = state.opened!.effectiveDate;
  if (periodEnd < openedOn)
    throw ruleViolation(
      'C10',
      `a reading for ${PERIOD_WORDS[tariff.periods.kind]} ${command.period}, which ended on ${periodEnd}, is before the account was opened (${openedOn})`,
    );
  const billId = state.billByPeriod.get(command.period);
  // N3/C11: an actual reading of a source the bill estimated is accepted after billing (it may
  // contradict the bill, to be corrected by void and replace); any other reading is refused (N6).
  const estimatedOnBill = billId
    ? state.billUsage.get(billId)?.estimated.some((e) => e.source === data.source)
    : false;
  if (billId && !(estimatedOnBill && !data.estimated)) {
    throw ruleViolation(
      'N6',
      `period ${command.period} is already billed (bill ${billId}); a usage correction after billing is an adjustment granted by the Board`,
    );
  }
  return [{ type: 'WaterUsageRecorded', schemaVersion: 3, effectiveDate: command.readOn, data }];
}

function renderBill(command: RenderBill, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const existing = state.bills.get(command.billId);
  // C11: a replacement carries the voided bill's date, so its repeat is known by what it replaces
  const asStated = command.replaces
    ? {
        period: command.period,
        replaces: command.replaces,
        // C8: a replacement stated on another day is another request (one recorded before the day was kept matches any)
        ...(existing?.data.correctedOn !== undefined ? { correctedOn: command.billDate } : {}),
      }
    : { period: command.period, billDate: command.billDate };
  if (
    repeated(
      existing?.data,
      (d) => sameFields(d, asStated),
      (d) => `bill ${command.billId} already exists for period ${d.period} dated ${d.billDate}`,
    )
  )
    return [];
  const billed = state.billByPeriod.get(command.period);
  if (billed)
    throw ruleViolation(
      tariffOf(account.municipality).duplicateBillRule,
      `period ${command.period} is already billed (bill ${billed}): one bill per billing period`,
    );
  const voided = command.replaces ? voidedBillReplaced(command, state) : null;
  const rendered = (billId: string, billDate: string, supplemental = false) =>
    checkedBill(
      // N12/C9: the bill is rendered for the account as it stood on the bill date (the tariff's own rules first: N1, W1, Q2)
      tariffOf(account.municipality).renderBill(accountOn(state, billDate), state, {
        ...command,
        billId,
        billDate,
        supplemental,
      }),
      account.openedOn,
    );
  const data = rendered(command.billId, voided?.billDate ?? command.billDate);
  const bills = voided
    ? splitReplacement(
        voided,
        { ...data, correctedOn: command.billDate },
        (id) => rendered(id, command.billDate, true),
        `${command.billId}-S`,
      )
    : [data];
  return bills.map((d) => ({
    type: 'BillRendered',
    schemaVersion: 2,
    effectiveDate: d.billDate,
    data: d,
  }));
}

/**
 * C11: the void, the corrected reading (N3), then the replacement, each
 * decided on the account as those before it leave it: all of them, or a
 * refusal and nothing. A reading is recorded only on a voided bill's period
 * (before the void, the period is billed: N6 refuses it).
 */
function correctBill(command: CorrectBill, state: AccountState): AccountEvent[] {
  // the decision's own recorded time is not known yet: each step is decided as of the account's last fact
  const recordedAt = state.history.at(-1)?.recordedAt ?? new Date(0).toISOString();
  const decided: AccountEvent[] = [];
  let now = state;
  const then = (events: AccountEvent[]) => {
    decided.push(...events);
    now = events.reduce((s, e) => evolveAccount(s, { ...e, recordedAt }), now);
  };
  const { replaces, today } = command;
  if (command.void)
    then(voidBill({ kind: 'VoidBill', ...command.void, billId: replaces, today }, now));
  // C8: the correction made already (its replacement rendered): a repeat, whose reading is not recorded
  // again, even where the period was read or corrected since (the replacement's own repeat answers it)
  const repeat = now.bills.get(command.replacement.billId)?.data.replaces === replaces;
  if (command.reading && repeat) refuseAnotherReading(command, now);
  if (command.reading && !repeat) {
    requireBill(now, replaces);
    if (!now.voids.has(replaces))
      throw ruleViolation(
        'C11',
        `bill ${replaces} is not voided: its period's corrected reading is recorded with its void or after it`,
      );
    const period = command.replacement.period;
    then(recordWaterUsage({ kind: 'RecordWaterUsage', ...command.reading, period, today }, now));
  }
  then(renderBill({ kind: 'RenderBill', ...command.replacement, replaces }, now));
  return decided;
}

/**
 * C8: a correction sent again with another reading than the one its
 * replacement was rendered on is another request under the same ids (409),
 * not a reading after billing (N6). Where the source was read again since,
 * the repeat is answered as the correction stands.
 */
function refuseAnotherReading(command: CorrectBill, state: AccountState): void {
  const reading = command.reading!;
  const { billId, period } = command.replacement;
  const bill = state.bills.get(billId)!;
  const source = reading.source ?? DEFAULT_WATER_SOURCE;
  const current = state.readings.get(period)?.get(source);
  if (current && current.recordedAt > bill.recordedAt) return;
  const same =
    current !== undefined &&
    current.effectiveDate === reading.readOn &&
    current.data.totalGallons === reading.totalGallons &&
    current.data.meteredNonDischargedGallons === reading.meteredNonDischargedGallons &&
    current.data.estimated === (reading.estimated ?? false);
  if (!same)
    throw conflict(
      'C8',
      `bill ${billId} replaced bill ${command.replaces} on ${current ? `the ${source} reading of ${current.data.totalGallons} gallons read on ${current.effectiveDate}` : `no ${source} reading`}: a correction on another reading is a new one (void bill ${billId} and replace it)`,
    );
}

/** A rendered bill's own checks: not before the account (C10), its lines its rent and charges, a plausible amount. */
function checkedBill(data: BillRendered['data'], openedOn: string): BillRendered['data'] {
  if (data.billDate < openedOn)
    throw ruleViolation(
      'C10',
      `a bill dated ${data.billDate} is before the account was opened (${openedOn})`,
    );
  const lines = sum(data.lines.map((l) => parseAmount(l.amount)));
  invariant(
    lines.equals(parseAmount(data.rent).plus(parseAmount(data.charges))),
    () =>
      `bill ${data.billId}: its lines sum to ${formatAmount(lines)}, not rent ${data.rent} + charges ${data.charges}`,
  );
  if (parseAmount(data.rent).plus(parseAmount(data.charges)).gt(MAX_AMOUNT))
    throw ruleViolation(
      'C10',
      `a bill of ${dollars(data.rent)} rent and ${dollars(data.charges)} charges is more than ${dollars(formatAmount(MAX_AMOUNT))}: check the usage and the rates`,
    );
  return data;
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
  if (
    alreadyRecorded(
      state.payments.get(command.paymentId)?.received.data,
      data,
      `payment ${command.paymentId}`,
    )
  )
    return [];
  const tariff = tariffOf(account.municipality);
  const methods = paymentMethodsOf(tariff);
  if (command.method !== null && !methods.includes(command.method))
    throw invalid(
      'method',
      `The ${tariff.displayName} takes payments by ${methods.slice(0, -1).join(', ')} or ${methods[methods.length - 1]}; ${JSON.stringify(command.method)} is not one of them.`,
    );
  if (parseAmount(command.amount).isZero())
    throw ruleViolation('C1', 'a payment must be greater than zero');
  factDate(state, command.receivedOn, command.today, 'a payment received on');
  assertNotOnlyLevied(state, command.receivedOn);
  return [{ type: 'PaymentReceived', schemaVersion: 1, effectiveDate: command.receivedOn, data }];
}

/** N9: once levied, arrears are collected as taxes: a payment that could only pay levied bills is refused. */
function assertNotOnlyLevied(state: AccountState, receivedOn: string): void {
  const levies = [...state.levies.values()].filter((l) => l.data.leviedOn <= receivedOn);
  if (levies.length === 0) return;
  const position = positionAsOf(state, receivedOn);
  const open = position.bills.reduce(
    (s, b) =>
      s
        .plus(b.rent.unpaid)
        .plus(b.penalties.reduce((p, c) => p.plus(c.unpaid), ZERO))
        .plus(b.charges.reduce((p, c) => p.plus(c.unpaid), ZERO)),
    ZERO,
  );
  if (open.isZero()) {
    const bills = [...new Set(levies.flatMap((l) => l.data.bills.map((b) => b.billId)))].join(', ');
    const years = [...new Set(levies.map((l) => l.data.taxYear))].sort((a, b) => a - b);
    throw ruleViolation(
      'N9',
      `the arrears of bill(s) ${bills} were levied on the ${years.join(' and ')} tax roll${years.length > 1 ? 's' : ''} and are paid to the tax collector with the taxes, not here; nothing else is open on the account`,
    );
  }
}

function reversePayment(command: ReversePayment, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const payment = state.payments.get(command.paymentId);
  if (!payment)
    throw notFound(`payment ${command.paymentId} not found on account ${account.accountId}`);
  if (
    repeated(
      payment.reversal?.data,
      (d) => sameFields(d, { reversedOn: command.reversedOn, reason: command.reason }),
      (d) => `payment ${command.paymentId} was already reversed on ${d.reversedOn}`,
    )
  )
    return [];
  factDate(state, command.reversedOn, command.today, 'a reversal dated');
  if (command.reversedOn < payment.received.data.receivedOn) {
    throw ruleViolation(
      'C4',
      `a payment cannot be reversed (${command.reversedOn}) before it was received (${payment.received.data.receivedOn})`,
    );
  }
  const data: PaymentReversed['data'] = {
    accountId: account.accountId,
    paymentId: command.paymentId,
    amount: payment.received.data.amount,
    reversedOn: command.reversedOn,
    reason: command.reason,
  };
  // C4: recorded when learned, effective on the payment's own date: it counts as never received.
  return [
    {
      type: 'PaymentReversed',
      schemaVersion: 1,
      effectiveDate: payment.received.data.receivedOn,
      data,
    },
  ];
}

/** W2 building and unit facts, and the charges they bring to a bill already rendered. */
function unitFact(
  command: ChangeUnitStatus | RecordWaterTurnOn | RecordOccupancyFinding,
  state: AccountState,
): AccountEvent[] {
  const account = requireOpen(state).data;
  requireChapter(
    account.municipality,
    'unit-facts',
    'unit statuses, water turn-ons and occupancy findings',
  );
  if (account.propertyClass !== 'residential')
    throw ruleViolation(
      'W2',
      'unit statuses, water turn-ons and occupancy findings apply to residential properties',
    );
  let fact: AccountEvent;
  switch (command.kind) {
    case 'ChangeUnitStatus': {
      // C8: a status has no id of its own; the same status from the same day as the one in
      // force then changes nothing (a no-op). Any other is a new fact, even one stated before.
      const inForce = unitStatusInForce(state, command.unit, command.effectiveOn);
      const same = { status: command.status, effectiveOn: command.effectiveOn };
      if (inForce && sameFields(inForce.data, same)) return [];
      factDate(state, command.effectiveOn, command.today, 'a status change on');
      fact = {
        type: 'UnitStatusChanged',
        schemaVersion: 1,
        effectiveDate: command.effectiveOn,
        data: {
          accountId: account.accountId,
          unit: command.unit,
          status: command.status,
          effectiveOn: command.effectiveOn,
        },
      };
      break;
    }
    case 'RecordWaterTurnOn': {
      const data = {
        accountId: account.accountId,
        turnOnId: command.turnOnId,
        turnedOnOn: command.turnedOnOn,
        by: command.by,
      };
      if (
        alreadyRecorded(
          state.turnOns.get(command.turnOnId)?.data,
          data,
          `turn-on ${command.turnOnId}`,
        )
      )
        return [];
      factDate(state, command.turnedOnOn, command.today, 'a turn-on on');
      fact = { type: 'WaterTurnedOn', schemaVersion: 1, effectiveDate: command.turnedOnOn, data };
      break;
    }
    case 'RecordOccupancyFinding': {
      const data = {
        accountId: account.accountId,
        findingId: command.findingId,
        unit: command.unit,
        foundOn: command.foundOn,
      };
      if (
        alreadyRecorded(
          state.findings.get(command.findingId)?.data,
          data,
          `finding ${command.findingId}`,
        )
      )
        return [];
      factDate(state, command.foundOn, command.today, 'a finding on');
      fact = { type: 'OccupancyFound', schemaVersion: 1, effectiveDate: command.foundOn, data };
      break;
    }
  }
  if (command.kind !== 'RecordWaterTurnOn') {
    const unit = (fact.data as { unit: string }).unit;
    if (!/^[1-9]\d*$/.test(unit) || Number(unit) > (account.units ?? 0))
      throw ruleViolation(
        'W2',
        `unit ${unit} is not one of the account's ${account.units ?? 0} units (named "1".."n")`,
      );
  }
  return [fact, ...tariffOf(account.municipality).assessAfterBilling(state, fact)];
}

/** C9: the property changed hands; the account, its arrears and its lien stay with the parcel. */
function changeOwner(command: ChangeOwner, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const data: OwnerChanged['data'] = {
    accountId: account.accountId,
    ownerChangeId: command.ownerChangeId,
    owner: { name: command.owner.name, mailingAddress: command.owner.mailingAddress },
    effectiveOn: command.effectiveOn,
    deedReference: command.deedReference,
  };
  if (
    alreadyRecorded(
      state.ownerChanges.get(command.ownerChangeId)?.data,
      data,
      `owner change ${command.ownerChangeId}`,
    )
  )
    return [];
  factDate(state, command.effectiveOn, command.today, 'an owner change effective');
  return [{ type: 'OwnerChanged', schemaVersion: 1, effectiveDate: command.effectiveOn, data }];
}

/** N12: the Assessor's classification from a date; the tariff says which classes it knows. */
function reclassify(command: ReclassifyAccount, state: AccountState): AccountEvent[] {
  const opened = requireOpen(state).data;
  const existing = state.reclassifications.get(command.reclassificationId);
  if (
    repeated(
      existing?.data,
      (d) =>
        sameFields(d, {
          propertyClass: command.propertyClass,
          effectiveOn: command.effectiveOn,
          reason: command.reason,
        }),
      () =>
        `reclassification ${command.reclassificationId} was already recorded with different details`,
    )
  )
    return [];
  factDate(state, command.effectiveOn, command.today, 'a change of use effective');
  const previousClass = propertyClassOn(state, command.effectiveOn);
  if (previousClass === command.propertyClass)
    throw ruleViolation(
      'N12',
      `the account is already ${command.propertyClass} on ${command.effectiveOn}`,
    );
  tariffOf(opened.municipality).checkAccount({
    ...opened,
    kind: 'OpenAccount',
    propertyClass: command.propertyClass,
    today: command.today,
  });
  const data: AccountReclassified['data'] = {
    accountId: opened.accountId,
    reclassificationId: command.reclassificationId,
    previousClass,
    propertyClass: command.propertyClass,
    effectiveOn: command.effectiveOn,
    reason: command.reason,
  };
  return [
    { type: 'AccountReclassified', schemaVersion: 1, effectiveDate: command.effectiveOn, data },
  ];
}

/** N6/N7 are the law of a municipality whose tariff has the chapter (Northport's); elsewhere refused naming the rule (422). */
function adjustmentsChapter(state: AccountState, what: string): AdjustmentsChapter {
  const { municipality } = requireOpen(state).data;
  requireChapter(municipality, 'adjustments-and-refunds', what);
  return tariffOf(municipality).adjustments!;
}

function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.kind) {
    case 'OpenAccount':
      return openAccount(command, state);
    case 'RecordWaterUsage':
      return recordWaterUsage(command, state);
    case 'RenderBill':
      return renderBill(command, state);
    case 'VoidBill':
      return voidBill(command, state);
    case 'CorrectBill':
      return correctBill(command, state);
    case 'ConvertOpenItems':
      return convertOpenItems(command, state);
    case 'ReceivePayment':
      return receivePayment(command, state);
    case 'ReversePayment':
      return reversePayment(command, state);
    case 'ReconcileAccountPenalties':
      requireOpen(state);
      // C7: the same refusal the run makes on the command, before any account is read
      refuseDayToCome(command.through, command.today, 'a penalty run through', 'C7');
      return [
        ...reconcilePenalties(state, command.through),
        ...(tariffOf(state.opened!.data.municipality).forms?.reconcile(
          state,
          command.through,
          command.formRequirements ?? [],
        ) ?? []),
      ];
    case 'FileAdjustmentApplication':
      return adjustmentsChapter(state, 'an adjustment application').file(command, state);
    case 'GrantAdjustment':
      return adjustmentsChapter(state, 'an adjustment').grant(command, state);
    case 'DenyAdjustment':
      return adjustmentsChapter(state, 'an adjustment').deny(command, state);
    case 'IssueRefund':
      return adjustmentsChapter(state, 'a refund with interest').refund(command, state);
    case 'WaivePenalties':
      return waivePenalties(command, state);
    case 'ChangeUnitStatus':
    case 'RecordWaterTurnOn':
    case 'RecordOccupancyFinding':
      return unitFact(command, state);
    case 'LevyLien':
      return levyLien(command, state);
    case 'ChangeOwner':
      return changeOwner(command, state);
    case 'ReclassifyAccount':
      return reclassify(command, state);
    case 'FileUtilizationForm': {
      const { municipality } = requireOpen(state).data;
      requireChapter(municipality, 'utilization-forms', 'a utilization form');
      return tariffOf(municipality).forms!.file(command, state);
    }
    case 'ListForTaxSale': {
      const { municipality } = requireOpen(state).data;
      requireChapter(municipality, 'tax-sale', 'a tax sale');
      return tariffOf(municipality).taxSale!.list(command, state);
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as AccountCommand).kind}`);
    }
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: decideAccount,
  evolve: evolveAccount,
  evolveAll: evolveAccountAll,
  initialState: initialAccountState,
};
