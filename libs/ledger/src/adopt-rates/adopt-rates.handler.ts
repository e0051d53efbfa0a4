import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  Decider,
  DomainEvent,
  Recorded,
  refuseDayToCome,
  ruleViolation,
  tariffOf,
} from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { EventSourcedRepository } from '../infrastructure/event-sourced-repository';
import { SMALL_CACHE } from '../infrastructure/state-cache';
import { EVENT_STORE } from '../infrastructure/tokens';

type Adopted = ReadonlyArray<{ readonly type: string; readonly data: Record<string, unknown> }>;

/** What the command carries. */
interface AdoptRatesParams {
  readonly municipality: string;
  readonly body: Record<string, unknown>;
  readonly context: CommandContext;
}

export class AdoptRatesCommand
  extends Command<Awaited<ReturnType<AdoptRatesHandler['execute']>>>
  implements AdoptRatesParams
{
  constructor(
    readonly municipality: string,
    readonly body: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A rate stream as its municipality's rate book decides it: the events so far, in order. */
const rateStream: Decider<
  (adopted: Adopted) => DomainEvent[],
  DomainEvent,
  Recorded<DomainEvent>[]
> = {
  initialState: () => [],
  evolve: (state, event) => [...state, event],
  decide: (decide, state) => decide(state as unknown as Adopted),
};

/**
 * A plug-in municipality's rate schedule (Q1), adopted through its own rate
 * book: the body is checked by its law, appended with the ledger's metadata
 * and hash chain, the same schedule again answers what was adopted (C8).
 */
@CommandHandler(AdoptRatesCommand)
export class AdoptRatesHandler implements ICommandHandler<AdoptRatesCommand> {
  private readonly streams: EventSourcedRepository<
    (adopted: Adopted) => DomainEvent[],
    DomainEvent,
    Recorded<DomainEvent>[]
  >;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly clock: Clock,
  ) {
    this.streams = new EventSourcedRepository(store, rateStream, clock, SMALL_CACHE);
  }

  async execute({ municipality, body, context }: AdoptRatesParams) {
    const law = tariffOf(municipality);
    if (!law.rates.adopt)
      throw ruleViolation(
        law.rules[0],
        `the ${law.displayName} adopts its rates through its own endpoint`,
      );
    const adoption = law.rates.adopt(body);
    const today = this.clock.today();
    const { state, written } = await this.streams.execute(
      adoption.stream,
      (adopted) => {
        const decided = adoption.decide(adopted);
        // C3 on the command itself: what the plug-in's law adopts is dated on a day that has come
        for (const e of decided)
          refuseDayToCome(e.effectiveDate, today, 'a rate schedule adopted on');
        return decided;
      },
      context,
    );
    return {
      created: written.length > 0,
      body: adoption.view(state as unknown as Array<Adopted[number] & { recordedAt: string }>),
    };
  }
}
