import { carryingBillOf } from '../../account/bill-chain';
import { carriedCredit } from '../../account/carried-credit';
import { conflict, notFound, ruleViolation } from '../../errors/domain-error';
import { invariant } from '../../errors/invariant';
import { Decimal, dollars, formatAmount, parseAmount, sum, ZERO } from '../../money/money';
import { positionAsOf } from '../../ledger/balance';
import {
  daysLate,
  REFUND_INTEREST_RATE_TEXT,
  refundDeadline,
  refundInterest,
} from './refund-interest';
import { rentFor } from './tariff';
import type {
  DenyAdjustment,
  FileAdjustmentApplication,
  GrantAdjustment,
  IssueRefund,
} from '../../account/account-commands';
import type { AdjustmentsChapter } from '../../tariffs/tariff';
import type { Recorded } from '../../events/event';
import type { AccountEvent, AdjustmentGranted, BillRendered } from '../../account/account-events';
import type { AccountState, ApplicationRecord } from '../../account/account-state';
import { factDate, requireBill, requireOpen } from '../../account/guards';
import { alreadyRecorded, repeated, sameFields } from '../../events/idempotency';

const requireAccountId = (state: AccountState): string => requireOpen(state).data.accountId;

function requireApplication(state: AccountState, applicationId: string): ApplicationRecord {
  const application = state.applications.get(applicationId);
  if (!application) throw notFound(`adjustment application ${applicationId} not found`);
  return application;
}

/** N6: an owner files an application for an adjustment of a bill; filing does not relieve timely payment. */
function fileAdjustmentApplication(
  command: FileAdjustmentApplication,
  state: AccountState,
): AccountEvent[] {
  const accountId = requireAccountId(state);
  const data = {
    accountId,
    applicationId: command.applicationId,
    billId: command.billId,
    filedOn: command.filedOn,
    claim: command.claim,
  };
  if (
    alreadyRecorded(
      state.applications.get(command.applicationId)?.filed.data,
      data,
      `adjustment application ${command.applicationId}`,
    )
  )
    return [];
  const bill = requireBill(state, command.billId);
  factDate(state, command.filedOn, command.today, 'an application filed on');
  // C11 x N6: a bill voided and not replaced owes no rent: nothing the Board could grant on it
  const carrying = carryingBillOf(state, command.billId);
  const voided = state.voids.get(carrying)?.data;
  if (voided && voided.voidedOn <= command.filedOn)
    throw ruleViolation(
      'C11',
      `bill ${carrying} was voided on ${voided.voidedOn} and no rent is owed on it to adjust; file the application on its replacement once it is rendered`,
    );
  if (command.filedOn < bill.data.billDate)
    throw ruleViolation(
      'N6',
      `an application for bill ${command.billId} cannot be filed (${command.filedOn}) before the bill date (${bill.data.billDate})`,
    );
  return [
    { type: 'AdjustmentApplicationFiled', schemaVersion: 1, effectiveDate: command.filedOn, data },
  ];
}

function assertUndecided(application: ApplicationRecord, applicationId: string): void {
  if (application.granted)
    throw conflict(
      'N6',
      `adjustment application ${applicationId} was already granted on ${application.granted.data.grantedOn}`,
    );
  if (application.denied)
    throw conflict(
      'N6',
      `adjustment application ${applicationId} was already denied on ${application.denied.data.deniedOn}`,
    );
}

/** Credits already granted against a bill (a bill cannot be credited below zero). */
/** N6: the credits granted on a bill's rent, those granted on a bill it replaced included as far as they carry (C11 x N6). */
function creditedOn(state: AccountState, billId: string): Decimal {
  return sum(
    [...state.applications.values()]
      .filter((a) => a.granted && carryingBillOf(state, a.filed.data.billId) === billId)
      .map((a) => carriedCredit(state, a.granted!.data, billId)),
  );
}

/**
 * N6: the Board grants an adjustment: a credit against the bill's rent,
 * booked on the grant date (history before it is not restated). It first
 * reduces the bill's unpaid rent; then, on a levied bill (N9), the rent still
 * on the tax roll: a correction of the roll owed to be certified to the tax
 * collector (credit - appliedToRent - refundDue), never cash; the rest is
 * rent already paid to the sewer account, now a refund obligation due by
 * application date + 90 days. The credit is the fact; the
 * event's `appliedToRent`/`refundDue` are the split as known at the grant: the
 * ledger derives the split again at every query (ledger fold), so a backdated
 * payment or a returned check re-flows it.
 */
function grantAdjustment(command: GrantAdjustment, state: AccountState): AccountEvent[] {
  const accountId = requireAccountId(state);
  const application = requireApplication(state, command.applicationId);
  if (application.granted && sameGrant(application.granted.data, command)) return [];
  assertUndecided(application, command.applicationId);
  factDate(state, command.grantedOn, command.today, 'a grant dated');
  const filed = application.filed.data;
  if (command.grantedOn < filed.filedOn)
    throw ruleViolation(
      'N6',
      `a grant (${command.grantedOn}) cannot precede its application (${filed.filedOn})`,
    );
  if ((command.adjustedBillableGallons === null) === (command.creditAmount === null)) {
    throw ruleViolation(
      'N6',
      'a grant gives either adjustedBillableGallons or creditAmount, not both and not neither',
    );
  }
  const { bill, rent, rated } = decidedOn(state, filed.billId);
  if (command.continuesApplicationId !== null)
    assertContinuable(state, command.continuesApplicationId, bill);
  const credit = creditOf(command, bill, rated);
  if (credit.lessThanOrEqualTo(0))
    throw ruleViolation('N6', 'the credit of an adjustment must be greater than zero');
  const room = Decimal.max(rent.minus(creditedOn(state, bill.data.billId)), ZERO);
  if (credit.greaterThan(room))
    throw ruleViolation(
      'N6',
      `a credit of ${dollars(formatAmount(credit))} exceeds the ${dollars(formatAmount(room))} of bill ${bill.data.billId}'s rent not already credited`,
    );

  const position = positionAsOf(state, command.grantedOn);
  const unpaidRent =
    position.bills.find((b) => b.bill.billId === bill.data.billId)?.rent.unpaid ?? ZERO;
  const appliedToRent = Decimal.min(credit, unpaidRent);
  // N9 x N6: what meets rent still on the tax roll corrects the roll (certified to the tax
  // collector, who holds it); only rent the owner paid to the sewer account is refunded in cash
  const taxRoll = Decimal.min(
    credit.minus(appliedToRent),
    position.onTaxRoll.get(bill.data.billId) ?? ZERO,
  );
  const refundDue = credit.minus(appliedToRent).minus(taxRoll);
  invariant(
    !appliedToRent.isNegative() && !refundDue.isNegative(),
    () =>
      `grant ${command.applicationId}: ${appliedToRent} to rent and ${refundDue} refundable of ${credit}`,
  );
  const data: AdjustmentGranted['data'] = {
    accountId,
    applicationId: command.applicationId,
    billId: bill.data.billId,
    grantedOn: command.grantedOn,
    resolution: command.resolution,
    adjustedBillableGallons:
      command.adjustedBillableGallons === null ? null : String(command.adjustedBillableGallons),
    credit: formatAmount(credit),
    appliedToRent: formatAmount(appliedToRent),
    refundDue: formatAmount(refundDue),
    refundDeadline: refundDue.isZero() ? null : refundDeadline(filed.filedOn),
    continuesApplicationId: command.continuesApplicationId,
    rule: 'N6',
  };
  return [{ type: 'AdjustmentGranted', schemaVersion: 1, effectiveDate: command.grantedOn, data }];
}

/**
 * C11 x N6: the bill a grant is decided on: the one that carries the named
 * bill's rent now (a replacement: its rent, its reading); one voided and not
 * replaced owes no rent to adjust. `rated` is the rent adjusted gallons are
 * re-rated against: a replacement on a higher reading carries the voided
 * bill's rent and its supplemental bill the excess, the reading is both's.
 */
function decidedOn(state: AccountState, billId: string) {
  const bill = requireBill(state, carryingBillOf(state, billId));
  const voided = state.voids.get(bill.data.billId)?.data;
  if (voided)
    throw ruleViolation(
      'C11',
      `bill ${bill.data.billId} was voided on ${voided.voidedOn} and no rent is owed on it to adjust; once its replacement is rendered, the grant is decided on that bill`,
    );
  const rent = parseAmount(bill.data.rent);
  const supplemental = [...state.bills.values()].find(
    (b) => b.data.supplements === bill.data.billId && !state.voids.has(b.data.billId),
  );
  return {
    bill,
    rent,
    rated: supplemental ? rent.plus(parseAmount(supplemental.data.rent)) : rent,
  };
}

/**
 * N6: the grant's credit: the rent less the adjusted usage re-rated at the
 * bill's own rate (rounded once, C1), or the amount the Board gave.
 */
function creditOf(command: GrantAdjustment, bill: Recorded<BillRendered>, rent: Decimal): Decimal {
  if (command.adjustedBillableGallons === null) return parseAmount(command.creditAmount!);
  if (bill.data.billableGallons === null || bill.data.ratePer1000Gallons === null) {
    throw ruleViolation(
      'N6',
      `bill ${bill.data.billId} is not billed on water usage: give the adjustment as a creditAmount`,
    );
  }
  if (
    new Decimal(command.adjustedBillableGallons).greaterThanOrEqualTo(bill.data.billableGallons)
  ) {
    throw ruleViolation(
      'N6',
      `adjusted billable gallons ${command.adjustedBillableGallons} are not below the ${bill.data.billableGallons} billed`,
    );
  }
  const adjustedRent = rentFor(
    new Decimal(command.adjustedBillableGallons),
    bill.data.ratePer1000Gallons,
  );
  return rent.minus(adjustedRent);
}

function sameGrant(granted: AdjustmentGranted['data'], command: GrantAdjustment): boolean {
  return (
    granted.grantedOn === command.grantedOn &&
    granted.resolution === command.resolution &&
    granted.adjustedBillableGallons ===
      (command.adjustedBillableGallons === null ? null : String(command.adjustedBillableGallons)) &&
    (command.creditAmount === null || granted.credit === command.creditAmount) &&
    granted.continuesApplicationId === command.continuesApplicationId
  );
}

/** § 239-32 L: only a granted adjustment of an earlier bill can be continued. */
function assertContinuable(
  state: AccountState,
  earlierId: string,
  bill: Recorded<BillRendered>,
): void {
  const earlier = state.applications.get(earlierId);
  if (!earlier?.granted)
    throw ruleViolation(
      'N6',
      `application ${earlierId} is not a granted adjustment on this account, so it cannot be continued`,
    );
  const earlierBill = state.bills.get(earlier.filed.data.billId);
  if (
    !earlierBill ||
    earlierBill.data.billDate >= bill.data.billDate ||
    earlierBill.data.period === bill.data.period
  )
    throw ruleViolation('N6', `a continued adjustment must continue one of an earlier fiscal year`);
}

function denyAdjustment(command: DenyAdjustment, state: AccountState): AccountEvent[] {
  const accountId = requireAccountId(state);
  const application = requireApplication(state, command.applicationId);
  if (
    application.denied &&
    application.denied.data.deniedOn === command.deniedOn &&
    application.denied.data.resolution === command.resolution
  )
    return [];
  assertUndecided(application, command.applicationId);
  factDate(state, command.deniedOn, command.today, 'a denial dated');
  if (command.deniedOn < application.filed.data.filedOn)
    throw ruleViolation(
      'N6',
      `a denial (${command.deniedOn}) cannot precede its application (${application.filed.data.filedOn})`,
    );
  return [
    {
      type: 'AdjustmentDenied',
      schemaVersion: 1,
      effectiveDate: command.deniedOn,
      data: {
        accountId,
        applicationId: command.applicationId,
        billId: application.filed.data.billId,
        deniedOn: command.deniedOn,
        resolution: command.resolution,
      },
    },
  ];
}

/** N7: pays the whole refund due; after the deadline with 3% a year simple interest. */
function issueRefund(command: IssueRefund, state: AccountState): AccountEvent[] {
  const accountId = requireAccountId(state);
  const application = requireApplication(state, command.applicationId);
  if (
    repeated(
      application.refund?.data,
      (paid) => sameFields(paid, { refundId: command.refundId, paidOn: command.paidOn }),
      (paid) =>
        `the refund of application ${command.applicationId} was already paid on ${paid.paidOn} (refund ${paid.refundId})`,
      'N7',
    )
  )
    return [];
  if (!application.granted)
    throw ruleViolation(
      'N7',
      `application ${command.applicationId} has not been granted: there is no refund due`,
    );
  const granted = application.granted.data;
  factDate(state, command.paidOn, command.today, 'a refund paid on');
  if (command.paidOn < granted.grantedOn)
    throw ruleViolation(
      'N7',
      `a refund cannot be paid (${command.paidOn}) before the grant (${granted.grantedOn})`,
    );
  // N6: the refundable part as derived from the facts now (a backdated payment or a returned check re-flows it)
  const principal =
    positionAsOf(state, command.paidOn).refundsOwed.get(command.applicationId) ?? ZERO;
  if (principal.isZero())
    throw ruleViolation(
      'N7',
      `the adjustment of application ${command.applicationId} leaves nothing to refund as of ${command.paidOn} (its credit of ${granted.credit} meets unpaid rent, rent on the tax roll, or rent no longer owed: the account's statement shows how)`,
    );
  const deadline = refundDeadline(application.filed.data.filedOn);
  const late = daysLate(deadline, command.paidOn);
  const interest = refundInterest(principal, late);
  return [
    {
      type: 'RefundIssued',
      schemaVersion: 1,
      effectiveDate: command.paidOn,
      data: {
        accountId,
        refundId: command.refundId,
        applicationId: command.applicationId,
        billId: granted.billId,
        paidOn: command.paidOn,
        deadline,
        principal: formatAmount(principal),
        interestRate: REFUND_INTEREST_RATE_TEXT,
        daysLate: late,
        interest: formatAmount(interest),
        total: formatAmount(principal.plus(interest)),
        rule: 'N7',
      },
    },
  ];
}

/** N6/N7: Northport's adjustments and refunds, the chapter its tariff provides. */
export const northportAdjustments: AdjustmentsChapter = {
  file: fileAdjustmentApplication,
  grant: grantAdjustment,
  deny: denyAdjustment,
  refund: issueRefund,
};
