import { Type } from '@sinclair/typebox';
import { nullable, oneOf } from '@ledger/domain';
import { Answers } from '../http/answers';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { describeFailure, EVENT_STORE, ReadModels, StoreCondition } from '@ledger/ledger';
import { Public } from '../http/auth';
import type { EventStore } from '@ledger/event-store';

const ProjectionState = Type.Object({
  name: Type.String({ description: 'the projection (read model)' }),
  checkpoint: nullable(Type.Integer({ description: 'the last log position it has applied' })),
  state: oneOf('running', 'stopped'),
  failure: nullable(
    Type.Object({
      projection: Type.String(),
      event: nullable(
        Type.Object({
          position: Type.Integer(),
          streamId: Type.String(),
          type: Type.String(),
          id: Type.String(),
        }),
      ),
      error: Type.String(),
      since: Type.String({ description: 'when it stopped (ISO instant)' }),
      retries: Type.Integer({ description: 'retries made since, each failing the same way' }),
    }),
  ),
});

const HealthAnswer = Type.Object(
  {
    status: oneOf('ok', 'degraded'),
    store: Type.String({ description: 'sqlite or eventstoredb' }),
    headPosition: nullable(
      Type.Integer({ description: 'the global position of the newest event (null: none yet)' }),
    ),
    projections: Type.Array(ProjectionState, {
      description:
        'degraded: one stopped on an event (named with the error); what needs it answers 503',
    }),
    message: Type.Optional(Type.String({ description: 'why it is degraded' })),
  },
  { title: 'HealthAnswer' },
);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
    private readonly condition: StoreCondition,
  ) {}

  /**
   * 200 once the store answers and the read models have caught up (degraded:
   * a projection stopped on an event, named); 503 while the store does not
   * answer, while it refuses writes for want of space (`full`, until a write
   * succeeds again) or a read model is still catching up from empty (its
   * answers would be short).
   */
  @Get()
  @Public()
  @ApiResponse({
    status: 503,
    description:
      'the store does not answer (unavailable), refuses writes for want of space (full, since when), or the read models are catching up (starting)',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['unavailable', 'full', 'starting'] },
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
    let head: number | null;
    try {
      head = await this.store.headPosition();
    } catch (error) {
      throw new ServiceUnavailableException({
        status: 'unavailable',
        store: this.store.kind,
        message: (error as Error).message,
      });
    }
    const full = this.condition.full;
    if (full)
      throw new ServiceUnavailableException({
        status: 'full',
        store: this.store.kind,
        headPosition: head,
        since: full.since,
        message: `the store is full (${full.cause}): writes are refused (507) until there is space; reads are answered`,
      });
    const { status, projections } = this.readModels.health(head);
    const answer = { store: this.store.kind, headPosition: head, projections };
    if (status === 'starting')
      throw new ServiceUnavailableException({
        status,
        ...answer,
        message: 'the read models are catching up with the log',
      });
    if (status === 'ok') return { status, ...answer };
    return {
      status,
      ...answer,
      message: projections
        .flatMap((p) => (p.failure ? [describeFailure(p.failure)] : []))
        .join('; '),
    };
  }
}
