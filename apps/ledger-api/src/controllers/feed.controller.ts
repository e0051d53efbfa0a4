import { BadRequestException, Controller, Get, Headers, Inject, MessageEvent, Query, Sse } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EVENT_SCHEMAS, EVENT_STORE, EventFeed, FEED_READERS, isPublished, MAX_FEED_LIMIT, METADATA_SCHEMA, READERS, toFeedEvent } from '@ledger/ledger';
import type { EventStore } from '@ledger/event-store';
import { Observable } from 'rxjs';
import { Roles } from '../http/auth';

function position(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [`${name} must be a position (a whole number)`], fields: { [name]: ['must be a position'] } });
  return Number(value);
}

@ApiTags('feed')
@Controller('v1')
export class FeedController {
  constructor(
    private readonly feed: EventFeed,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('events')
  @Roles(...FEED_READERS)
  @ApiOperation({ summary: 'Events in global order after a position: position, streamId, revision, type, version, effectiveDate, recordedAt, data, metadata; and `next`' })
  @ApiQuery({ name: 'after', required: false })
  @ApiQuery({ name: 'limit', required: false, description: `at most ${MAX_FEED_LIMIT}` })
  @ApiQuery({ name: 'types', required: false, description: 'comma-separated event types' })
  async events(@Query('after') after?: string, @Query('limit') limit?: string, @Query('types') types?: string) {
    const n = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > MAX_FEED_LIMIT) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [`limit must be 1 to ${MAX_FEED_LIMIT}`], fields: { limit: [`must be 1 to ${MAX_FEED_LIMIT}`] } });
    return this.feed.page(position(after, 'after'), n, types ? types.split(',').map((t) => t.trim()).filter(Boolean) : null);
  }

  @Sse('events/stream')
  @Roles(...FEED_READERS)
  @ApiOperation({ summary: 'The feed live, as Server-Sent Events; the SSE id is the position, so a client resumes with Last-Event-ID' })
  @ApiQuery({ name: 'after', required: false })
  stream(@Query('after') after?: string, @Headers('last-event-id') lastEventId?: string): Observable<MessageEvent> {
    const from = position(lastEventId ?? after, lastEventId !== undefined ? 'Last-Event-ID' : 'after');
    return new Observable<MessageEvent>((subscriber) => {
      const subscription = this.store.subscribeToAll(from, (e) => {
        if (isPublished(e)) subscriber.next({ id: String(e.position), type: e.type, data: toFeedEvent(e) });
      });
      return () => void subscription.close();
    });
  }

  @Get('event-schemas')
  @Roles(...READERS, ...FEED_READERS)
  @ApiOperation({ summary: 'The JSON Schema of every event type and version, and of the metadata every event carries' })
  schemas() {
    return { metadata: METADATA_SCHEMA, events: EVENT_SCHEMAS };
  }
}
