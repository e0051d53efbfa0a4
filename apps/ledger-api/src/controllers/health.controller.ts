import { Type } from '@sinclair/typebox';
import { nullable, oneOf } from '@ledger/domain';
import { Answers } from '../http/answers';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { EVENT_STORE } from '@ledger/ledger';
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
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** 200 once the store is open and answers. */
  @Get()
  @Public()
  @ApiResponse({
    status: 503,
    description: 'the store does not answer',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['unavailable'] },
            store: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['status', 'store', 'message'],
        },
      },
    },
  })
  @Answers(HealthAnswer)
  async health() {
    try {
      const head = await this.store.headPosition();
      return { status: 'ok' as const, store: this.store.kind, headPosition: head };
    } catch (error) {
      throw new ServiceUnavailableException({
        status: 'unavailable',
        store: this.store.kind,
        message: (error as Error).message,
      });
    }
  }
}
