/** Request bodies larger than this are refused with 413 (their size as read, inflated if sent compressed). */
export const MAX_BODY = 256 * 1024;

/** CSV imports may be larger: a roll of 100,000 accounts. */
export const MAX_CSV_BODY = 32 * 1024 * 1024;
