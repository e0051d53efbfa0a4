import { ApiKeys, EVENT_STORE, type Role } from '@ledger/ledger';
import type { EventStore } from '@ledger/event-store';
import { startTestLedger, TestLedger } from '../support/test-ledger';

describe('authentication and roles', () => {
  let ledger: TestLedger;
  const keys: Partial<Record<Role, string>> = {};
  const head = async () => (await ledger.http().get('/health').expect(200)).body.headPosition;

  beforeAll(async () => {
    ledger = await startTestLedger(undefined, { auth: true });
    const apiKeys = ledger.app().get(ApiKeys);
    for (const role of ['clerk', 'finance', 'board', 'auditor', 'integration'] as const)
      keys[role] = (await apiKeys.issue(`Test ${role}`, role, 'test-setup')).key;
  });
  afterAll(async () => ledger.close());

  const account = {
    accountId: 'NP-AUTH',
    municipality: 'northport',
    parcelId: 'p',
    propertyClass: 'residential',
    owner: { name: 'O', mailingAddress: 'A' },
    openedOn: '2025-06-01',
  };

  it('/health is open; everything else without a key is 401 and writes nothing', async () => {
    const before = await head();
    const r = await ledger.http().post('/v1/accounts').send(account).expect(401);
    expect(r.body.message).toMatch(/API key is required/);
    await ledger.http().get('/v1/accounts/NP-AUTH').expect(401);
    await ledger
      .http()
      .post('/v1/accounts')
      .set('Authorization', 'Bearer slk_nope')
      .send(account)
      .expect(401);
    expect(await head()).toBe(before);
  });

  it('the wrong role is 403 and writes nothing', async () => {
    const before = await head();
    for (const role of ['finance', 'board', 'auditor', 'integration'] as const) {
      await ledger
        .http()
        .post('/v1/accounts')
        .set('Authorization', `Bearer ${keys[role]}`)
        .send(account)
        .expect(403);
    }
    expect(await head()).toBe(before);
  });

  it('each role does its own work, and every event names its actor', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .set('Authorization', `Bearer ${keys.clerk}`)
      .send(account)
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set('X-Api-Key', keys.finance!)
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set('X-Api-Key', keys.clerk!)
      .send({ fiscalYear: 2026, ratePer1000Gallons: '3.2000', adoptedOn: '2026-09-15' })
      .expect(403);
    await ledger
      .http()
      .get('/v1/accounts/NP-AUTH/balance')
      .set('Authorization', `Bearer ${keys.auditor}`)
      .expect(200);
    await ledger
      .http()
      .get('/v1/accounts/NP-AUTH/balance')
      .set('Authorization', `Bearer ${keys.integration}`)
      .expect(403);
    await ledger
      .http()
      .post('/v1/accounts/NP-AUTH/adjustment-applications/A/grant')
      .set('Authorization', `Bearer ${keys.clerk}`)
      .send({ grantedOn: '2025-10-01', resolution: 'r', creditAmount: '1.00' })
      .expect(403);
    const store = ledger.app().get<EventStore>(EVENT_STORE);
    const [opened] = await store.readStream('account-NP-AUTH');
    expect(opened.metadata).toMatchObject({ actor: 'Test clerk', actorRole: 'clerk' });
  });

  it('a revoked key is refused from then on', async () => {
    const apiKeys = ledger.app().get(ApiKeys);
    const { key, record } = await apiKeys.issue('Temp clerk', 'clerk', 'test-setup');
    await ledger
      .http()
      .get('/v1/accounts/NP-AUTH')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    await apiKeys.revoke(record.keyId, 'test-setup');
    await ledger
      .http()
      .get('/v1/accounts/NP-AUTH')
      .set('Authorization', `Bearer ${key}`)
      .expect(401);
  });

  it('keys are stored hashed: the secret appears nowhere in the store', async () => {
    const store = ledger.app().get<EventStore>(EVENT_STORE);
    // The secret is base64url and may itself hold '_': take everything after the key id.
    const secret = /^slk_[a-z0-9]{12}_(.+)$/.exec(keys.clerk!)![1]!;
    expect(secret.length).toBeGreaterThan(40);
    const all = JSON.stringify(await store.readAll({ maxCount: 10_000 }));
    expect(all).not.toContain(secret);
    expect(all).toContain('secretSha256');
  });
});
