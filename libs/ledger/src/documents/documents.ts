import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  addMonths,
  arrearsAsOf,
  civilDateInNewYork,
  csvRows,
  formatAmount,
  notFound,
  parseSignedAmount,
  sum,
  ownerOn,
  owedBesideArrears,
  periodInWords,
  tariffOf,
  type AccountState,
} from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository, MunicipalityProfileRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { GetBalanceQuery } from '../get-balance/get-balance.handler';
import { GetLienStatementQuery } from '../get-lien-statement/get-lien-statement.handler';
import { GetPayoffQuery } from '../get-payoff/get-payoff.handler';
import { GetStatementQuery } from '../get-statement/get-statement.handler';
import { OfficeRecords } from '../office-records/office-records';
import { Slices } from '../processors/log-pages';
import { billView } from '../presenters/views';
import { drawNotice, drawReceipt, drawStatement, type AccountHeading } from './account-documents';
import { drawBill } from './bill-document';
import { billCorrectionWords } from './bill-correction-words';
import { drawLienRoll, taxRollCorrections, type TaxRollCorrection } from './lien-roll-document';
import { officeOf, type Office } from './office';
import { PdfWriter } from './pdf-writer';

/** A document: its bytes, its media type and the file name it is saved under (made header-safe where it is sent). */
export interface Document {
  readonly body: Buffer | string;
  readonly contentType: 'application/pdf' | 'text/csv; charset=utf-8';
  readonly filename: string;
}

const pdf = (body: Buffer, filename: string): Document => ({
  body,
  contentType: 'application/pdf',
  filename,
});

/**
 * The printed documents of the office, made from the same answers the API
 * gives (so a printed figure is the figure on screen): bills with their
 * remittance stubs, a bill run for the mail house (one PDF, and the print
 * file as CSV), statements, receipts, delinquency notices and the lien roll.
 */
@Injectable()
export class Documents {
  constructor(
    private readonly queries: QueryBus,
    private readonly accounts: AccountRepository,
    private readonly records: OfficeRecords,
    private readonly profiles: MunicipalityProfileRepository,
    private readonly clock: Clock,
  ) {}

  /** The office a municipality's documents come from: its profile as known at `knownAt` (now when absent). */
  private async office(municipality: string, knownAt?: string): Promise<Office> {
    const latest = await this.profiles.profileOf(municipality, knownAt);
    return officeOf(tariffOf(municipality).displayName, latest?.profile ?? null);
  }

  /** One bill drawn on the writer's page, as a resident reads it. */
  private drawBillOf(writer: PdfWriter, state: AccountState, billId: string, office: Office): void {
    const municipality = state.opened!.data.municipality;
    const tariff = tariffOf(municipality);
    drawBill(
      writer,
      this.printable(state, billId),
      office,
      state.opened!.data.parcelId,
      tariff.wording,
      periodInWords(tariff.periods, state.bills.get(billId)!.data.period),
    );
  }

  private async account(accountId: string, knownAt?: string): Promise<AccountState> {
    const { state } = await this.accounts.load(accountStream(accountId), knownAt);
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    return state;
  }

  private heading(state: AccountState, on: string): AccountHeading {
    const opened = state.opened!.data;
    return { accountId: opened.accountId, parcelId: opened.parcelId, owner: ownerOn(state, on) };
  }

  private printable(state: AccountState, billId: string) {
    const bill = state.bills.get(billId);
    if (!bill) throw notFound(`bill ${billId} not found`);
    return {
      ...billView(bill, state),
      corrections: billCorrectionWords(state, billId),
      voided: state.voids.has(billId),
    };
  }

  /** One bill with its remittance stub (`GET /v1/bills/{billId}/document`). */
  async bill(billId: string): Promise<Document> {
    const where = await this.records.bill(billId);
    if (!where) throw notFound(`bill ${billId} not found`);
    const state = await this.account(where.accountId);
    const writer = new PdfWriter(`Bill ${billId}`, this.clock.now());
    this.drawBillOf(writer, state, billId, await this.office(state.opened!.data.municipality));
    return pdf(await writer.done(), `bill-${billId}.pdf`);
  }

  /** Every bill of a run, one per page, in account order: the mail house's file. */
  async billRun(billRunId: string): Promise<Document> {
    const bills = await this.records.billsOfRun(billRunId);
    if (bills.length === 0) throw notFound(`bill run ${billRunId} has no bills`);
    const writer = new PdfWriter(`Bill run ${billRunId}`, this.clock.now());
    const slices = new Slices();
    const offices = new Map<string, Office>();
    for (const [i, { billId, accountId }] of bills.entries()) {
      await slices.tick();
      const state = await this.account(accountId);
      const municipality = state.opened!.data.municipality;
      if (!offices.has(municipality)) offices.set(municipality, await this.office(municipality));
      if (i > 0) writer.newPage();
      this.drawBillOf(writer, state, billId, offices.get(municipality)!);
    }
    return pdf(await writer.done(), `bill-run-${billRunId}.pdf`);
  }

  /** The bill print file: one row per bill of the run, for a mail house that prints its own forms (the amount due after the account's credit, C5; last, `voided` or `levied` for a bill that asks nothing). */
  async billRunPrintFile(billRunId: string): Promise<Document> {
    const bills = await this.records.billsOfRun(billRunId);
    if (bills.length === 0) throw notFound(`bill run ${billRunId} has no bills`);
    const rows: string[][] = [
      [
        'billId',
        'accountId',
        'parcelId',
        'ownerName',
        'mailingAddress',
        'period',
        'billDate',
        'dueDate',
        'rent',
        'charges',
        'total',
        'creditApplied',
        'amountDue',
        // what the printed bill says instead of asking (C11, N9): a mail house does not mail it as a bill
        'status',
      ],
    ];
    const slices = new Slices();
    for (const { billId, accountId } of bills) {
      await slices.tick();
      const state = await this.account(accountId);
      const b = this.printable(state, billId);
      rows.push([
        b.billId,
        b.accountId,
        state.opened!.data.parcelId,
        b.owner.name,
        b.owner.mailingAddress,
        state.bills.get(billId)!.data.period,
        b.billDate,
        b.dueDate,
        b.rent,
        b.charges,
        b.total,
        b.creditApplied,
        b.amountDue,
        b.voided ? 'voided' : b.levied ? 'levied' : '',
      ]);
    }
    return {
      body: csvRows(rows),
      contentType: 'text/csv; charset=utf-8',
      filename: `bill-run-${billRunId}.csv`,
    };
  }

  /** The account statement through `to` (today when absent). */
  async statement(
    accountId: string,
    from: string | undefined,
    to: string | undefined,
    knownAt?: string,
  ): Promise<Document> {
    // C3: printed as known at the same instant as the screen it is printed from
    const instant = knownAt ? new Date(knownAt).toISOString() : undefined;
    const state = await this.account(accountId, instant);
    const through = to ?? this.clock.today();
    const statement = await this.queries.execute(
      new GetStatementQuery(accountId, from, through, instant),
    );
    const balance = await this.queries.execute(new GetBalanceQuery(accountId, through, instant));
    const writer = new PdfWriter(`Statement ${accountId}`, this.clock.now());
    drawStatement(
      writer,
      await this.office(state.opened!.data.municipality, instant),
      this.heading(state, through),
      statement,
      balance,
      tariffOf(state.opened!.data.municipality).wording.accrues,
      instant,
    );
    return pdf(await writer.done(), `statement-${accountId}-${through}.pdf`);
  }

  /** A receipt for one payment, with the payoff today after it (as the notice gives it: booked or not, C7). */
  async receipt(accountId: string, paymentId: string): Promise<Document> {
    const state = await this.account(accountId);
    const payment = state.payments.get(paymentId);
    if (!payment) throw notFound(`payment ${paymentId} not found on account ${accountId}`);
    const today = this.clock.today();
    const payoff = await this.queries.execute(new GetPayoffQuery(accountId, today, undefined));
    const pending = (charge: boolean) =>
      formatAmount(
        sum(
          payoff.notYetBooked
            .filter((n) => n.type.startsWith('Penalty') !== charge)
            // a reversal not yet booked is negative
            .map((n) => parseSignedAmount(n.amount)),
        ),
      );
    const writer = new PdfWriter(`Receipt ${paymentId}`, this.clock.now());
    const received = payment.received;
    drawReceipt(
      writer,
      await this.office(state.opened!.data.municipality),
      this.heading(state, received.data.receivedOn),
      {
        ...received.data,
        recordedAt: received.recordedAt,
        reversal: payment.reversal
          ? { reversedOn: payment.reversal.data.reversedOn, reason: payment.reversal.data.reason }
          : null,
      },
      {
        asOf: today,
        payoff: payoff.payoff,
        notYetBooked: { accruals: pending(false), charges: pending(true) },
        accrues: tariffOf(state.opened!.data.municipality).wording.accrues,
      },
    );
    return pdf(await writer.done(), `receipt-${accountId}-${paymentId}.pdf`);
  }

  /** A delinquency notice on `on`: arrears by bill, what is due but not booked, the payoff, and what accrues in the month after. */
  async notice(accountId: string, on: string | undefined): Promise<Document> {
    const date = on ?? this.clock.today();
    const state = await this.account(accountId);
    const payoff = await this.queries.execute(new GetPayoffQuery(accountId, date, undefined));
    const nextDate = addMonths(date, 1);
    const later = await this.queries.execute(new GetPayoffQuery(accountId, nextDate, undefined));
    // an account in credit has a negative payoff
    const accrues = parseSignedAmount(later.payoff).minus(parseSignedAmount(payoff.payoff));
    // C3: the arrears as of the notice's day: a bill levied later was still in arrears then
    const arrears = arrearsAsOf(state, date, date).map((a) => ({
      ...a,
      dueDate: state.bills.get(a.billId)?.data.dueDate ?? '',
    }));
    const tariff = tariffOf(state.opened!.data.municipality);
    const writer = new PdfWriter(`Notice ${accountId}`, this.clock.now());
    drawNotice(writer, await this.office(tariff.municipality), this.heading(state, date), {
      on: date,
      arrears,
      beside: owedBesideArrears(state, date),
      credit: payoff.credit,
      notYetBooked: payoff.notYetBooked,
      payoff: payoff.payoff,
      next: accrues.greaterThan(0) ? { date: nextDate, amount: formatAmount(accrues) } : null,
      liens: tariff.wording.liens,
      accrues: tariff.wording.accrues,
      levied: [...state.levies.values()]
        .filter((l) => l.data.leviedOn <= date)
        .map((l) => ({ taxYear: l.data.taxYear, leviedOn: l.data.leviedOn, total: l.data.total })),
    });
    return pdf(await writer.done(), `notice-${accountId}-${date}.pdf`);
  }

  /**
   * The lien roll the Board signs: parcels, the owner in whose name each is
   * assessed on the day the statement was prepared (§ 239-32 F) and the
   * address, totals, signature lines. Once levied it prints what the levy put
   * on the tax roll (each account's LienLevied), not what was prepared: an
   * account paid between the two is shown as not levied.
   */
  async lienRoll(statementId: string): Promise<Document> {
    const statement = await this.queries.execute(new GetLienStatementQuery(statementId));
    const prepared = civilDateInNewYork(new Date(statement.recordedAt));
    const lines = [];
    const corrections: TaxRollCorrection[] = [];
    // once levied, each line as the answer says the levy put it on the tax roll
    const onRoll = new Map((statement.leviedLines ?? []).map((l) => [l.parcelId, l]));
    for (const line of statement.lines) {
      const states = await Promise.all(line.accountIds.map((id) => this.account(id)));
      // the address of the owner the line names: as the ledger knew the account when the statement was
      // prepared (an owner change recorded later, dated before, does not put the new owner's address
      // under the name assessed on that day, N9/C9)
      const asPrepared = await this.account(line.accountIds[0], statement.recordedAt);
      const address = ownerOn(asPrepared, prepared).mailingAddress;
      const levied = onRoll.get(line.parcelId);
      if (!statement.levied || !levied) {
        lines.push({ ...line, mailingAddress: address, levied: true, prepared: line.total });
        continue;
      }
      corrections.push(...taxRollCorrections(states, statementId));
      lines.push({ ...line, ...levied, mailingAddress: address, prepared: line.total });
    }
    const writer = new PdfWriter(`Lien roll ${statementId}`, this.clock.now());
    drawLienRoll(
      writer,
      await this.office(statement.municipality),
      statement,
      lines,
      corrections,
      tariffOf(statement.municipality).wording.accrues,
    );
    return pdf(await writer.done(), `lien-roll-${statementId}.pdf`);
  }
}
