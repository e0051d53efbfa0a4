import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { DomainError } from '@ledger/domain';
import {
  DuplicateEventIdError,
  StoreUnavailableError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '@ledger/event-store';
import { ConcurrencyConflictError, ProjectionStoppedError, StoreCondition } from '@ledger/ledger';
import { STATUS_CODES } from 'node:http';
import type { HttpReply } from './http';

/** Seconds a client waits before sending again after a 503 of a store away for a while (an election takes a few). */
const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * An error's answer is JSON, whatever the handler had made ready before it
 * failed (a CSV report's type and its file name are not kept).
 */
function answer(response: HttpReply, status: number, body: unknown): void {
  response.removeHeader('Content-Disposition');
  void response.status(status).type('application/json; charset=utf-8').send(body);
}

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
    const response = host.switchToHttp().getResponse<HttpReply>();
    if (this.condition.noteFailure(exception)) {
      // the store refused the write for want of space: say so, and log the cause
      const { cause } = this.condition.full!;
      this.logger.error(
        `the store is full: ${cause}; the write was refused and nothing of it recorded`,
      );
      answer(response, 507, {
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
      answer(response, statusCode, {
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
      answer(response, 409, { statusCode: 409, error: 'Conflict', message: exception.message });
      return;
    }
    if (exception instanceof StoreUnavailableError) {
      // an election, a node away, a call that timed out: an append may have committed before its answer was lost
      this.logger.warn(exception.message);
      response.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      answer(response, 503, {
        statusCode: 503,
        error: 'Service Unavailable',
        message: `the event store did not answer in time (it may be changing leader): this request may or may not have been written; sending the same request again in ${STORE_RETRY_AFTER_SECONDS} seconds is safe, it is written only once`,
      });
      return;
    }
    if (exception instanceof StreamDeletedError) {
      answer(response, 410, {
        statusCode: 410,
        error: 'Gone',
        message:
          "this record's history was deleted from the event store by an operator: nothing can be read from it or added to it",
      });
      return;
    }
    if (exception instanceof ProjectionStoppedError) {
      // #24: a read model this answer needs stopped on an event; the rest of the API answers
      answer(response, 503, {
        statusCode: 503,
        error: 'Service Unavailable',
        message: exception.message,
      });
      return;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      // a text alone: the platform's refusal of a request (a body over the limit, a bad content length)
      answer(
        response,
        statusCode,
        typeof body === 'string'
          ? {
              statusCode,
              error: STATUS_CODES[statusCode] ?? exception.name,
              message: statusCode === 413 ? 'request body too large' : body,
            }
          : body,
      );
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    answer(response, 500, {
      statusCode: 500,
      error: 'Internal Server Error',
      // a write may have committed before the error: say so, and that sending again is safe (the event ids make it a replay, C8)
      message:
        'unexpected error: this request may or may not have been written; look the record up, or send the same request again, which is safe: it is written only once',
    });
  }
}
