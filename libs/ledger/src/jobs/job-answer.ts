import { Type, type Static } from '@sinclair/typebox';
import { array, id, instant, integer, nullable, oneOf, optional, text } from '@ledger/domain';

/** Anything an operation answers or was asked: the same body its synchronous route gives. */
const anyAnswer = Type.Unknown({ description: "the synchronous route's answer (or request)" });

/** A long operation and where it stands (`Prefer: respond-async`), and the run register's row. */
export const JobAnswer = Type.Object({
  jobId: id,
  kind: text,
  state: oneOf('queued', 'running', 'succeeded', 'failed'),
  /** Units of work done (accounts, rows); `total` is null until the job knows it. */
  done: integer,
  total: nullable(integer),
  startedAt: nullable(instant),
  finishedAt: nullable(instant),
  result: anyAnswer,
  error: nullable(
    Type.Object(
      { message: text, rule: optional(text), kind: optional(text) },
      { additionalProperties: true },
    ),
  ),
  /** Who started it, and what was asked (the run register). */
  startedBy: nullable(text),
  role: nullable(text),
  municipality: nullable(text),
  request: anyAnswer,
});
export type JobView = Static<typeof JobAnswer>;

export const RunRegisterAnswer = Type.Object({ jobs: array(JobAnswer) });
