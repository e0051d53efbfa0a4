import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import {
  filedOn,
  formatAmount,
  formsOwed,
  notFound,
  ownerOn,
  parseAmount,
  sum,
} from '@ledger/domain';
import { AccountDirectory } from '../../../account-directory/account-directory';
import { Clock } from '../../../infrastructure/clock';
import { AccountRepository, FormRequirementRepository } from '../../../infrastructure/repositories';
import { accountStream } from '../../../infrastructure/streams';
import { Slices } from '../../../processors/log-pages';

const MUNICIPALITY = 'northport';

/** What the query asks. */
interface GetUtilizationFormsParams {
  readonly year: number;
}

export class GetUtilizationFormsQuery
  extends Query<Awaited<ReturnType<GetUtilizationFormsHandler['execute']>>>
  implements GetUtilizationFormsParams
{
  constructor(readonly year: number) {
    super();
  }
}

/** N10: for a year, who has filed, who has not, and what is charged (the year's form and any change of use that year). */
@QueryHandler(GetUtilizationFormsQuery)
export class GetUtilizationFormsHandler implements IQueryHandler<GetUtilizationFormsQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly requirements: FormRequirementRepository,
    private readonly directory: AccountDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ year }: GetUtilizationFormsParams) {
    const yearly = (await this.requirements.of(MUNICIPALITY)).filter((r) => r.year === year);
    if (yearly.length === 0) throw notFound(`no utilization form requirement for ${year}`);
    const today = this.clock.today();
    const rows = [];
    const slices = new Slices();
    for (const listing of await this.directory.list(MUNICIPALITY)) {
      await slices.tick();
      const { state } = await this.accounts.load(accountStream(listing.accountId));
      for (const requirement of formsOwed(state, yearly).filter((r) => r.year === year)) {
        const charges = [...state.formCharges.values()]
          .filter(
            (c) =>
              c.reversal === null && c.charged.data.requirementId === requirement.requirementId,
          )
          .map((c) => parseAmount(c.charged.data.amount));
        rows.push({
          accountId: listing.accountId,
          parcelId: listing.parcelId,
          owner: ownerOn(state, today).name,
          requirementId: requirement.requirementId,
          dueOn: requirement.dueOn,
          filedOn: filedOn(state, requirement.requirementId),
          charged: formatAmount(sum(charges)),
        });
      }
    }
    return {
      municipality: MUNICIPALITY,
      year,
      requirement: yearly[0],
      filed: rows.filter((r) => r.filedOn !== null).length,
      unfiled: rows.filter((r) => r.filedOn === null).length,
      charged: formatAmount(sum(rows.map((r) => parseAmount(r.charged)))),
      accounts: rows,
    };
  }
}
