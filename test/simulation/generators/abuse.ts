import fc from 'fast-check';
import { addDays } from '@ledger/domain';
import { known } from '../known-defects';
import { World } from '../world';
import { generator, type Planned } from './generator';

/**
 * C8: a write sent again, unchanged (a client retrying): where it carries the
 * caller's id (in its body or its path), a no-op that returns the original
 * answer. A fact without one (a reading, a unit's status) sent again is a
 * re-statement: written again or answered 200, never 201 with nothing
 * written (issue #24 item 1), which every answer's check already holds.
 */
export const replay = generator({
  name: 'replay',
  weight: 3,
  arbitrary: fc.nat(),
  plan(world: World, pick) {
    const w = World.pick(
      world.writes.filter((x) => x.body !== undefined && !x.path.endsWith('/penalty-runs')),
      pick,
    );
    if (!w) return [];
    const identified =
      ID_FIELDS.some((f) => f in (w.body as object)) ||
      /\/(reversal|grant|denial|levy)$/.test(w.path) ||
      w.path.endsWith('/rate-schedules') ||
      w.path.endsWith('/budgets');
    if (!identified) return [{ method: w.method, path: w.path, body: w.body, note: 'restatement' }];
    return [{ method: w.method, path: w.path, body: w.body, note: 'replay', expect: 'replay' }];
  },
});

/** The caller's id of a write's body (C8), where it has one. */
const ID_FIELDS = [
  'accountId',
  'paymentId',
  'billId',
  'billRunId',
  'applicationId',
  'refundId',
  'waiverId',
  'ownerChangeId',
  'reclassificationId',
  'formId',
  'requirementId',
  'statementId',
  'taxSaleId',
  'turnOnId',
  'findingId',
  'scheduleId',
];

/** Another value of the same field: a date a day earlier, an amount a cent more, another text. */
function changed(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return addDays(value, -1);
  if (typeof value === 'string' && /^\d+\.\d{2}$/.test(value))
    return (Number(value) + 0.01).toFixed(2);
  if (typeof value === 'number') return value + 1000;
  if (typeof value === 'string') return `${value} (other)`;
  return value;
}

/** C8: the same id with other content: a conflict (409), nothing written. */
export const conflict = generator({
  name: 'conflict',
  weight: 3,
  arbitrary: fc.record({ pick: fc.nat(), field: fc.nat() }),
  plan(world: World, i) {
    const withId = world.writes.filter(
      (w) =>
        w.body !== undefined &&
        ID_FIELDS.some((f) => f in (w.body as object)) &&
        // a unit's status or an owner change again is a new fact, not a conflict
        !w.path.endsWith('/unit-status'),
    );
    const w = World.pick(withId, i.pick);
    if (!w) return [];
    const body = w.body as Record<string, unknown>;
    const fields = Object.keys(body).filter(
      (k) =>
        !ID_FIELDS.includes(k) &&
        k !== 'municipality' &&
        (typeof body[k] === 'string' || typeof body[k] === 'number') &&
        changed(body[k]) !== body[k],
    );
    const field = World.pick(fields, i.field);
    if (!field) return [];
    return [
      {
        method: w.method,
        path: w.path,
        body: { ...body, [field]: changed(body[field]) },
        note: `conflict: ${field} changed`,
        expect: 'conflict',
      },
    ];
  },
});

/** The dates of facts (C10: never after the day they are recorded). */
const FACT_DATES = [
  'receivedOn',
  'readOn',
  'billDate',
  'openedOn',
  'effectiveOn',
  'reversedOn',
  'filedOn',
  'grantedOn',
  'deniedOn',
  'paidOn',
  'waivedOn',
  'turnedOnOn',
  'foundOn',
  'through',
  'cutoff',
  'saleDate',
  'leviedOn',
  'adoptedOn',
];

/** Fields every body that has them requires (besides the caller's ids). */
const REQUIRED = ['amount', 'totalGallons', 'municipality', 'reason', 'resolution', 'owner'];

const FUTURE_MUNICIPALITY_WIDE = ['/v1/penalty-runs', '/v1/lien-statements', '/tax-sales'];

/** Inputs an attacker or a broken client sends: each must be refused (4xx) and write nothing. */
export const badInput = generator({
  name: 'bad input',
  weight: 4,
  arbitrary: fc.record({
    pick: fc.nat(),
    how: fc.constantFrom(
      'number amount',
      'impossible date',
      'future date',
      'unknown account',
      'missing field',
      'extra field',
      'huge amount',
      'negative amount',
      'long text',
      'wrong type',
      'proto key',
    ),
  }),
  plan(world: World, i) {
    const w = World.pick(
      world.writes.filter((x) => x.body !== undefined),
      i.pick,
    );
    if (!w) return [];
    // a new caller's id first, so the refusal is for the input, not a conflict
    const body = { ...(w.body as Record<string, unknown>) };
    for (const f of ID_FIELDS) if (f in body && f !== 'accountId') body[f] = world.id('BAD');
    if (w.path === '/v1/accounts') body.accountId = world.id('BAD');
    const keys = Object.keys(body);
    const required = keys.filter((k) => ID_FIELDS.includes(k) || REQUIRED.includes(k));
    const dateKey = keys.find((k) => /^\d{4}-\d{2}-\d{2}$/.test(String(body[k])));
    const amountKey = keys.find((k) => /^\d+\.\d{2}$/.test(String(body[k])));
    let path = w.path;
    switch (i.how) {
      case 'number amount':
        if (!amountKey) return [];
        body[amountKey] = Number(body[amountKey]);
        break;
      case 'impossible date':
        if (!dateKey) return [];
        body[dateKey] = `${String(body[dateKey]).slice(0, 4)}-02-30`;
        break;
      case 'future date': {
        // C10: a fact may not be dated after the day it is recorded (a schedule's or a requirement's term may)
        const factDate = keys.find((k) => FACT_DATES.includes(k));
        if (!factDate) return [];
        if (
          known('municipality-date-checks') &&
          FUTURE_MUNICIPALITY_WIDE.some((p) => path.endsWith(p))
        )
          return [];
        body[factDate] = addDays(world.today, 2);
        break;
      }
      case 'unknown account':
        if (!path.startsWith('/v1/accounts/')) return [];
        path = path.replace(/^\/v1\/accounts\/[^/]+/, '/v1/accounts/NOBODY-HERE');
        break;
      case 'missing field': {
        const key = World.pick(required, i.pick);
        if (!key) return [];
        delete body[key];
        break;
      }
      case 'extra field':
        body.surprise = 'unexpected';
        break;
      case 'huge amount':
        if (!amountKey) return [];
        body[amountKey] = '99999999999.00';
        break;
      case 'negative amount':
        if (!amountKey) return [];
        body[amountKey] = `-${String(body[amountKey])}`;
        break;
      case 'long text':
        body[keys[i.pick % keys.length]] = 'x'.repeat(20_000);
        break;
      case 'wrong type':
        body[keys[i.pick % keys.length]] = { nested: [1, 2, 3] };
        break;
      case 'proto key':
        return [
          {
            method: w.method,
            path,
            note: 'bad input: __proto__',
            expect: 'refused',
            body: JSON.parse(`{"__proto__":{"admin":true},${JSON.stringify(body).slice(1)}`),
          } satisfies Planned,
        ];
    }
    return [{ method: w.method, path, body, note: `bad input: ${i.how}`, expect: 'refused' }];
  },
});

/** Time passes: a day, a week, a month or a season. */
export const clock = generator({
  name: 'clock',
  weight: 6,
  arbitrary: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 8, max: 95 })),
  plan(world: World, days) {
    world.advance(days);
    return [];
  },
});
