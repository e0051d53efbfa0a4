import { Module } from '@nestjs/common';
import { ApiKeys } from './api-keys';

/** API keys: issued, hashed, scoped to a role and municipalities, revoked. */
@Module({ providers: [ApiKeys], exports: [ApiKeys] })
export class AuthModule {}
