import { environmentOf } from './configuration';

describe('configuration from the environment', () => {
  it('defaults: port 3000, authentication on', () => {
    expect(environmentOf({})).toMatchObject({ PORT: 3000, LEDGER_AUTH: 'on' });
  });

  it('reads whole numbers as numbers', () => {
    expect(
      environmentOf({ PORT: '8080', LEDGER_STATE_CACHE: '500', LEDGER_AUTH: 'off' }),
    ).toMatchObject({ PORT: 8080, LEDGER_STATE_CACHE: 500, LEDGER_AUTH: 'off' });
  });

  it('the webhook rotation grace period: whole minutes, 0 (a hard cut-over) to a week', () => {
    expect(environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '0' })).toMatchObject({
      LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: 0,
    });
    expect(() => environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '1.5' })).toThrow(
      'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES must be a whole number (0-10080)',
    );
    expect(() => environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '20000' })).toThrow(
      'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES must be a whole number (0-10080)',
    );
  });

  it('PORT=abc stops the start naming it (never NaN), and every other bad variable with it', () => {
    expect(() => environmentOf({ PORT: 'abc' })).toThrow('PORT must be a whole number (1-65535)');
    const all = () =>
      environmentOf({
        PORT: '70000',
        LEDGER_AUTH: 'maybe',
        LEDGER_STATE_CACHE: '0',
        LEDGER_AUDIT_KEY: 'short',
      });
    expect(all).toThrow(
      'bad configuration: PORT must be a whole number (1-65535); LEDGER_AUTH must be on or off; LEDGER_STATE_CACHE must be a whole number of at least 1; LEDGER_AUDIT_KEY must be at least 32 characters',
    );
  });
});
