import {
  NO_PROGRESS,
  type JobOrigin,
  type Jobs,
  type JobView,
  type Progress,
} from '@ledger/ledger';
import { commandContextOf } from './request-context';
import type { HttpReply, HttpRequest } from './http';

/** What an operation answers: its status and body (`replayed`: an idempotent repeat, C8). */
interface Answer<B> {
  readonly status: number;
  readonly body: B;
  readonly replayed?: boolean;
}

/** `{ created, body }` of a command: 201 when it wrote, 200 and `Idempotent-Replayed` when it was a repeat. */
export const written = <B>(result: { created: boolean; body: B }): Answer<B> => ({
  status: result.created ? 201 : 200,
  body: result.body,
  replayed: !result.created,
});

/** Who starts the job and what they asked (a JSON body, or the query), for the run register. */
function originOf(req: HttpRequest): JobOrigin {
  const context = commandContextOf(req);
  const body =
    req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)
      ? (req.body as Record<string, unknown>)
      : null;
  const asked = {
    ...((req.params ?? {}) as Record<string, unknown>),
    ...(req.query as Record<string, unknown>),
    ...(body ?? {}),
  };
  const named =
    typeof asked.municipality === 'string'
      ? asked.municipality
      : /^\/v1\/municipalities\/([^/]+)\//.exec(req.path)?.[1];
  const municipality = named ? decodeURIComponent(named) : null;
  return {
    actor: context.actor,
    role: context.role,
    municipality,
    keyId: context.keyId ?? null,
    request: asked,
  };
}

const wantsAsync = (req: HttpRequest) =>
  /(^|[,;\s])respond-async($|[,;\s])/i.test(String(req.headers.prefer ?? ''));

/**
 * Every long operation runs as a job (so its progress is visible at
 * `/v1/jobs/{id}`, and it runs in slices that leave the API answering).
 * With `Prefer: respond-async` the answer is `202` at once, `Location` naming
 * the job; without it the request waits and answers as it always has.
 * A report (`readOnly`) waited on is not a job at all: a read does not write
 * to the event store every host shares.
 */
export async function runAsJob<B>(
  jobs: Jobs,
  req: HttpRequest,
  res: HttpReply,
  kind: string,
  work: (progress: Progress) => Promise<Answer<B>>,
  /** A report that writes nothing: waited on, it runs as a plain request and leaves no job in the shared log (#29); only `respond-async` makes it a job. */
  options: { readOnly?: boolean } = {},
): Promise<B | JobView> {
  if (options.readOnly && !wantsAsync(req)) {
    const { status, body } = await work(NO_PROGRESS);
    res.status(status);
    return body;
  }
  let answer: Answer<B> | null = null;
  const job = jobs.start(
    kind,
    async (progress) => {
      answer = await work(progress);
      return answer.body;
    },
    originOf(req),
  );
  if (wantsAsync(req)) {
    // the outcome is kept with the job; nobody waits on it here
    job.finished.catch(() => undefined);
    res.status(202).header('Location', `/v1/jobs/${job.jobId}`);
    res.header('Preference-Applied', 'respond-async');
    return (await jobs.get(job.jobId))!;
  }
  await job.finished;
  const { status, body, replayed } = answer!;
  res.status(status);
  if (replayed) res.header('Idempotent-Replayed', 'true');
  return body;
}
