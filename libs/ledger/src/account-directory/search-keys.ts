/**
 * How the account search matches (issue #28 item 14, #30 item 5), kept by the
 * directory projection and asked by `AccountDirectory.search`, both through
 * these functions so what is written and what is asked agree:
 *
 * - account ids and parcel ids by prefix of their *key*: lower case with every
 *   character that is not a letter or a digit dropped, so "12.-1-3", "12-1-3"
 *   and "1213" are the same parcel key ("1213"), and "np-00" finds "NP-0012";
 *   an account id also by its number part, so "1002" finds "NP-1002" and "12"
 *   finds "NP-0012";
 * - owner names and mailing addresses (the street) by words, through SQLite
 *   FTS5: case- and accent-insensitive, in any order, each word of the query
 *   the start of a word of the text ("riv ana" finds "Rivera, Ana"), a word
 *   with punctuation also as one word ("obrien" finds "O'Brien").
 */

/** The prefix key of an id or parcel: letters and digits only, lower case. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
}

/**
 * The keys of an account id's number part, so that a bare number finds it:
 * "NP-1002" under "1002", "NP-0012" under "0012" and "12"; an id that does
 * not start with letters has none beyond its own key.
 */
export function numberKeys(accountId: string): string[] {
  const number = /^\p{L}+[^\p{N}]*(\p{N}.*)$/u.exec(accountId.normalize('NFKD'))?.[1];
  if (!number) return [];
  const key = searchKey(number);
  return [...new Set([key, key.replace(/^0+(?=\p{N})/u, '')])].filter((k) => k.length > 0);
}

/** The keys under which a prefix search finds every key starting with `prefix`: [from, before). */
export function prefixRange(prefix: string): [string, string] {
  return [prefix, `${prefix}\u{10ffff}`];
}

/** The words written into the full-text index for a name or address: as written, and each word with its punctuation dropped. */
export function indexedWords(...texts: readonly string[]): string {
  const squashed = texts
    .flatMap((t) => t.split(/\s+/))
    .filter((w) => /[^\p{L}\p{N}]/u.test(w))
    .map(searchKey)
    .filter((w) => w.length > 0);
  return [...texts, ...squashed].join(' ');
}

/**
 * The FTS5 query for what a clerk typed: every word (punctuation dropped) as a
 * prefix, all of them required; null when nothing searchable is left.
 */
export function wordsQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map(searchKey)
    .filter((w) => w.length > 0);
  return words.length ? words.map((w) => `"${w}"*`).join(' AND ') : null;
}
