import { accountDecider } from '@ledger/domain';
import { SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { CsvImporter, IMPORT_CHUNK, ImportStopped } from './import-csv';

const roll = (n: number) =>
  [
    'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
    ...Array.from(
      { length: n },
      (_, i) =>
        `NP-C${String(i).padStart(4, '0')},northport,1.-1-${i},residential,inside,,,Owner ${i},1 Main St,2025-06-01`,
    ),
  ].join('\n');

const payments = (n: number) =>
  [
    'paymentId,accountId,amount,receivedOn,method,reference',
    // two payments of one account, one after the other: never in the same commit
    ...Array.from(
      { length: n },
      (_, i) => `LB-${i},NP-C${String(Math.floor(i / 2)).padStart(4, '0')},10.00,2025-11-20,check,`,
    ),
  ].join('\n');

describe('imports applied in chunks, one durable commit each (#30 item 3)', () => {
  const setup = () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const importer = new CsvImporter(new AccountRepository(store, clock), clock);
    const commits = jest.spyOn(store, 'appendMany');
    return { store, importer, commits };
  };

  it(`a roll of 600 lines is three commits of at most ${IMPORT_CHUNK}; the same file again writes nothing`, async () => {
    const { store, importer, commits } = setup();
    const first = await importer.import('accounts', roll(600), systemContext('clerk'));
    expect([first.records, first.applied, first.unchanged, first.errors]).toEqual([
      600,
      600,
      0,
      [],
    ]);
    expect(commits.mock.calls.map(([batches]) => batches.length)).toEqual([250, 250, 100]);
    expect(await store.headPosition()).toBe(600);
    const again = await importer.import('accounts', roll(600), systemContext('clerk'));
    expect([again.applied, again.unchanged]).toEqual([0, 600]);
    expect(await store.headPosition()).toBe(600);
    await store.close();
  });

  it("an account's second line goes in the next commit, after its first (each append at its stream's revision)", async () => {
    const { store, importer, commits } = setup();
    await importer.import('accounts', roll(10), systemContext('clerk'));
    commits.mockClear();
    const report = await importer.import('payments', payments(6), systemContext('clerk'));
    expect([report.applied, report.errors]).toEqual([6, []]);
    expect(commits.mock.calls.map(([batches]) => batches.map((b) => b.streamId))).toEqual([
      ['account-NP-C0000', 'account-NP-C0001', 'account-NP-C0002'],
      ['account-NP-C0000', 'account-NP-C0001', 'account-NP-C0002'],
    ]);
    await store.close();
  });

  it('a failure while writing names the line it stopped at; the chunks before it stay, and the same file again finishes it (C8)', async () => {
    const { store, importer, commits } = setup();
    const real = SqliteEventStore.prototype.appendMany.bind(store);
    commits.mockImplementationOnce(real).mockImplementationOnce(() => {
      throw new Error('database or disk is full');
    });
    const stopped = await importer
      .import('accounts', roll(600), systemContext('clerk'))
      .catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(ImportStopped);
    expect([(stopped as ImportStopped).line, (stopped as ImportStopped).applied]).toEqual([
      252, 250,
    ]);
    expect((stopped as Error).message).toBe(
      'the import stopped at line 252: database or disk is full. Every line before it is in the ledger (250 record(s) written); send the same file again to finish it, what is already in the ledger is not written twice.',
    );
    expect(await store.headPosition()).toBe(250);
    commits.mockImplementation(real);
    const again = await importer.import('accounts', roll(600), systemContext('clerk'));
    expect([again.applied, again.unchanged]).toEqual([350, 250]);
    expect(await store.headPosition()).toBe(600);
    await store.close();
  });

  it('each line is decided once: the validation pass hands its decided events to the commit (#30)', async () => {
    const { store, importer } = setup();
    const decide = jest.spyOn(accountDecider, 'decide');
    await importer.import('accounts', roll(300), systemContext('clerk'));
    expect(decide).toHaveBeenCalledTimes(300);
    decide.mockClear();
    // two lines an account: the second decided on the state the first leaves, committed after it
    const report = await importer.import('payments', payments(600), systemContext('clerk'));
    expect([report.applied, report.errors]).toEqual([600, []]);
    expect(decide).toHaveBeenCalledTimes(600);
    decide.mockRestore();
    await store.close();
  });

  it('a stream written between the validation and the commit is decided again on what it holds (C8: its events carry the revision they follow)', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const accounts = new AccountRepository(store, clock);
    const importer = new CsvImporter(accounts, clock);
    await importer.import('accounts', roll(2), systemContext('clerk'));
    const counter = {
      kind: 'ReceivePayment' as const,
      paymentId: 'COUNTER-1',
      amount: '5.00',
      receivedOn: '2025-11-19',
      method: 'cash' as const,
      reference: null,
      today: '2026-01-15',
    };
    const decide = jest.spyOn(accountDecider, 'decide');
    // the commit's first look at a stream: a payment at the counter on it just before (the lines are all validated)
    const real = accounts.loadAtLeast.bind(accounts);
    jest.spyOn(accounts, 'loadAtLeast').mockImplementationOnce(async (streamId, revision) => {
      await accounts.execute(streamId, counter, systemContext('clerk'));
      return real(streamId, revision);
    });
    const report = await importer.import('payments', payments(4), systemContext('clerk'));
    expect([report.applied, report.errors]).toEqual([4, []]);
    // four lines decided in the validation, the counter's payment, then NP-C0000's two lines again on the stream as it moved
    expect(decide).toHaveBeenCalledTimes(7);
    decide.mockRestore();
    const events = await store.readStream('account-NP-C0000', { fromRevision: 0, maxCount: 10 });
    expect(
      events.map((e) => [e.revision, e.type, (e.data as { paymentId?: string }).paymentId]),
    ).toEqual([
      [0, 'AccountOpened', undefined],
      [1, 'PaymentReceived', 'COUNTER-1'],
      [2, 'PaymentReceived', 'LB-0'],
      [3, 'PaymentReceived', 'LB-1'],
    ]);
    await store.close();
  });
});
