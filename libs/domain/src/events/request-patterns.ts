/**
 * The patterns of request fields (C1, C2, C8, C10), written once: the API's
 * validators check them and publish them in the OpenAPI document, and a
 * plug-in's own request schema (a rate schedule) uses the same.
 */
/** C1/C10: at most 9,999,999,999.99 is at most ten digits before the point. */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,9})\\.[0-9]{2}$';
/** C1/C10: a positive amount, 0.01 .. 9,999,999,999.99. */
export const POSITIVE_AMOUNT_PATTERN = '^([1-9][0-9]{0,9}\\.[0-9]{2}|0\\.(0[1-9]|[1-9][0-9]))$';
/** C1/C10: a rate of at most 10,000 with at most four decimals. */
export const RATE_PATTERN = '^((0|[1-9][0-9]{0,3})(\\.[0-9]{1,4})?|10000(\\.0{1,4})?)$';
/** C2/C10: YYYY-MM-DD from 1900 to 2199 (with `format: date`: a real calendar date). */
export const DATE_PATTERN = '^(19|20|21)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
/** Caller-chosen ids (C8): letters, digits and . _ : - , at most 128 characters. */
export const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$';
