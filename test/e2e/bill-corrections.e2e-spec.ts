import { bytes } from '../samples/make-samples';
import { pdfPages, pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** C11 over HTTP: the worked example's bill voided and replaced on 2025-12-10. */
describe('C11 bill corrections: POST /v1/accounts/{id}/bills/{billId}/void and a bill that replaces it', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-01-12T15:00:00Z');
  });
  afterAll(async () => ledger.close());

  /** The worked example's bill B-1 (230.40), its penalties through 2025-12-01 booked, voided on 2025-12-10, re-read. */
  async function billedAndVoided(accountId: string, correctedGallons: number) {
    const http = () => ledger.http();
    await workedExampleAccount(ledger, accountId);
    await http()
      .post(`/v1/accounts/${accountId}/bills`)
      .send({ billId: `${accountId}-B1`, fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-01' })
      .expect(200);
    const voided = await http()
      .post(`/v1/accounts/${accountId}/bills/${accountId}-B1/void`)
      .send({ voidId: `${accountId}-V1`, voidedOn: '2025-12-10', reason: 'meter misread' })
      .expect(201);
    expect(voided.body).toMatchObject({
      billId: `${accountId}-B1`,
      voidId: `${accountId}-V1`,
      voidedOn: '2025-12-10',
      rent: '230.40',
    });
    await http()
      .post(`/v1/accounts/${accountId}/water-usage`)
      .send({ fiscalYear: 2025, totalGallons: correctedGallons, readOn: '2025-12-10' })
      .expect(201);
    return http()
      .post(`/v1/accounts/${accountId}/bills`)
      .send({
        billId: `${accountId}-B2`,
        fiscalYear: 2025,
        billDate: '2025-12-10',
        replaces: `${accountId}-B1`,
      })
      .expect(201);
  }

  it("C11 x N6 a grant of adjusted gallons, then the bill corrected below the Board's figure: the application says what was recorded and what stands now (lapsed), the refund obligations and the balance agree", async () => {
    const http = () => ledger.http();
    await workedExampleAccount(ledger, 'NP-C11G');
    await http()
      .post('/v1/accounts/NP-C11G/bills')
      .send({ billId: 'NP-C11G-B1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await http()
      .post('/v1/accounts/NP-C11G/adjustment-applications')
      .send({ applicationId: 'A-G', billId: 'NP-C11G-B1', filedOn: '2025-10-10', claim: 'a pool' })
      .expect(201);
    const granted = await http()
      .post('/v1/accounts/NP-C11G/adjustment-applications/A-G/grant')
      .send({
        grantedOn: '2025-10-20',
        resolution: 'Res. 2025-31',
        adjustedBillableGallons: 60_000,
      })
      .expect(201);
    expect(granted.body).toMatchObject({
      billId: 'NP-C11G-B1',
      credit: '38.40',
      appliedToRent: '38.40',
      now: { billId: 'NP-C11G-B1', appliedToRent: '38.40', refundDue: '0.00', lapsed: '0.00' },
    });
    await http()
      .post('/v1/accounts/NP-C11G/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 60_000, readOn: '2025-12-10' })
      .expect(422);
    await http()
      .post('/v1/accounts/NP-C11G/bills/NP-C11G-B1/void')
      .send({ voidId: 'NP-C11G-V1', voidedOn: '2025-12-10', reason: 'meter misread' })
      .expect(201);
    await http()
      .post('/v1/accounts/NP-C11G/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 60_000, readOn: '2025-12-10' })
      .expect(201);
    await http()
      .post('/v1/accounts/NP-C11G/bills')
      .send({
        billId: 'NP-C11G-B2',
        fiscalYear: 2025,
        billDate: '2025-12-10',
        replaces: 'NP-C11G-B1',
      })
      .expect(201);
    const account = (await http().get('/v1/accounts/NP-C11G').expect(200)).body;
    expect(account.adjustmentApplications[0].grant).toMatchObject({
      appliedToRent: '38.40',
      now: { billId: 'NP-C11G-B2', appliedToRent: '0.00', refundDue: '0.00', lapsed: '38.40' },
    });
    const balance = (await http().get('/v1/accounts/NP-C11G/balance?asOf=2025-12-10').expect(200))
      .body;
    expect(balance).toMatchObject({ rent: '172.80', refundDue: '0.00' });
  });

  it('C11/C7 replaced on 60,000 gallons: 172.80 from 2025-10-01, the run reverses 3.46 twice and books 2.59 twice; balance 177.98', async () => {
    const replaced = await billedAndVoided('NP-C11A', 60_000);
    expect(replaced.body).toMatchObject({
      billId: 'NP-C11A-B2',
      replaces: 'NP-C11A-B1',
      billDate: '2025-10-01',
      dueDate: '2025-10-31',
      billableGallons: 54000,
      rent: '172.80',
    });
    expect(replaced.body.supplemental).toBeUndefined();
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-C11A/balance?asOf=2025-12-15')
      .expect(200);
    expect(balance.body).toMatchObject({ rent: '172.80', penalties: '5.18', total: '177.98' });
    // C8: the same void again is a repeat (200), writing nothing
    await ledger
      .http()
      .post('/v1/accounts/NP-C11A/bills/NP-C11A-B1/void')
      .send({ voidId: 'NP-C11A-V1', voidedOn: '2025-12-10', reason: 'meter misread' })
      .expect(200);
  });

  it('C11 replaced on 90,000 gallons: 230.40 from 2025-10-01 and a supplemental 28.80 dated 2025-12-10, due 2026-01-09, first penalty 2026-01-10', async () => {
    const replaced = await billedAndVoided('NP-C11B', 90_000);
    expect(replaced.body).toMatchObject({
      billId: 'NP-C11B-B2',
      billDate: '2025-10-01',
      rent: '230.40',
      supplemental: {
        billId: 'NP-C11B-B2-S',
        supplements: 'NP-C11B-B2',
        billDate: '2025-12-10',
        dueDate: '2026-01-09',
        firstPenaltyDate: '2026-01-10',
        rent: '28.80',
      },
    });
  });

  const printed = async (path: string, name: string) =>
    pdfText(
      (await ledger.http().get(path).buffer(true).parse(bytes).expect(200)).body as Buffer,
      name,
      false,
    );

  it('C11 on paper: the replacement says which bill it replaces and the dates it keeps; the voided bill says it is voided; the statement shows the pair', async () => {
    const replacement = await printed('/v1/bills/NP-C11A-B2/document', 'c11-replacement');
    expect(replacement).toContain(
      "This bill replaces bill NP-C11A-B1 ($230.40 of rent), voided on 12/10/2025: meter misread. It keeps the voided bill's bill date, 10/01/2025, and due date, 10/31/2025, and penalties are recomputed from those dates on the corrected rent of $172.80.",
    );
    expect(replacement).toMatch(/Total due \$172\.80/);
    const voided = await printed('/v1/bills/NP-C11A-B1/document', 'c11-voided');
    expect(voided).toContain(
      'This bill was voided on 12/10/2025 (meter misread): its rent and charges are no longer owed. It is replaced by bill NP-C11A-B2.',
    );
    // reprinted (or in a mail house's run) a voided bill asks for nothing: no amount due, no stub
    expect(voided).toContain('Total (voided: not due)');
    expect(voided).not.toContain('Total due');
    expect(voided).toContain('Nothing is due on this bill: do not pay it.');
    expect(voided).not.toContain('Amount enclosed');
    expect(voided).not.toContain('Detach and return this stub');
    const statement = pdfText(
      (
        await ledger
          .http()
          .get('/v1/accounts/NP-C11A/statement/document?to=2025-12-15')
          .buffer(true)
          .parse(bytes)
          .expect(200)
      ).body as Buffer,
      'c11-statement',
    );
    // C11/C7 to the cent: the voided rent and its two 3.46 reversed, the replacement's 2.59 twice from the original dates
    // (a long entry wraps in its column: the rest of its words on the next line)
    expect(statement).toMatch(
      /10\/01\/2025 Sewer rent, fiscal year 2025, due 10\/31\/2025 \(voided 12\/10\/2025, \$230\.40 \$230\.40\n replaced by bill NP-C11A-B2\)/,
    );
    expect(statement).toMatch(
      /10\/01\/2025 Sewer rent, fiscal year 2025, due 10\/31\/2025, replaces voided bill \$172\.80 \$172\.80\n NP-C11A-B1/,
    );
    expect(statement).toMatch(
      /Bill NP-C11A-B1 voided: meter misread; rent and charges no -\$230\.40 \$0\.00\n longer owed; replaced by bill NP-C11A-B2/,
    );
    expect(
      statement.match(/Penalty reversed: bill NP-C11A-B1 was voided on 12\/10\/2025; -\$3\.46/g),
    ).toHaveLength(2);
    expect(statement.match(/Penalty: 1\.5% of 172\.80[^$]*\$2\.59/g)).toHaveLength(2);
    expect(statement).toMatch(/Closing balance \$177\.98/);
  });

  it('C11 on paper: where the corrected rent is higher, the replacement names its supplemental bill and the supplemental bill says what it carries', async () => {
    const replacement = await printed('/v1/bills/NP-C11B-B2/document', 'c11-higher');
    // one sheet for the mail house: the stub fits below the two correction paragraphs (it went to a page of its own)
    const pdf = await ledger
      .http()
      .get('/v1/bills/NP-C11B-B2/document')
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(pdfPages(pdf.body as Buffer, 'c11-higher-pages')).toBe(1);
    expect(replacement).toContain(
      'Supplemental bill NP-C11B-B2-S, dated 12/10/2025 and due 01/09/2026, carries the corrected rent above what the voided bill carried: $28.80.',
    );
    const supplemental = await printed('/v1/bills/NP-C11B-B2-S/document', 'c11-supplemental');
    expect(supplemental).toContain(
      'This supplemental bill carries the corrected rent of bill NP-C11B-B2 above what the voided bill carried. It is dated the day of the correction and due 01/09/2026; no penalty accrues on it before 01/10/2026.',
    );
    expect(supplemental).toMatch(/Total due \$28\.80/);
    // on paper, a line a resident reads: no rule id, no "1 × bill 1.0000"
    const lines = pdfText(
      (
        await ledger
          .http()
          .get('/v1/bills/NP-C11B-B2-S/document')
          .buffer(true)
          .parse(bytes)
          .expect(200)
      ).body as Buffer,
      'c11-supplemental-rows',
    );
    expect(lines).toMatch(/Corrected rent above what voided bill NP-C11B-B1 carried \$28\.80/);
    expect(lines).not.toMatch(/\(C11\)|× bill|1\.0000/);
  });

  it('C11 refusals write nothing: an unknown bill (404), a replacement of a bill not voided (422)', async () => {
    await workedExampleAccount(ledger, 'NP-C11C');
    await ledger
      .http()
      .post('/v1/accounts/NP-C11C/bills/NOPE/void')
      .send({ voidId: 'V-X', voidedOn: '2025-12-10', reason: 'x' })
      .expect(404);
    await ledger
      .http()
      .post('/v1/accounts/NP-C11C/bills')
      .send({ billId: 'NP-C11C-B1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-C11C/bills')
      .send({
        billId: 'NP-C11C-B2',
        fiscalYear: 2025,
        billDate: '2025-12-10',
        replaces: 'NP-C11C-B1',
      })
      .expect(422);
    await ledger
      .http()
      .post('/v1/accounts/NP-C11C/bills/NP-C11C-B1/void')
      .send({ voidId: 'V-F', voidedOn: '2026-02-01', reason: 'a day to come' })
      .expect(422);
  });
  it("C11 void and replace in one request: written together after N1's window (the supplemental dated the correction), or, when the replacement is refused, nothing", async () => {
    const http = () => ledger.http();
    await http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-C11V',
        municipality: 'northport',
        parcelId: '0403-C11V',
        propertyClass: 'residential',
        owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    const usage = (body: Record<string, unknown>) =>
      http()
        .post('/v1/accounts/NP-C11V/water-usage')
        .send({ fiscalYear: 2025, readOn: '2025-09-01', ...body })
        .expect(201);
    // N3: an authority meter of 50,000 and a private well estimated at 30,000 (230.40)
    await usage({ source: 'authority-meter', totalGallons: 50_000 });
    await usage({ source: 'private-well', totalGallons: 30_000, estimated: true });
    await http()
      .post('/v1/accounts/NP-C11V/bills')
      .send({ billId: 'NP-C11V-B1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    // the well's actual reading contradicts the estimate: 90,000 delivered
    await usage({ source: 'private-well', totalGallons: 40_000, readOn: '2025-11-15' });
    const correction = (billDate: string) =>
      http()
        .post('/v1/accounts/NP-C11V/bills')
        .send({
          billId: 'NP-C11V-B2',
          fiscalYear: 2025,
          billDate,
          replaces: 'NP-C11V-B1',
          void: { voidId: 'NP-C11V-V1', voidedOn: '2026-01-12', reason: 'meter misread' },
        });
    // the replacement refused (dated before the void): the void is not written either
    const before = (await http().get('/health').expect(200)).body.headPosition;
    const refused = await correction('2026-01-11').expect(422);
    expect(refused.body.message).toMatch(/C11: a replacement is rendered on or after the void/);
    expect((await http().get('/health').expect(200)).body.headPosition).toBe(before);
    const account = await http().get('/v1/accounts/NP-C11V').expect(200);
    expect(JSON.stringify(account.body)).not.toMatch(/NP-C11V-V1/);
    // a correction dated a day to come is refused (C3), nothing written
    const ahead = await correction('2199-12-31').expect(422);
    expect(ahead.body.message).toBe(
      'C3: A correction dated 2199-12-31 is refused: that is a day that has not come (today is 2026-01-12).',
    );
    expect((await http().get('/health').expect(200)).body.headPosition).toBe(before);
    // both at once, on 2026-01-12 (within N1's window here, the supplemental dated the correction)
    const corrected = await correction('2026-01-12').expect(201);
    expect(corrected.body).toMatchObject({
      billId: 'NP-C11V-B2',
      replaces: 'NP-C11V-B1',
      billDate: '2025-10-01',
      rent: '230.40',
      supplemental: { billId: 'NP-C11V-B2-S', billDate: '2026-01-12', rent: '28.80' },
    });
    // C8: the same request again writes nothing
    await correction('2026-01-12').expect(200);
  });

  it('C11/N3 a wrong actual reading corrected in one request: void, the right reading and the replacement written together (177.98); without `replaces` refused, and a reading on a bill not voided refused, nothing written', async () => {
    const http = () => ledger.http();
    await workedExampleAccount(ledger, 'NP-C11R');
    await http()
      .post('/v1/accounts/NP-C11R/bills')
      .send({ billId: 'NP-C11R-B1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-01' })
      .expect(200);
    const body = {
      billId: 'NP-C11R-B2',
      fiscalYear: 2025,
      billDate: '2025-12-10',
      replaces: 'NP-C11R-B1',
      void: { voidId: 'NP-C11R-V1', voidedOn: '2025-12-10', reason: 'meter misread' },
      reading: { totalGallons: 60_000, readOn: '2025-12-10' },
    };
    const head = async () => (await http().get('/health').expect(200)).body.headPosition;
    const before = await head();
    // the reading is of a correction: a request naming no bill it replaces is refused
    const { replaces: _replaces, void: _void, ...noReplaces } = body;
    const unnamed = await http()
      .post('/v1/accounts/NP-C11R/bills')
      .send({ ...noReplaces, billDate: '2025-10-02' })
      .expect(400);
    expect(JSON.stringify(unnamed.body)).toMatch(/replaces/);
    // before the void, the period is billed: a reading without the void is refused (C11)
    const notVoided = await http()
      .post('/v1/accounts/NP-C11R/bills')
      .send({ ...body, void: undefined })
      .expect(422);
    expect(notVoided.body.message).toMatch(/C11: bill NP-C11R-B1 is not voided/);
    expect(await head()).toBe(before);
    const corrected = await http().post('/v1/accounts/NP-C11R/bills').send(body).expect(201);
    expect(corrected.body).toMatchObject({
      billId: 'NP-C11R-B2',
      replaces: 'NP-C11R-B1',
      billDate: '2025-10-01',
      billableGallons: 54000,
      rent: '172.80',
      voidOfReplaced: { billId: 'NP-C11R-B1', voidId: 'NP-C11R-V1', rent: '230.40' },
    });
    expect(await head()).toBe(before + 3);
    const readings = (await http().get('/v1/accounts/NP-C11R/readings').expect(200)).body;
    expect(JSON.stringify(readings)).toMatch(/"totalGallons":60000/);
    // C8: the same request again writes nothing; with another reading it is a conflict
    await http().post('/v1/accounts/NP-C11R/bills').send(body).expect(200);
    const other = await http()
      .post('/v1/accounts/NP-C11R/bills')
      .send({ ...body, reading: { totalGallons: 65_000, readOn: '2025-12-10' } })
      .expect(409);
    expect(other.body).toMatchObject({ rule: 'C8' });
    expect(await head()).toBe(before + 3);
    await http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    const balance = await http().get('/v1/accounts/NP-C11R/balance?asOf=2025-12-15').expect(200);
    expect(balance.body).toMatchObject({ rent: '172.80', penalties: '5.18', total: '177.98' });
  });

  it('C11 a bill corrected upward, then corrected again lower: its supplemental is voided with it (the answer names it), and 172.80 is owed, not 201.60', async () => {
    const http = () => ledger.http();
    await billedAndVoided('NP-C11S', 90_000);
    const voided = await http()
      .post('/v1/accounts/NP-C11S/bills/NP-C11S-B2/void')
      .send({ voidId: 'NP-C11S-V2', voidedOn: '2025-12-20', reason: 'read again' })
      .expect(201);
    expect(voided.body).toMatchObject({
      billId: 'NP-C11S-B2',
      rent: '230.40',
      supplemental: {
        billId: 'NP-C11S-B2-S',
        voidId: 'NP-C11S-V2-S',
        voidedOn: '2025-12-20',
        rent: '28.80',
        reason: 'read again (voided with bill NP-C11S-B2, which it supplements)',
      },
    });
    // C8: the same void again answers the same, both voids
    const again = await http()
      .post('/v1/accounts/NP-C11S/bills/NP-C11S-B2/void')
      .send({ voidId: 'NP-C11S-V2', voidedOn: '2025-12-20', reason: 'read again' })
      .expect(200);
    expect(again.body.supplemental).toMatchObject({ billId: 'NP-C11S-B2-S' });
    await http()
      .post('/v1/accounts/NP-C11S/bills')
      .send({
        billId: 'NP-C11S-B3',
        fiscalYear: 2025,
        billDate: '2025-12-20',
        replaces: 'NP-C11S-B2',
        reading: { totalGallons: 60_000, readOn: '2025-12-20' },
      })
      .expect(201);
    const balance = await http().get('/v1/accounts/NP-C11S/balance?asOf=2025-12-31').expect(200);
    expect(balance.body).toMatchObject({ rent: '172.80' });
  });
});
