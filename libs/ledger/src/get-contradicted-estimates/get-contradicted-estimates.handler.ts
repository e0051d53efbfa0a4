import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import type { Municipality } from '@ledger/domain';
import { AccountDirectory } from '../account-directory/account-directory';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { Slices } from '../processors/log-pages';

/** What the query asks. */
interface GetContradictedEstimatesParams {
  readonly municipality: Municipality;
}

export class GetContradictedEstimatesQuery
  extends Query<Awaited<ReturnType<GetContradictedEstimatesHandler['execute']>>>
  implements GetContradictedEstimatesParams
{
  constructor(readonly municipality: Municipality) {
    super();
  }
}

/**
 * N3/C11: "bills rendered from estimates now contradicted": every bill of the
 * municipality made from an estimated source that a later actual reading
 * contradicts, with the figure billed and the actual (each to be voided and
 * replaced, C11). Generic: every municipality whose billing uses water usage.
 */
@QueryHandler(GetContradictedEstimatesQuery)
export class GetContradictedEstimatesHandler implements IQueryHandler<GetContradictedEstimatesQuery> {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ municipality }: GetContradictedEstimatesParams) {
    const rows = [];
    const slices = new Slices();
    for (const { accountId } of await this.directory.list(municipality)) {
      await slices.tick();
      const { state } = await this.accounts.load(accountStream(accountId));
      rows.push(...state.contradictedEstimates.map((c) => ({ accountId, ...c })));
    }
    return { municipality, bills: new Set(rows.map((r) => r.billId)).size, rows };
  }
}
