import { Module } from '@nestjs/common';
import { FeedModule } from '@ledger/ledger';
import { ScopeModule } from '../http/scope.module';
import { FeedController } from './feed.controller';
import { SubscriptionsController } from './subscriptions.controller';

/** What integrators follow: the feed, the live stream, webhook subscriptions. */
@Module({
  imports: [ScopeModule, FeedModule],
  controllers: [FeedController, SubscriptionsController],
})
export class FeedApiModule {}
