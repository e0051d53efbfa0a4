import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  AccountDirectory,
  LienStatementRepository,
  lienStatementStream,
  OfficeRecords,
} from '@ledger/ledger';
import { notFound } from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import type { HttpRequest } from './http';

/** The municipalities a key may act for and read: null for every one. */
type Scope = readonly string[] | null;

/**
 * A key scoped to municipalities may act for, and read, only theirs: the
 * municipality a request names (its path `/v1/municipalities/{m}/...`, a
 * `municipality` field of its body or query; else 403) or the one of the
 * account, bill, bill run or lien statement it looks up (else 404, as a
 * missing one).
 */
@Injectable()
export class RequestScope {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly statements: LienStatementRepository,
    private readonly records: OfficeRecords,
  ) {}

  /** The municipalities the request names itself: its path `/v1/municipalities/{m}/...`, a `municipality` field of its body or query. */
  private named(request: HttpRequest): string[] {
    const named: string[] = [];
    const path = /^\/v1\/municipalities\/([^/]+)\//.exec(request.path);
    if (path) named.push(decodeURIComponent(path[1]));
    for (const source of [request.body, request.query] as Array<
      Record<string, unknown> | undefined
    >) {
      if (source && typeof source === 'object' && typeof source.municipality === 'string')
        named.push(source.municipality);
    }
    return named;
  }

  /**
   * The records the request looks up by id (its path's account, bill, bill
   * run, lien statement), each with its municipality (null: no such record)
   * and the 404 the handler answers when it does not exist.
   */
  private async lookedUp(
    request: HttpRequest,
  ): Promise<Array<{ m: string | null; missing: string }>> {
    const { accountId, statementId, billId, billRunId } = (request.params ?? {}) as Record<
      string,
      string | undefined
    >;
    const found: Array<{ m: string | null; missing: string }> = [];
    if (billId)
      found.push({
        m: (await this.records.bill(billId))?.municipality ?? null,
        missing: `bill ${billId} not found`,
      });
    if (billRunId) {
      const first = (await this.records.billsOfRun(billRunId))[0];
      found.push({
        m: first ? await this.directory.municipalityOf(first.accountId) : null,
        missing: `bill run ${billRunId} has no bills`,
      });
    }
    if (accountId)
      found.push({
        m: await this.directory.municipalityOf(accountId),
        missing: `account ${accountId} not found`,
      });
    if (statementId && request.path.startsWith('/v1/lien-statements/'))
      found.push({
        m:
          (await this.statements.load(lienStatementStream(statementId))).state.prepared?.data
            .municipality ?? null,
        missing: `lien statement ${statementId} not found`,
      });
    return found;
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

  /**
   * For a scoped key: a record looked up by id that is another municipality's
   * is answered as if it did not exist (the same 404 as a missing one, so the
   * answer never tells which ids exist elsewhere); a municipality the request
   * names itself outside the scope is 403.
   */
  async check(request: HttpRequest, scope: Scope): Promise<void> {
    if (scope === null) return;
    for (const { m, missing } of await this.lookedUp(request))
      if (m === null || !scope.includes(m)) throw notFound(missing);
    const outside = this.named(request).filter((m) => !scope.includes(m));
    if (outside.length > 0)
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        message: `this key acts for ${scope.join(', ')} only, not ${[...new Set(outside)].join(', ')}`,
      });
  }
}

/** The principal's scope, or null (all) when the request is not authenticated (development) or the key is not scoped. */
export function scopeOf(request: HttpRequest): Scope {
  return request.principal?.municipalities ?? null;
}
