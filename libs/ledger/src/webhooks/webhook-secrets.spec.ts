import Database from 'better-sqlite3';
import { WebhookSecrets } from './webhook-secrets';

const HOUR_MS = 60 * 60_000;

describe('webhook secrets: the current one, and the replaced one for a grace period (#26.5)', () => {
  it('after a rotation the replaced secret signs until the grace period ends, then no more', () => {
    const secrets = new WebhookSecrets(new Database(':memory:'), 24 * HOUR_MS);
    secrets.keep('S', 'whsec_old', '2026-12-02T15:00:00.000Z');
    expect(secrets.previous('S', new Date('2026-12-02T15:00:00Z'))).toBeNull();
    const until = secrets.rotate('S', 'whsec_new', 'whsec_old', '2026-12-03T09:00:00.000Z');
    expect(until).toBe('2026-12-04T09:00:00.000Z');
    expect(secrets.current('S')).toBe('whsec_new');
    expect(secrets.previous('S', new Date('2026-12-04T08:59:59Z'))).toBe('whsec_old');
    expect(secrets.previous('S', new Date('2026-12-04T09:00:00Z'))).toBeNull();
  });

  it('a second rotation within the grace period keeps only the secret it replaces', () => {
    const secrets = new WebhookSecrets(new Database(':memory:'), HOUR_MS);
    secrets.keep('S', 'a', '2026-12-03T09:00:00.000Z');
    secrets.rotate('S', 'b', 'a', '2026-12-03T09:00:00.000Z');
    secrets.rotate('S', 'c', 'b', '2026-12-03T09:30:00.000Z');
    expect(secrets.previous('S', new Date('2026-12-03T10:15:00Z'))).toBe('b');
  });

  it('a grace period of 0 is a hard cut-over', () => {
    const secrets = new WebhookSecrets(new Database(':memory:'), 0);
    secrets.keep('S', 'a', '2026-12-03T09:00:00.000Z');
    expect(secrets.rotate('S', 'b', 'a', '2026-12-03T09:00:00.000Z')).toBeNull();
    expect(secrets.previous('S', new Date('2026-12-03T09:00:00Z'))).toBeNull();
  });

  it("takes over an earlier release's state file, its secrets kept", () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE webhook_secrets (subscription_id TEXT PRIMARY KEY, secret TEXT NOT NULL, set_at TEXT NOT NULL) WITHOUT ROWID',
    );
    db.prepare('INSERT INTO webhook_secrets VALUES (?, ?, ?)').run('S', 'kept', '2026-01-01');
    const secrets = new WebhookSecrets(db, HOUR_MS);
    expect(secrets.current('S')).toBe('kept');
    expect(secrets.previous('S', new Date('2026-12-03T09:00:00Z'))).toBeNull();
    new WebhookSecrets(db, HOUR_MS); // and again: the columns are there already
  });
});
