import type { FormRequirement } from '../../account/account-commands';
import { conflict, ruleViolation } from '../../errors/domain-error';
import type { Decider, Recorded } from '../../events/event';
import { eventContract, type EventOf } from '../../events/contract';
import { date, id, integer, municipality } from '../../events/schema-parts';
import { repeated, sameFields } from '../../events/idempotency';

/** N10: the Village requires a form of every liable account for a calendar year, by a due date. */
export const UtilizationFormRequiredV1 = eventContract(
  'UtilizationFormRequired',
  1,
  'N10: a form required of every liable account for a calendar year, by a due date.',
  { requirementId: id, municipality, year: integer, dueOn: date },
);
type UtilizationFormRequired = EventOf<typeof UtilizationFormRequiredV1>;

interface RequireUtilizationForms {
  readonly kind: 'RequireUtilizationForms';
  readonly requirement: UtilizationFormRequired['data'];
}

export const formRequirementsStream = (municipality: string) =>
  `utilization-form-requirements-${municipality}`;

/** The requirements a stream holds, as the penalty run and a filing take them. */
export const formRequirementsOf = (
  state: readonly Recorded<UtilizationFormRequired>[],
): FormRequirement[] =>
  state.map((e) => ({
    requirementId: e.data.requirementId,
    year: e.data.year,
    dueOn: e.data.dueOn,
  }));

/** N10: at most one form a year; the same requirement again is a no-op (C8). */
export const formRequirementsDecider: Decider<
  RequireUtilizationForms,
  UtilizationFormRequired,
  Recorded<UtilizationFormRequired>[]
> = {
  initialState: () => [],
  evolve: (state, event) => [...state, event],
  decide: ({ requirement }, state) => {
    const same = state.find((e) => e.data.requirementId === requirement.requirementId);
    if (
      repeated(
        same?.data,
        (d) => sameFields(d, { year: requirement.year, dueOn: requirement.dueOn }),
        (d) => `requirement ${requirement.requirementId} was set for ${d.year}, due ${d.dueOn}`,
      )
    )
      return [];
    const year = state.find((e) => e.data.year === requirement.year);
    if (year)
      throw conflict(
        'N10',
        `the Village requires at most one form a year: ${year.data.requirementId} is ${requirement.year}'s`,
      );
    if (!requirement.dueOn.startsWith(`${requirement.year}-`))
      throw ruleViolation(
        'N10',
        `the form for ${requirement.year} is due within that calendar year, not on ${requirement.dueOn}`,
      );
    return [
      {
        type: 'UtilizationFormRequired',
        schemaVersion: 1,
        effectiveDate: requirement.dueOn,
        data: requirement,
      },
    ];
  },
};
