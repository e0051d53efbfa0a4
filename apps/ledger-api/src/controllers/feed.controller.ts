import { BadRequestException, Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ApiKeys,
  EVENT_ENVELOPE_SCHEMA,
  EVENT_SCHEMAS,
  EventFeed,
  EventSchemasAnswer,
  FeedPageAnswer,
  EventStreams,
  FEED_READERS,
  MAX_FEED_LIMIT,
  METADATA_SCHEMA,
  PUBLIC_EVENT_TYPES,
  READERS,
  WEBHOOK_DELIVERY_SCHEMA,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { Answers, AnswersFile } from '../http/answers';
import { ServiceUnavailableAnswer } from '../http/error-answer';
import { Roles } from '../http/auth';
import { RequestScope, scopeOf } from '../http/scope';

/** A position in the log, as a query parameter (a whole number, at most 15 digits). */
const POSITION = { type: 'integer', minimum: 0, maximum: 999_999_999_999_999 } as const;

function position(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value))
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: [`${name} must be a position (a whole number)`],
      fields: { [name]: ['must be a position'] },
    });
  return Number(value);
}

@ApiTags('feed')
@Controller('v1')
export class FeedController {
  constructor(
    private readonly feed: EventFeed,
    private readonly streams: EventStreams,
    private readonly scope: RequestScope,
    private readonly keys: ApiKeys,
  ) {}

  @Get('events')
  @Roles(...FEED_READERS)
  @ApiOperation({
    summary:
      'Events in global order after a position: position, streamId, revision, type, version, effectiveDate, recordedAt, data, metadata; and `next`',
  })
  @ApiQuery({
    name: 'after',
    required: false,
    schema: POSITION,
    description: 'the position to read after (the `next` of the last page); none: from the start',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_FEED_LIMIT, default: 100 },
    description: `at most ${MAX_FEED_LIMIT}; 100 when left out`,
  })
  @ApiQuery({
    name: 'types',
    required: false,
    style: 'form',
    explode: false,
    schema: { type: 'array', items: { type: 'string', enum: [...PUBLIC_EVENT_TYPES] } },
    description:
      'comma-separated event types, each a published one (GET /v1/event-schemas), as a subscription names them: any other is refused with 400',
  })
  @Answers(FeedPageAnswer)
  async events(
    @Req() req: HttpRequest,
    @Query('after') after?: string,
    @Query('limit') limit?: string,
    @Query('types') types?: string,
  ) {
    const n = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > MAX_FEED_LIMIT)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [`limit must be 1 to ${MAX_FEED_LIMIT}`],
        fields: { limit: [`must be 1 to ${MAX_FEED_LIMIT}`] },
      });
    return this.feed.page(
      position(after, 'after'),
      n,
      publishedTypes(types),
      this.scope.visibleTo(scopeOf(req)),
    );
  }

  @Get('events/stream')
  @Roles(...FEED_READERS)
  @ApiOperation({
    summary:
      'The feed live, as Server-Sent Events; the SSE id is the position, so a client resumes with Last-Event-ID. The next event is sent when the client has taken the last; a `: heartbeat` comment every 15 s; 503 with Retry-After beyond the cap on open streams, 429 beyond the cap per key',
  })
  @ApiQuery({ name: 'after', required: false, schema: POSITION })
  @ApiHeader({
    name: 'last-event-id',
    required: false,
    schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
    description: 'a reconnection: the SSE id (position) of the last event taken; wins over `after`',
  })
  @ServiceUnavailableAnswer(
    'the most event streams this server serves are open (LEDGER_MAX_EVENT_STREAMS): retry after `Retry-After` seconds',
  )
  @AnswersFile('text/event-stream')
  stream(
    @Req() req: HttpRequest,
    @Res() res: HttpReply,
    @Query('after') after?: string,
    @Headers('last-event-id') lastEventId?: string,
  ): void {
    const from = position(
      lastEventId ?? after,
      lastEventId !== undefined ? 'Last-Event-ID' : 'after',
    );
    RequestScope.refuseScoped(scopeOf(req), 'the live stream');
    const keyId = req.principal?.keyId ?? null;
    const refusal = this.streams.refusal(keyId);
    if (refusal === 'server') {
      void res
        .status(503)
        .header('Retry-After', '30')
        .send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: `${this.streams.max} event streams are open, the most this server serves; retry later`,
        });
      return;
    }
    if (refusal === 'key') {
      void res
        .status(429)
        .header('Retry-After', '30')
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `this key holds ${this.streams.maxPerKey} event streams open, the most one key may; close one (or read the feed by page)`,
        });
      return;
    }
    // the stream is written on the Node response itself, with the headers Fastify's hooks set
    res.hijack();
    const out = res.raw;
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined) out.setHeader(name, value);
    out.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    out.flushHeaders();
    const closed = new Promise<void>((resolve) => req.raw.on('close', () => resolve()));
    // a revoked key's stream ends within a second of the revocation, made on any host
    const revoked = keyId === null ? null : () => this.keys.revoked(keyId);
    void this.streams.serve(out, from, closed, keyId, revoked).finally(() => out.end());
  }

  @Get('event-schemas')
  @Roles(...READERS, ...FEED_READERS)
  @ApiOperation({
    summary:
      'The JSON Schema of every event type and version (its data), of the metadata every event carries, of the envelope the feed, the stream and webhooks carry an event in, and of a webhook delivery',
  })
  @Answers(EventSchemasAnswer)
  schemas() {
    return {
      envelope: EVENT_ENVELOPE_SCHEMA,
      delivery: WEBHOOK_DELIVERY_SCHEMA,
      metadata: METADATA_SCHEMA,
      events: EVENT_SCHEMAS,
    };
  }
}

/** The feed's `types` filter: each a published type, or 400 naming the others (as a subscription's `types` is checked). */
function publishedTypes(types: string | undefined): string[] | null {
  if (!types) return null;
  const asked = types
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = asked.filter((t) => !PUBLIC_EVENT_TYPES.includes(t));
  if (unknown.length > 0)
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: [
        `types: ${unknown.slice(0, 5).join(', ')} ${unknown.length === 1 ? 'is not an event type the feed carries' : 'are not event types the feed carries'} (the API keys', webhooks', audit checkpoints' and hosts' own events never are; the OpenAPI document lists those it carries under this parameter)`,
      ],
      fields: { types: ['each must be a published event type'] },
    });
  return asked.length > 0 ? asked : null;
}
