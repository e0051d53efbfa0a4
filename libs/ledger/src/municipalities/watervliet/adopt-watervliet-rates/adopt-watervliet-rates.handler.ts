import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { refuseDayToCome } from '@ledger/domain';
import { Clock } from '../../../infrastructure/clock';
import type { CommandContext } from '../../../infrastructure/command-context';
import { WatervlietRatesRepository } from '../../../infrastructure/repositories';
import { WATERVLIET_RATES_STREAM } from '../../../infrastructure/streams';
import type { AdoptWatervlietRatesDto } from './adopt-watervliet-rates.dto';

/** What the command carries. */
interface AdoptWatervlietRatesParams {
  readonly dto: AdoptWatervlietRatesDto;
  readonly context: CommandContext;
}

export class AdoptWatervlietRatesCommand
  extends Command<Awaited<ReturnType<AdoptWatervlietRatesHandler['execute']>>>
  implements AdoptWatervlietRatesParams
{
  constructor(
    readonly dto: AdoptWatervlietRatesDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** W2: a schedule of amounts in force for a range of billing periods. */
@CommandHandler(AdoptWatervlietRatesCommand)
export class AdoptWatervlietRatesHandler implements ICommandHandler<AdoptWatervlietRatesCommand> {
  constructor(
    private readonly rates: WatervlietRatesRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dto, context }: AdoptWatervlietRatesParams) {
    // C3 on the command itself: the Council cannot have adopted rates on a day that has not come
    refuseDayToCome(dto.adoptedOn, this.clock.today(), 'a rate schedule adopted on');
    const { state, written } = await this.rates.execute(
      WATERVLIET_RATES_STREAM,
      {
        kind: 'AdoptWatervlietRates',
        effectiveFrom: dto.effectiveFrom,
        effectiveTo: dto.effectiveTo,
        adoptedOn: dto.adoptedOn,
        rates: { ...dto.rates },
      },
      context,
    );
    const schedule = state.schedules.find(
      (s) => s.data.effectiveFrom === dto.effectiveFrom && s.data.effectiveTo === dto.effectiveTo,
    )!;
    return {
      created: written.length > 0,
      body: { ...schedule.data, recordedAt: schedule.recordedAt },
    };
  }
}
