import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../create-app';
import { apiDocument } from '../http/api-document';

/** Where the console keeps the API's types (generated: `npm run api-types`). */
export const CONSOLE_TYPES = join(__dirname, '../../../ledger-web/src/api-schema.ts');

const HEADER = `/**
 * The ledger API's types, generated from its OpenAPI document by
 * \`npm run api-types\` (openapi-typescript). Do not edit: change the API's
 * schemas and generate again; a test fails while this file is stale.
 */
`;

/** The console's API types as generated from the document the API serves now. */
export async function consoleTypes(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-api-types-'));
  try {
    const app = await createApp({ store: { sqlitePath: join(dir, 'ledger.sqlite') } }, false);
    const document = apiDocument(app);
    await app.close();
    const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
    return format(HEADER + astToString(ast), {
      ...(await resolveConfig(CONSOLE_TYPES)),
      filepath: CONSOLE_TYPES,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
