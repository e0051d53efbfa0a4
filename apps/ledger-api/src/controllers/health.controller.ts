import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EVENT_STORE } from '@ledger/ledger';
import { Public } from '../http/auth';
import type { EventStore } from '@ledger/event-store';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** 200 once the store is open and answers. */
  @Get()
  @Public()
  async health() {
    try {
      const head = await this.store.headPosition();
      return { status: 'ok', store: this.store.kind, headPosition: head };
    } catch (error) {
      throw new ServiceUnavailableException({
        status: 'unavailable',
        store: this.store.kind,
        message: (error as Error).message,
      });
    }
  }
}
