import { EventStore, SqliteEventStore } from '@ledger/event-store';
import type { AccountDirectory } from '../account-directory/account-directory';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import type { AccountRepository, FormRequirementRepository } from '../infrastructure/repositories';
import { NO_PROGRESS } from '../jobs/progress';
import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { accountRepositoryOver } from '../testing/counted-repositories';
import { PenaltyRunHandler } from './penalty-run.handler';

/** EventStoreDB's appendMany as its adapter documents it: each stream in turn, each atomic, the set not. */
function streamByStream(store: EventStore): EventStore {
  const esdbLike = Object.create(store) as EventStore;
  esdbLike.appendMany = async (batches) => {
    const results = [];
    for (const b of batches) results.push(await store.append(b.streamId, b.events, b.expected));
    return results;
  };
  return esdbLike;
}

/**
 * #30 x C7/N10 (found in review): a penalty run decides each account on its
 * cached fold; a chunk's append is refused when one of its accounts moved on
 * another host meanwhile. On EventStoreDB the batches before the refused one
 * are written by then, and decided again they would find nothing left to
 * book: the run still reports what it booked.
 */
it('a penalty run on a host whose cache lags one account reports every charge it booked, on a store whose appendMany is not atomic across streams', async () => {
  const sqlite = new SqliteEventStore(':memory:');
  const here = accountRepositoryOver(streamByStream(sqlite)) as AccountRepository;
  const other = accountRepositoryOver(sqlite);
  for (const id of ['R1', 'R2'])
    await here.execute(`account-${id}`, openAccountCommand(id, '2026-12-02'), systemContext());
  // another host moves R2 on: this host's fold of it lags one event (its follow of the log has not come)
  await other.execute('account-R2', paymentCommand('P-1', '1.00', '2026-12-02'), systemContext());
  const directory = {
    list: async () => [{ accountId: 'R1' }, { accountId: 'R2' }],
  } as unknown as AccountDirectory;
  // N10: a utilization form due 2026-03-01, not filed: a charge accrues on each account
  const requirements = {
    of: async () => [{ requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' }],
  } as unknown as FormRequirementRepository;
  const handler = new PenaltyRunHandler(
    here,
    directory,
    new ManualClock(new Date('2026-12-02T12:00:00Z'), 1000),
    requirements,
  );
  const run = await handler.execute({
    dto: { municipality: 'northport', through: '2026-05-14' },
    context: systemContext(),
    progress: NO_PROGRESS,
  });
  const charged = (await sqlite.readAll({ maxCount: 1000 })).filter(
    (e) => e.type === 'UtilizationFormCharged',
  );
  // booked: two charges on each account, once
  expect(charged.map((e) => e.streamId).sort()).toEqual([
    'account-R1',
    'account-R1',
    'account-R2',
    'account-R2',
  ]);
  // reported: what was booked
  expect(run).toMatchObject({ accountsChanged: 2, formCharges: { accrued: 4 } });
  await sqlite.close();
});
