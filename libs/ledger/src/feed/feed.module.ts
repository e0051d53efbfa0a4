import { Module } from '@nestjs/common';
import { Webhooks } from '../webhooks/webhooks';
import { EventStreams } from './event-stream';
import { EventFeed } from './feed';

/** What integrators follow: the feed, its live stream (SSE) and signed webhooks. */
@Module({
  providers: [EventFeed, EventStreams, Webhooks],
  exports: [EventFeed, EventStreams, Webhooks],
})
export class FeedModule {}
