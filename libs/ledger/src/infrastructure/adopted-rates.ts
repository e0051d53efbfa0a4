import { Inject, Injectable } from '@nestjs/common';
import { tariffOf, type Municipality } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { fromStored } from './event-envelope';
import { EVENT_STORE } from './tokens';

/** N5/W2/Q1: the rates in force for a billing period, if any, from the municipality's rate book. */
@Injectable()
export class AdoptedRates {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async forPeriod(municipality: Municipality, period: string): Promise<unknown> {
    const book = tariffOf(municipality).rates;
    const events = await this.store.readStream(book.stream(period));
    return book.inForce(
      events.map((e) => fromStored(e) as { type: string; data: Record<string, unknown> }),
      period,
    );
  }
}
