import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { DomainError } from '@ledger/domain';
import {
  DuplicateEventIdError,
  StoreUnavailableError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '@ledger/event-store';
import { ConcurrencyConflictError, ProjectionStoppedError, StoreCondition } from '@ledger/ledger';
import type { Response } from 'express';

/** Seconds a client waits before sending again after a 503 of a store away for a while (an election takes a few). */
const STORE_RETRY_AFTER_SECONDS = 2;

const STATUS: Record<DomainError['kind'], [number, string]> = {
  rule: [422, 'Unprocessable Entity'],
  conflict: [409, 'Conflict'],
  'not-found': [404, 'Not Found'],
  invalid: [400, 'Bad Request'],
};

/**
 * One shape for every error: `{ statusCode, error, message, rule? }`.
 * Domain refusals carry the DOMAIN.md rule they rest on.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(private readonly condition: StoreCondition) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (this.condition.noteFailure(exception)) {
      // the store refused the write for want of space: say so, and log the cause
      const { cause } = this.condition.full!;
      this.logger.error(
        `the store is full: ${cause}; the write was refused and nothing of it recorded`,
      );
      response.status(507).json({
        statusCode: 507,
        error: 'Insufficient Storage',
        message: `the store is full (${cause}): nothing was written by this request; free space on the store's disk and send it again`,
      });
      return;
    }
    if (exception instanceof DomainError) {
      const [statusCode, error] = STATUS[exception.kind];
      // a plug-in's own body check names the fields it refuses, as the DTO validation does
      const fields = (exception as DomainError & { fields?: Record<string, string[]> }).fields;
      response.status(statusCode).json({
        statusCode,
        error,
        message: exception.message,
        rule: exception.rule === 'not-found' ? undefined : exception.rule,
        ...(fields ? { fields } : {}),
      });
      return;
    }
    if (
      exception instanceof ConcurrencyConflictError ||
      exception instanceof WrongExpectedRevisionError ||
      exception instanceof DuplicateEventIdError
    ) {
      response.status(409).json({ statusCode: 409, error: 'Conflict', message: exception.message });
      return;
    }
    if (exception instanceof StoreUnavailableError) {
      // an election, a node away, a call that timed out: an append may have committed before its answer was lost
      this.logger.warn(exception.message);
      response.setHeader('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      response.status(503).json({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `the event store did not answer in time (it may be changing leader): this request may or may not have been written; sending the same request again in ${STORE_RETRY_AFTER_SECONDS} seconds is safe, it is written only once`,
      });
      return;
    }
    if (exception instanceof StreamDeletedError) {
      response.status(410).json({
        statusCode: 410,
        error: 'Gone',
        message:
          "this record's history was deleted from the event store by an operator: nothing can be read from it or added to it",
      });
      return;
    }
    if (exception instanceof ProjectionStoppedError) {
      // #24: a read model this answer needs stopped on an event; the rest of the API answers
      response.status(503).json({
        statusCode: 503,
        error: 'Service Unavailable',
        message: exception.message,
      });
      return;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      response
        .status(statusCode)
        .json(
          typeof body === 'string' ? { statusCode, error: exception.name, message: body } : body,
        );
      return;
    }
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // body-parser's refusals (malformed JSON, body over the limit) carry their own status
      const message =
        status === 413
          ? 'request body too large'
          : status === 400
            ? 'malformed JSON body'
            : (exception as Error).message;
      response.status(status).json({
        statusCode: status,
        error: status === 413 ? 'Payload Too Large' : 'Bad Request',
        message,
      });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(500).json({
      statusCode: 500,
      error: 'Internal Server Error',
      // a write may have committed before the error: say so, and that sending again is safe (the event ids make it a replay, C8)
      message:
        'unexpected error: this request may or may not have been written; look the record up, or send the same request again, which is safe: it is written only once',
    });
  }
}
