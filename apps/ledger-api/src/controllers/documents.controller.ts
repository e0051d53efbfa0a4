import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  Document,
  Documents,
  IsOneOf,
  PayoffQueryDto,
  READERS,
  StatementQueryDto,
} from '@ledger/ledger';
import type { HttpReply } from '../http/http';
import { attachment } from '../http/attachment';
import { AnswersFile } from '../http/answers';
import { Roles } from '../http/auth';

class BillRunDocumentQueryDto {
  @ApiPropertyOptional({
    description: 'pdf (default): every bill, one per page; csv: the print file, one row per bill',
  })
  @IsOptional()
  @IsOneOf(['pdf', 'csv'])
  format?: 'pdf' | 'csv';
}

/** Sends a document as a download under its own file name. */
function send(res: HttpReply, document: Document): StreamableFile {
  attachment(res, document.filename, document.contentType);
  return new StreamableFile(
    Buffer.isBuffer(document.body) ? document.body : Buffer.from(document.body, 'utf8'),
  );
}

/** The office's printed documents, made by the server as PDF (and the bill print file as CSV). */
@ApiTags('documents')
@Controller('v1')
export class DocumentsController {
  constructor(private readonly documents: Documents) {}

  @Get('bills/:billId/document')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'A bill as printed, with its remittance stub (PDF), addressed to the owner on its bill date (C9)',
  })
  @AnswersFile('application/pdf')
  async bill(@Param('billId') billId: string, @Res({ passthrough: true }) res: HttpReply) {
    return send(res, await this.documents.bill(billId));
  }

  @Get('bill-runs/:billRunId/document')
  @Roles(...READERS)
  @ApiOperation({
    summary:
      'Every bill of a run for the mail house: one PDF, a bill per page in account order; format=csv gives the bill print file',
  })
  @AnswersFile('application/pdf', 'text/csv')
  async billRun(
    @Param('billRunId') billRunId: string,
    @Query() query: BillRunDocumentQueryDto,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return send(
      res,
      query.format === 'csv'
        ? await this.documents.billRunPrintFile(billRunId)
        : await this.documents.billRun(billRunId),
    );
  }

  @Get('accounts/:accountId/statement/document')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'The account statement as printed (PDF): entries with running balance from `from` through `to` (today), and the balance by kind',
  })
  @AnswersFile('application/pdf')
  async statement(
    @Param('accountId') accountId: string,
    @Query() query: StatementQueryDto,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return send(
      res,
      await this.documents.statement(accountId, query.from, query.to, query.knownAt),
    );
  }

  @Get('accounts/:accountId/payments/:paymentId/receipt')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'A receipt for a payment (PDF), with the balance today after it' })
  @AnswersFile('application/pdf')
  async receipt(
    @Param('accountId') accountId: string,
    @Param('paymentId') paymentId: string,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return send(res, await this.documents.receipt(accountId, paymentId));
  }

  @Get('accounts/:accountId/delinquency-notice')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'A delinquency notice on a date (PDF): arrears by bill, accruals due but not yet booked, the amount to pay, what accrues next month, how to pay',
  })
  @AnswersFile('application/pdf')
  async notice(
    @Param('accountId') accountId: string,
    @Query() query: PayoffQueryDto,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return send(res, await this.documents.notice(accountId, query.on));
  }

  @Get('lien-statements/:statementId/roll')
  @Roles(...READERS)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'The Board-ready lien roll (PDF): parcels, owners of record, accounts, arrears, totals, resolution and signature lines (N9, W3)',
  })
  @AnswersFile('application/pdf')
  async lienRoll(
    @Param('statementId') statementId: string,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return send(res, await this.documents.lienRoll(statementId));
  }
}
