import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  ForbiddenException,
} from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { Reflector } from '@nestjs/core';
import { ApiKeys, LEDGER_OPTIONS, type LedgerModuleOptions, type Role } from '@ledger/ledger';
import type { HttpRequest } from './http';
import { ErrorAnswers } from './error-answer';
import { RequestScope } from './scope';

const ROLES_KEY = 'ledger:roles';
const PUBLIC_KEY = 'ledger:public';

/** The roles that may call a route. A route without it is refused to everyone (deny by default). */
/** The roles that may call a route; published in the OpenAPI document as `x-roles` (the console offers an action only to them). */
export const Roles = (...named: readonly Role[]) => {
  // each role once (a route open to two lists that share one named it twice)
  const roles = [...new Set(named)];
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiExtension('x-roles', roles),
    // the key, either way the guard reads it (presentedKey); /health has no Roles and so no security
    ApiSecurity('bearer'),
    ApiSecurity('apiKey'),
    ErrorAnswers(),
  );
};
/** A route of an optional chapter of law (`GET /v1/municipalities` says which municipality has it): `x-chapter` in the OpenAPI document. */
export const ForChapter = (chapter: string) => ApiExtension('x-chapter', chapter);
/** A route anyone may call (only /health). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

export interface Principal {
  readonly actor: string;
  readonly role: Role;
  readonly keyId: string;
  /** The municipalities the key acts for; null for every one. */
  readonly municipalities: readonly string[] | null;
}

/** The key a request presents (`Authorization: Bearer` or `X-Api-Key`), if any. */
export function presentedKey(request: HttpRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' ? apiKey.trim() : undefined;
}

/**
 * Every endpoint but /health needs an API key (`Authorization: Bearer slk_...`
 * or `X-Api-Key`): none or an unknown or revoked one is 401; a role the route
 * does not allow is 403. Nothing reaches a handler before this, so nothing is
 * written. With LEDGER_AUTH=off (development) every request passes.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeys,
    @Inject(LEDGER_OPTIONS) private readonly options: LedgerModuleOptions,
    private readonly scope: RequestScope,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    if (this.options.auth === false) return true;
    const request = context.switchToHttp().getRequest<HttpRequest>();
    // authenticated before the body was read (early-auth.ts); a route outside /v1 is checked here
    const presented = presentedKey(request);
    if (!request.principal && !presented)
      throw new UnauthorizedException({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'an API key is required: Authorization: Bearer <key>',
      });
    const key = request.principal
      ? { ...request.principal }
      : await this.keys.authenticate(presented!);
    if (!key)
      throw new UnauthorizedException({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'the API key is unknown or revoked',
      });
    const allowed = this.reflector.getAllAndOverride<readonly Role[]>(ROLES_KEY, targets) ?? [];
    if (!allowed.includes(key.role)) {
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        message: `the ${key.role} role may not do this (allowed: ${allowed.join(', ') || 'no role'})`,
      });
    }
    request.principal = {
      actor: key.actor,
      role: key.role,
      keyId: key.keyId,
      municipalities: key.municipalities,
    };
    // a key scoped to municipalities acts for, and reads, only theirs
    await this.scope.check(request, key.municipalities);
    return true;
  }
}
