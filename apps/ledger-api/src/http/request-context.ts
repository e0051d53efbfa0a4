import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { CommandContext } from '@ledger/ledger';
import { randomUUID } from 'node:crypto';
import type { HttpRequest } from './http';

const HEADER_VALUE = /^[A-Za-z0-9][A-Za-z0-9 ._:@/-]{0,127}$/;

function header(request: HttpRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && HEADER_VALUE.test(text) ? text : undefined;
}

/**
 * Who is acting and why, from the request: the API key's holder (or, with
 * authentication off, `X-Actor`), `X-Correlation-Id` (ties a user's workflow
 * together), `X-Request-Id` (this command; generated when absent).
 */
export function commandContextOf(request: HttpRequest): CommandContext {
  const causationId = header(request, 'x-request-id') ?? randomUUID();
  const principal = request.principal;
  return {
    actor: principal?.actor ?? header(request, 'x-actor') ?? 'anonymous',
    correlationId: header(request, 'x-correlation-id') ?? causationId,
    causationId,
    ...(principal
      ? { role: principal.role, keyId: principal.keyId, municipalities: principal.municipalities }
      : {}),
  };
}

export const Ctx = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CommandContext =>
    commandContextOf(context.switchToHttp().getRequest<HttpRequest>()),
);
