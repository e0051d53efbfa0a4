import { Module } from '@nestjs/common';
import { AuthModule, FeedModule } from '@ledger/ledger';
import { ScopeModule } from '../http/scope.module';
import { FeedController } from './feed.controller';
import { SubscriptionsController } from './subscriptions.controller';

/** What integrators follow: the feed, the live stream, webhook subscriptions. */
@Module({
  // the keys: a revoked key's open stream is closed
  imports: [ScopeModule, FeedModule, AuthModule],
  controllers: [FeedController, SubscriptionsController],
})
export class FeedApiModule {}
