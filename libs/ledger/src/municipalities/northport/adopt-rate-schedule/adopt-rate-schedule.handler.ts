import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { refuseDayToCome } from '@ledger/domain';
import { Clock } from '../../../infrastructure/clock';
import type { CommandContext } from '../../../infrastructure/command-context';
import { RateScheduleRepository } from '../../../infrastructure/repositories';
import { rateScheduleStream } from '../../../infrastructure/streams';
import type { AdoptRateScheduleDto } from './adopt-rate-schedule.dto';

/** What the command carries. */
interface AdoptRateScheduleParams {
  readonly dto: AdoptRateScheduleDto;
  readonly context: CommandContext;
}

export class AdoptRateScheduleCommand
  extends Command<Awaited<ReturnType<AdoptRateScheduleHandler['execute']>>>
  implements AdoptRateScheduleParams
{
  constructor(
    readonly dto: AdoptRateScheduleDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AdoptRateScheduleCommand)
export class AdoptRateScheduleHandler implements ICommandHandler<AdoptRateScheduleCommand> {
  constructor(
    private readonly rates: RateScheduleRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dto, context }: AdoptRateScheduleParams) {
    // C3 on the command itself: the Board cannot have adopted a rate on a day that has not come
    refuseDayToCome(dto.adoptedOn, this.clock.today(), 'a rate schedule adopted on');
    const { state, written } = await this.rates.execute(
      rateScheduleStream('northport', dto.fiscalYear),
      {
        kind: 'AdoptRateSchedule',
        fiscalYear: dto.fiscalYear,
        ratePer1000Gallons: dto.ratePer1000Gallons,
        adoptedOn: dto.adoptedOn,
      },
      context,
    );
    const adopted = state.adopted!;
    return {
      created: written.length > 0,
      body: { ...adopted.data, recordedAt: adopted.recordedAt },
    };
  }
}
