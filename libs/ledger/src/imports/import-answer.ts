import { Type } from '@sinclair/typebox';
import { array, integer, object, oneOf, optional, sha256Hex, text } from '@ledger/domain';
import { IMPORT_KINDS } from './import-csv';

/** An import's report: how many records, how many wrote something, how many were already there. */
export const ImportAnswer = object({
  kind: oneOf(...IMPORT_KINDS),
  sha256: sha256Hex,
  /** #28.8: the file's name as the upload gave it (`?fileName=`). */
  fileName: optional(text),
  /** #28.8: the municipalities of the accounts the file's lines name (those refused for the key's scope among them). */
  municipalities: optional(array(text, 100)),
  records: integer,
  applied: integer,
  unchanged: integer,
  errors: array(
    object({
      line: Type.Integer({ description: 'the line of the file (1 is the header)' }),
      field: optional(text),
      message: text,
    }),
  ),
});
