/** Request bodies larger than this are refused with 413 (their size as read, inflated if sent compressed). */
export const MAX_BODY = 256 * 1024;

/** CSV imports may be larger: a roll of 100,000 accounts. */
export const MAX_CSV_BODY = 32 * 1024 * 1024;

/** The media types whose bodies the API reads (create-app registers a parser for each), with their limits. */
const READ_BODY_LIMITS: ReadonlyMap<string, number> = new Map([
  ['application/json', MAX_BODY],
  ['text/csv', MAX_CSV_BODY],
]);

/** The limit of a body of this Content-Type, or undefined when the API leaves such a body unread. */
export function readLimitOf(contentType: string | undefined): number | undefined {
  return READ_BODY_LIMITS.get(
    String(contentType ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase(),
  );
}
