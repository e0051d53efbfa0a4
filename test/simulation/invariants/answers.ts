import { known } from '../known-defects';
import type { SimAnswer, SimRequest } from '../sim-request';

/** Writes whose re-statement answers 201 without writing (known defect `restatement-not-written`). */
const RESTATEMENTS = [/\/water-usage$/, /\/unit-status$/];

/**
 * After each request: no answer is a 5xx; a refusal (4xx) wrote nothing;
 * a 201 wrote (the log's head moved), an answer marked as a replay did not;
 * a bad input is refused; a conflict
 * (same id, other content) is refused; a replay (same id, same content)
 * writes nothing and answers as the first did: not refused when the first
 * was accepted, refused alike when the first was refused (C8: a request
 * refused once, sent again, is refused again and writes nothing).
 */
export function answerViolations(
  req: SimRequest,
  answer: SimAnswer,
  headBefore: number,
  headAfter: number,
  firstStatus?: number,
): string[] {
  const out: string[] = [];
  const what = `${req.method} ${req.path} answered ${answer.status}`;
  const moved = headAfter !== headBefore;
  if (answer.status >= 500) out.push(`${what}: a server error (${answer.text.slice(0, 300)})`);
  if (answer.status >= 400 && moved)
    out.push(`${what} but the log's head moved ${headBefore} -> ${headAfter}: a refusal wrote`);
  if (req.method === 'POST' && answer.status === 201 && !moved) {
    const restatement = RESTATEMENTS.some((r) => r.test(req.path));
    if (!(restatement && known('restatement-not-written')))
      out.push(`${what} (created) but nothing was written: the head stayed at ${headBefore}`);
  }
  if (answer.replayed && moved)
    out.push(
      `${what} marked Idempotent-Replayed, but the head moved ${headBefore} -> ${headAfter}`,
    );
  const ok = answer.status >= 200 && answer.status < 300;
  if (req.expect === 'refused' && ok) out.push(`${what}: a bad input (${req.note}) was accepted`);
  if (req.refusedWith !== undefined && answer.status !== req.refusedWith)
    out.push(`${what}: ${req.note} must be refused with ${req.refusedWith}`);
  if (req.expect === 'conflict' && ok)
    out.push(`${what}: the same id with other content (${req.note}) was accepted`);
  if (req.expect === 'replay') {
    if (moved) out.push(`${what}: a replay of the same request wrote again`);
    const firstOk = firstStatus === undefined || (firstStatus >= 200 && firstStatus < 300);
    if (firstOk && !ok) out.push(`${what}: a replay of a request that was accepted is now refused`);
    if (!firstOk && answer.status !== firstStatus)
      out.push(`${what}: the same request was refused with ${firstStatus} before`);
  }
  return out;
}
