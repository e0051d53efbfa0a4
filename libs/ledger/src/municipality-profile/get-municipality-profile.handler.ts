import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { tariffOf } from '@ledger/domain';
import { MunicipalityProfileRepository } from '../infrastructure/repositories';
import { profileAnswer } from './profile-answer';

/** What the query asks. */
interface GetMunicipalityProfileParams {
  readonly municipality: string;
}

export class GetMunicipalityProfileQuery
  extends Query<Awaited<ReturnType<GetMunicipalityProfileHandler['execute']>>>
  implements GetMunicipalityProfileParams
{
  constructor(readonly municipality: string) {
    super();
  }
}

@QueryHandler(GetMunicipalityProfileQuery)
export class GetMunicipalityProfileHandler implements IQueryHandler<GetMunicipalityProfileQuery> {
  constructor(private readonly profiles: MunicipalityProfileRepository) {}

  async execute({ municipality }: GetMunicipalityProfileParams) {
    const law = tariffOf(municipality);
    return profileAnswer(
      municipality,
      law.displayName,
      await this.profiles.profileOf(municipality),
    );
  }
}
