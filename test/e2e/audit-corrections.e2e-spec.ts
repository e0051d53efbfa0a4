import { auditVerify, openReadModelDatabase } from '@ledger/ledger';
import { SqliteEventStore } from '@ledger/event-store';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * C11 x the audit: `audit verify` recomputes every bill, and took a
 * replacement for a bill rendered from nothing: the stored `replaces` (and a
 * supplemental bill's excess line) were reported as a difference whose field
 * list was empty (the simulation's soak of seed 31000,
 * test/simulation/replays/replacement-bill-audit.json). A replacement and its
 * supplemental are now recomputed as the decider renders them, together.
 */
describe('C11 audit verify recomputes a replacement and its supplemental bill', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-01-12T15:00:00Z');
    for (const [accountId, gallons] of [
      ['NP-AC-LOW', 60_000],
      ['NP-AC-HIGH', 90_000],
    ] as const) {
      const http = () => ledger.http();
      await workedExampleAccount(ledger, accountId);
      await http()
        .post(`/v1/accounts/${accountId}/bills`)
        .send({ billId: `${accountId}-B1`, fiscalYear: 2025, billDate: '2025-10-01' })
        .expect(201);
      await http()
        .post(`/v1/accounts/${accountId}/bills/${accountId}-B1/void`)
        .send({ voidId: `${accountId}-V1`, voidedOn: '2025-12-10', reason: 'meter misread' })
        .expect(201);
      await http()
        .post(`/v1/accounts/${accountId}/water-usage`)
        .send({ fiscalYear: 2025, totalGallons: gallons, readOn: '2025-12-10' })
        .expect(201);
      await http()
        .post(`/v1/accounts/${accountId}/bills`)
        .send({
          billId: `${accountId}-B2`,
          fiscalYear: 2025,
          billDate: '2025-12-12',
          replaces: `${accountId}-B1`,
        })
        .expect(201);
    }
  });
  afterAll(async () => ledger.close());

  it('C11 the replacement on 60,000 gallons (172.80, no supplemental) and on 90,000 (230.40 and a supplemental 28.80) pass the audit', async () => {
    const store = new SqliteEventStore(ledger.dbPath);
    const live = openReadModelDatabase(ledger.dbPath.replace(/\.sqlite$/, '.read-models.sqlite'));
    try {
      const report = await auditVerify(store, live);
      expect(report.billProblems).toEqual([]);
      expect(report).toMatchObject({ ok: true, bills: 5 });
    } finally {
      live.close();
      await store.close();
    }
  });
});
