declare const encodes: unique symbol;

/**
 * The JSON text of a T, as JSON.stringify writes it: a part of an answer kept
 * as text and written as it is, not parsed and written again (#30: the account
 * search at 64 connections). The type says what the text holds, so an answer
 * made of such parts is checked against its schema as an object would be.
 */
export type JsonText<T> = string & { readonly [encodes]: T };

/** A value's JSON text. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** The JSON text of an array whose items are each JSON text. */
export const jsonArrayText = <T>(items: ReadonlyArray<JsonText<T>>): JsonText<T[]> =>
  `[${items.join(',')}]` as JsonText<T[]>;

/** The JSON text of an object whose fields are each JSON text, in the order given. */
export function jsonObjectText<T extends object>(fields: {
  readonly [K in keyof T]: JsonText<T[K]>;
}): JsonText<T> {
  const parts = Object.entries(fields as Record<string, string>).map(
    ([name, text]) => `${JSON.stringify(name)}:${text}`,
  );
  return `{${parts.join(',')}}` as JsonText<T>;
}
