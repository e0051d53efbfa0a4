import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/** Issue 28 item 13: the admin role manages API keys over the API; never a key with more power than its own. */
describe('API keys over the API (admin)', () => {
  let ledger: TestLedger;
  let as: (name: string) => Record<string, string>;
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z', { auth: true });
    ({ as } = await issueKeys(ledger, {
      admin: ['Office Admin', 'admin'],
      townAdmin: ['Town Admin', 'admin', ['queensbury']],
      finance: ['Treasurer', 'finance'],
    }));
  });
  afterAll(async () => ledger.close());

  it('creates a key with a role and municipalities, the secret shown once; it works at once', async () => {
    const created = await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('admin'))
      .send({ actor: 'Jane Clerk', role: 'clerk', municipalities: ['northport'] })
      .expect(201);
    expect(created.body).toMatchObject({
      actor: 'Jane Clerk',
      role: 'clerk',
      municipalities: ['northport'],
      revokedAt: null,
    });
    expect(created.body.key).toMatch(new RegExp(`^slk_${created.body.keyId}_[A-Za-z0-9_-]{43}$`));
    const me = await ledger.http().get('/v1/me').set(bearer(created.body.key)).expect(200);
    expect(me.body).toMatchObject({
      actor: 'Jane Clerk',
      role: 'clerk',
      municipalities: ['northport'],
    });
    const list = await ledger.http().get('/v1/api-keys').set(as('admin')).expect(200);
    const listed = list.body.find((k: { keyId: string }) => k.keyId === created.body.keyId);
    expect(listed).toMatchObject({ actor: 'Jane Clerk', role: 'clerk' });
    expect(listed.lastUsedAt).toMatch(/^2026-06-01T15:/);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key.slice(18));
  });

  it('revokes a key: refused from the next request', async () => {
    const { body } = await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('admin'))
      .send({ actor: 'Temp Clerk', role: 'clerk' })
      .expect(201);
    await ledger.http().get('/v1/me').set(bearer(body.key)).expect(200);
    const revoked = await ledger
      .http()
      .post(`/v1/api-keys/${body.keyId}/revocation`)
      .set(as('admin'))
      .expect(200);
    expect(revoked.body.revokedAt).toMatch(/^2026-06-01T/);
    const refused = await ledger.http().get('/v1/me').set(bearer(body.key)).expect(401);
    expect(refused.body.message).toBe('the API key is unknown or revoked');
  });

  it('never a key with more power than its own: a town admin reaches only its town; other roles none', async () => {
    const wider = await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('townAdmin'))
      .send({ actor: 'Wide Clerk', role: 'clerk' })
      .expect(403);
    expect(wider.body.message).toBe(
      'This key acts only for queensbury: it cannot make a key for every municipality.',
    );
    await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('townAdmin'))
      .send({ actor: 'NP Clerk', role: 'clerk', municipalities: ['queensbury', 'northport'] })
      .expect(403);
    const own = await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('townAdmin'))
      .send({ actor: 'Q Clerk', role: 'clerk', municipalities: ['queensbury'] })
      .expect(201);
    const listed = (await ledger.http().get('/v1/api-keys').set(as('townAdmin')).expect(200)).body;
    expect(listed.map((k: { actor: string }) => k.actor).sort()).toEqual(['Q Clerk', 'Town Admin']);
    const everywhere = (await ledger.http().get('/v1/api-keys').set(as('admin')).expect(200)).body;
    const jane = everywhere.find((k: { actor: string }) => k.actor === 'Jane Clerk');
    await ledger
      .http()
      .post(`/v1/api-keys/${jane.keyId}/revocation`)
      .set(as('townAdmin'))
      .expect(404);
    await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('finance'))
      .send({ actor: 'X', role: 'admin' })
      .expect(403);
    await ledger.http().get('/v1/api-keys').set(as('finance')).expect(403);
    // an admin key does none of the ledger's own work
    await ledger.http().get('/v1/accounts').set(as('admin')).expect(403);
    expect(own.body.municipalities).toEqual(['queensbury']);
  });

  it('refuses a bad request in words, writing nothing', async () => {
    const bad = await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('admin'))
      .send({ actor: 'Robert"); DROP', role: 'clerk' })
      .expect(400);
    expect(bad.body.message).toEqual([
      "The holder's name is 1 to 100 letters, digits, spaces or . _ @ ' -.",
    ]);
    await ledger
      .http()
      .post('/v1/api-keys')
      .set(as('admin'))
      .send({ actor: 'A', role: 'mayor' })
      .expect(400);
  });
});
