import { Module } from '@nestjs/common';
import { RequestScope } from './scope';

/** The municipalities a request concerns, for the guard and the feed (a scoped key reads only its own). */
@Module({ providers: [RequestScope], exports: [RequestScope] })
export class ScopeModule {}
