import { Type } from '@sinclair/typebox';
import { nullable, oneOf } from '@ledger/domain';
import { Answers } from '../http/answers';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EVENT_STORE, StoreCondition } from '@ledger/ledger';
import { Public } from '../http/auth';
import type { EventStore } from '@ledger/event-store';

const HealthAnswer = Type.Object(
  {
    status: oneOf('ok'),
    store: Type.String({ description: 'sqlite or eventstoredb' }),
    headPosition: nullable(
      Type.Integer({ description: 'the global position of the newest event (null: none yet)' }),
    ),
  },
  { title: 'HealthAnswer' },
);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly condition: StoreCondition,
  ) {}

  /** 200 once the store is open and answers; 503 while it answers but refuses writes for want of space (until a write succeeds again). */
  @Get()
  @Public()
  @Answers(HealthAnswer)
  async health() {
    try {
      const head = await this.store.headPosition();
      const full = this.condition.full;
      if (full)
        throw new ServiceUnavailableException({
          status: 'full',
          store: this.store.kind,
          headPosition: head,
          since: full.since,
          message: `the store is full (${full.cause}): writes are refused (507) until there is space; reads are answered`,
        });
      return { status: 'ok' as const, store: this.store.kind, headPosition: head };
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      throw new ServiceUnavailableException({
        status: 'unavailable',
        store: this.store.kind,
        message: (error as Error).message,
      });
    }
  }
}
