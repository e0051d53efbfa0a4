import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VILLAGE_CONTROL_TOTALS, VILLAGE_CONVERSION } from '../samples/village-conversion';
import { CLI_MAIN } from '../support/server-process';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const SAMPLES = join(__dirname, '..', 'samples');
const FILE = join(SAMPLES, 'village-opening-balances.csv');

/** C12 from the CLI: `ledger import opening-balances`, as the treasurer's IT runs it on the ledger's host. */
describe('C12 the CLI converts the sample village: dry run, a wrong total refused, converted once', () => {
  let ledger: TestLedger;
  const cli = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [
        CLI_MAIN,
        'import',
        'opening-balances',
        '--file',
        FILE,
        '--conversion-date',
        VILLAGE_CONVERSION.conversionDate,
        '--source',
        VILLAGE_CONVERSION.source,
        ...args,
      ],
      { env: { ...process.env, LEDGER_DB_PATH: ledger.dbPath }, encoding: 'utf8' },
    );
  const totals = (rent: string = VILLAGE_CONTROL_TOTALS.expectRentUnpaid) => [
    '--expect-accounts',
    VILLAGE_CONTROL_TOTALS.expectAccounts,
    '--expect-rent-unpaid',
    rent,
    '--expect-penalties-unpaid',
    VILLAGE_CONTROL_TOTALS.expectPenaltiesUnpaid,
    '--expect-charges-unpaid',
    VILLAGE_CONTROL_TOTALS.expectChargesUnpaid,
    '--expect-credits',
    VILLAGE_CONTROL_TOTALS.expectCredits,
  ];

  beforeAll(async () => {
    // the CLI records with the host's clock: the ledger's clock is the same day, so it knows what the CLI wrote
    ledger = await startTestLedger(new Date().toISOString());
    await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv')
      .send(readFileSync(join(SAMPLES, 'village-roll.csv'), 'utf8'))
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('C12 --dry-run prints the file totals and writes nothing; a rent total off by 0.10 is refused whole (exit 1); the right totals convert 13 accounts, and again change nothing', async () => {
    const dry = cli('--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(
      'opening balances from munis as of 2025-11-15: 13 account(s), rent 2954.66, penalties 78.32, charges 100.00, credits 25.00',
    );
    expect(dry.stdout).toContain('dry run: nothing was written');

    const wrong = cli(...totals('2954.76'));
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('nothing was converted');
    const before = await ledger
      .http()
      .get('/v1/accounts/NP-V01/balance')
      .query({ asOf: '2025-11-15' })
      .expect(200);
    expect(before.body.total).toBe('0.00');

    const converted = cli(...totals());
    expect(converted.stdout).toContain('13 account(s) converted, 0 already converted');
    expect(converted.status).toBe(0);
    const again = cli(...totals());
    expect(again.stdout).toContain('0 account(s) converted, 13 already converted');
    const after = (
      await ledger
        .http()
        .get('/v1/accounts/NP-V01/balance')
        .query({ asOf: '2025-11-15' })
        .expect(200)
    ).body;
    expect(after).toMatchObject({ rent: '230.40', penalties: '3.46', total: '233.86' });
  });
});
