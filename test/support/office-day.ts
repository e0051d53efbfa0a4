import type { TestLedger } from './test-ledger';

/**
 * A small office's history, the same for the documents test and the sample
 * PDFs: two Northport residences on the DOMAIN.md worked example's rate
 * (3.2000 a thousand gallons, 80,000 gallons delivered, 90% reaching the
 * sewer: 230.40), billed by run R-2025 on 2025-10-01; NP-1001 pays 100.00 by
 * check no. 1234 at the counter on 2025-10-15 and 130.40 in cash the same
 * day; NP-1002 pays nothing, so penalties run through 2026-05-31 and the
 * Board's lien statement LS-2026 names it.
 */
export async function officeDay(
  ledger: TestLedger,
  as: { clerk: Record<string, string>; finance: Record<string, string> } = {
    clerk: {},
    finance: {},
  },
): Promise<void> {
  const ok = (what: string) => (r: { status: number; body: unknown }) => {
    if (r.status !== 200 && r.status !== 201)
      throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  const http = () => ledger.http();
  await http()
    .post('/v1/municipalities/northport/rate-schedules')
    .set(as.finance)
    .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
    .expect(ok('rate'));
  for (const [accountId, name, address] of [
    ['NP-1001', 'Pat Example', '10 Main St, Northport NY 11768'],
    ['NP-1002', 'Lee Delinquent', '22 Bayview Ave, Northport NY 11768'],
  ]) {
    await http()
      .post('/v1/accounts')
      .set(as.clerk)
      .send({
        accountId,
        municipality: 'northport',
        parcelId: `0403-${accountId.slice(3)}`,
        propertyClass: 'residential',
        owner: { name, mailingAddress: address },
        openedOn: '2025-06-01',
      })
      .expect(ok(`open ${accountId}`));
    await http()
      .post(`/v1/accounts/${accountId}/water-usage`)
      .set(as.clerk)
      .send({ fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' })
      .expect(ok('usage'));
  }
  await http()
    .post('/v1/bill-runs')
    .set(as.finance)
    .send({
      billRunId: 'R-2025',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    })
    .expect(ok('bill run'));
  await http()
    .post('/v1/accounts/NP-1001/payments')
    .set(as.clerk)
    .send({
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2025-10-15',
      method: 'check',
      reference: '1234',
    })
    .expect(ok('payment'));
  await http()
    .post('/v1/accounts/NP-1001/payments')
    .set(as.clerk)
    .send({ paymentId: 'P-2', amount: '130.40', receivedOn: '2025-10-15', method: 'cash' })
    .expect(ok('payment'));
  await http()
    .post('/v1/penalty-runs')
    .set(as.finance)
    .send({ municipality: 'northport', through: '2026-05-31' })
    .expect(ok('penalty run'));
  await http()
    .post('/v1/lien-statements')
    .set(as.finance)
    .send({
      statementId: 'LS-2026',
      municipality: 'northport',
      cutoff: '2026-05-31',
      taxYear: 2026,
    })
    .expect(ok('lien statement'));
}
