import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  municipalityProfileStream,
  profileOf,
  tariffOf,
  type MunicipalityProfile,
} from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { MunicipalityProfileRepository } from '../infrastructure/repositories';
import { profileAnswer } from './profile-answer';

/** What the command carries. */
interface RecordMunicipalityProfileParams {
  readonly municipality: string;
  readonly profile: MunicipalityProfile;
  readonly context: CommandContext;
}

export class RecordMunicipalityProfileCommand
  extends Command<Awaited<ReturnType<RecordMunicipalityProfileHandler['execute']>>>
  implements RecordMunicipalityProfileParams
{
  constructor(
    readonly municipality: string,
    readonly profile: MunicipalityProfile,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The finance office sets its profile: a new fact each time it changes (the
 * same profile again writes nothing and answers 200); documents print the
 * latest as known at their own instant.
 */
@CommandHandler(RecordMunicipalityProfileCommand)
export class RecordMunicipalityProfileHandler implements ICommandHandler<RecordMunicipalityProfileCommand> {
  constructor(
    private readonly profiles: MunicipalityProfileRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ municipality, profile, context }: RecordMunicipalityProfileParams) {
    const law = tariffOf(municipality);
    const { state, written } = await this.profiles.execute(
      municipalityProfileStream(municipality),
      { kind: 'RecordMunicipalityProfile', municipality, profile, on: this.clock.today() },
      context,
    );
    const latest = state.latest!;
    return {
      created: written.length > 0,
      body: profileAnswer(municipality, law.displayName, {
        profile: profileOf(latest.data),
        recordedOn: latest.data.recordedOn,
        recordedAt: latest.recordedAt,
      }),
    };
  }
}
