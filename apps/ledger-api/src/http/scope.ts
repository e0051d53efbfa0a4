import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  AccountDirectory,
  LienStatementRepository,
  lienStatementStream,
  OfficeRecords,
} from '@ledger/ledger';
import type { StoredEvent } from '@ledger/event-store';
import type { Request } from 'express';

/** The municipalities a key may act for and read: null for every one. */
type Scope = readonly string[] | null;

/**
 * A key scoped to municipalities may act for, and read, only theirs: the
 * municipality a request names (its path `/v1/municipalities/{m}/...`, a
 * `municipality` field of its body or query) or the one of the account or
 * lien statement it concerns. Anything else is 403.
 */
@Injectable()
export class RequestScope {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly statements: LienStatementRepository,
    private readonly records: OfficeRecords,
  ) {}

  /** The municipalities the request concerns, as far as it names them. */
  async concerned(request: Request): Promise<string[]> {
    const named: string[] = [];
    const path = /^\/v1\/municipalities\/([^/]+)\//.exec(request.path);
    if (path) named.push(decodeURIComponent(path[1]));
    for (const source of [request.body, request.query] as Array<
      Record<string, unknown> | undefined
    >) {
      if (source && typeof source === 'object' && typeof source.municipality === 'string')
        named.push(source.municipality);
    }
    const { accountId, statementId, billId, billRunId } = (request.params ?? {}) as Record<
      string,
      string | undefined
    >;
    if (billId) {
      const m = (await this.records.bill(billId))?.municipality;
      if (m) named.push(m);
    }
    if (billRunId) {
      const first = (await this.records.billsOfRun(billRunId))[0];
      const m = first ? await this.directory.municipalityOf(first.accountId) : null;
      if (m) named.push(m);
    }
    if (accountId) {
      const m = await this.directory.municipalityOf(accountId);
      if (m) named.push(m);
    }
    if (statementId && request.path.startsWith('/v1/lien-statements/')) {
      const m = (await this.statements.load(lienStatementStream(statementId))).state.prepared?.data
        .municipality;
      if (m) named.push(m);
    }
    return named;
  }

  /**
   * Which feed events a scope sees: those naming one of its municipalities,
   * and those of its accounts; none that name no municipality (keys, audit).
   */
  visibleTo(scope: Scope): (e: StoredEvent) => Promise<boolean> {
    if (scope === null) return async () => true;
    const known = new Map<string, string | null>();
    return async (e) => {
      const named = (e.data as { municipality?: unknown }).municipality;
      if (typeof named === 'string') return scope.includes(named);
      if (!e.streamId.startsWith('account-')) return false;
      const accountId = e.streamId.slice('account-'.length);
      if (!known.has(accountId))
        known.set(accountId, await this.directory.municipalityOf(accountId));
      const m = known.get(accountId);
      return m !== null && m !== undefined && scope.includes(m);
    };
  }

  /** 403 for what a scoped key may not use at all (the live stream and webhooks carry every municipality). */
  static refuseScoped(scope: Scope, what: string): void {
    if (scope !== null)
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        message: `${what} carries every municipality: this key acts for ${scope.join(', ')} only (read the feed by page)`,
      });
  }

  /** 403 when the request concerns a municipality outside the key's scope. */
  async check(request: Request, scope: Scope): Promise<void> {
    if (scope === null) return;
    const outside = (await this.concerned(request)).filter((m) => !scope.includes(m));
    if (outside.length > 0)
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        message: `this key acts for ${scope.join(', ')} only, not ${[...new Set(outside)].join(', ')}`,
      });
  }
}

/** The principal's scope, or null (all) when the request is not authenticated (development) or the key is not scoped. */
export function scopeOf(request: Request): Scope {
  return (
    (request as Request & { principal?: { municipalities?: Scope } }).principal?.municipalities ??
    null
  );
}
