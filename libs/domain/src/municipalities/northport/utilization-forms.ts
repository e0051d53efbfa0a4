import type { FileUtilizationForm, FormRequirement } from '../../account/account-commands';
import type {
  AccountEvent,
  UtilizationFormCharged,
  UtilizationFormChargeReversed,
  UtilizationFormFiled,
} from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import { accountOn } from '../../account/account-on';
import { factDate } from '../../account/guards';
import { addDays, CivilDate } from '../../dates/civil-date';
import { notFound, ruleViolation } from '../../errors/domain-error';
import type { FormsChapter } from '../../tariffs/tariff';
import { repeated, sameFields } from '../../events/idempotency';

/** N10: the charge for each full 30-day period a form remains unfiled after its due date (§ 239-35). */
const FORM_CHARGE = '100.00';
const PERIOD_DAYS = 30;
/** Bound on a charge schedule: 100 years of 30-day periods. */
const MAX_PERIODS = 1220;

/** N10/N12: a change of use asks for an updated form within 30 days; its requirement is named by the reclassification. */
const changeOfUseRequirementId = (reclassificationId: string) =>
  `change-of-use:${reclassificationId}`;

/**
 * N10: the forms the account owes: each yearly requirement whose due date
 * finds it open and liable (N2: not village-owned, inside the village), and
 * one for each change of use (N12), due 30 days after it.
 */
export function formsOwed(
  state: AccountState,
  yearly: readonly FormRequirement[],
): FormRequirement[] {
  const opened = state.opened!.data;
  const owed = yearly.filter(
    (r) =>
      r.dueOn >= opened.openedOn &&
      accountOn(state, r.dueOn).exemption === null &&
      opened.location === 'inside',
  );
  for (const r of state.reclassifications.values()) {
    owed.push({
      requirementId: changeOfUseRequirementId(r.data.reclassificationId),
      year: Number(r.data.effectiveOn.slice(0, 4)),
      dueOn: addDays(r.data.effectiveOn, PERIOD_DAYS),
    });
  }
  return owed;
}

/** N10: the earliest filing date for a requirement, or null while unfiled. */
export function filedOn(state: AccountState, requirementId: string): CivilDate | null {
  let first: CivilDate | null = null;
  for (const f of state.forms.values())
    if (f.data.requirementId === requirementId && (first === null || f.data.filedOn < first))
      first = f.data.filedOn;
  return first;
}

/** N10: the dates a requirement's charges fall on through `through`: due + 30, + 60, ... each only if the form was unfiled at the end of the day before. */
function chargeDates(
  requirement: FormRequirement,
  filed: CivilDate | null,
  through: CivilDate,
): CivilDate[] {
  const dates: CivilDate[] = [];
  for (let k = 1; k <= MAX_PERIODS; k++) {
    const date = addDays(requirement.dueOn, PERIOD_DAYS * k);
    if (date > through || (filed !== null && filed < date)) break;
    dates.push(date);
  }
  return dates;
}

const chargeIdOf = (requirementId: string, date: CivilDate) =>
  `${requirementId}/form-charge/${date}`;

/** N10/C7: the form charges are reconciled like penalties: book the missing, reverse those the facts no longer support. Only charges dated on or before `through` are touched. */
function reconcile(
  state: AccountState,
  through: CivilDate,
  yearly: readonly FormRequirement[],
): AccountEvent[] {
  const accountId = state.opened!.data.accountId;
  const wanted = new Map<string, { requirement: FormRequirement; date: CivilDate }>();
  for (const requirement of formsOwed(state, yearly)) {
    for (const date of chargeDates(requirement, filedOn(state, requirement.requirementId), through))
      wanted.set(chargeIdOf(requirement.requirementId, date), { requirement, date });
  }
  const reversed: UtilizationFormChargeReversed[] = [];
  for (const { charged, reversal } of state.formCharges.values()) {
    if (reversal || charged.data.chargedOn > through || wanted.has(charged.data.chargeId)) continue;
    const { chargeId, requirementId, chargedOn, amount } = charged.data;
    const filed = filedOn(state, requirementId);
    reversed.push({
      type: 'UtilizationFormChargeReversed',
      schemaVersion: 1,
      effectiveDate: chargedOn,
      data: {
        accountId,
        chargeId,
        requirementId,
        chargedOn,
        amount,
        reason: filed
          ? `C7/N10: the form was filed on ${filed}, before this period ended`
          : 'C7/N10: not supported by current facts',
      },
    });
  }
  const charged: UtilizationFormCharged[] = [];
  for (const [chargeId, { requirement, date }] of wanted) {
    const existing = state.formCharges.get(chargeId);
    if (existing && !existing.reversal) continue;
    // a charge reversed and now due again is booked under a new id
    const id = existing
      ? `${chargeId}/${[...state.formCharges.keys()].filter((k) => k.startsWith(chargeId)).length + 1}`
      : chargeId;
    charged.push({
      type: 'UtilizationFormCharged',
      schemaVersion: 1,
      effectiveDate: date,
      data: {
        accountId,
        chargeId: id,
        requirementId: requirement.requirementId,
        dueOn: requirement.dueOn,
        chargedOn: date,
        amount: FORM_CHARGE,
        rule: 'N10',
      },
    });
  }
  return [...reversed, ...charged.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))];
}

/**
 * N10/N12 (§ 239-35 A, B): a form answers for its requirement only when
 * filed within it: a yearly form within its calendar year or after (one form
 * "annually": a form sworn the year before is that year's), an updated form
 * on or after the change of use it reports ("within 30 days of official
 * permanent change": one sworn before it cannot disclose the new use). An
 * earlier date would cancel the charges the law makes owed (a try-out's form
 * dated before the change reversed 300.00).
 */
function refuseFiledBefore(requirement: FormRequirement, filedOn: CivilDate): void {
  const change = requirement.requirementId.startsWith(changeOfUseRequirementId(''));
  const from = change ? addDays(requirement.dueOn, -PERIOD_DAYS) : `${requirement.year}-01-01`;
  if (filedOn < from)
    throw ruleViolation(
      change ? 'N12' : 'N10',
      change
        ? `an updated utilization form reports a change of use: filed on ${filedOn}, before the change took effect on ${from}, it cannot answer for ${requirement.requirementId}`
        : `the form for ${requirement.year} (${requirement.requirementId}) is filed within ${requirement.year} or after, not on ${filedOn}`,
    );
}

/** N10: a form filed for a requirement the account owes; the same form again is a no-op (C8). */
function file(command: FileUtilizationForm, state: AccountState): AccountEvent[] {
  const accountId = state.opened!.data.accountId;
  const data: UtilizationFormFiled['data'] = {
    accountId,
    formId: command.formId,
    requirementId: command.requirementId,
    filedOn: command.filedOn,
  };
  const existing = state.forms.get(command.formId);
  if (
    repeated(
      existing?.data,
      (d) => sameFields(d, { requirementId: data.requirementId, filedOn: data.filedOn }),
      (d) => `form ${command.formId} was already filed for ${d.requirementId} on ${d.filedOn}`,
    )
  )
    return [];
  const owed = formsOwed(state, command.requirement ? [command.requirement] : []);
  const requirement = owed.find((r) => r.requirementId === command.requirementId);
  if (!requirement)
    throw notFound(
      `no utilization form requirement ${command.requirementId} for account ${accountId}`,
    );
  factDate(state, command.filedOn, command.today, 'a form filed on');
  refuseFiledBefore(requirement, command.filedOn);
  return [{ type: 'UtilizationFormFiled', schemaVersion: 1, effectiveDate: command.filedOn, data }];
}

export const northportForms: FormsChapter = { file, reconcile };
