/**
 * The API's own OpenAPI document (`/docs-json`), read once: the console's
 * write forms are made from it (each operation's request schema, summary,
 * the roles that may call it, `x-roles`, and the chapter of law it belongs
 * to, `x-chapter`), so a field, a rule or a role is written once, in the API.
 */
export interface FieldSchema {
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly example?: unknown;
  readonly description?: string;
  readonly default?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly properties?: Record<string, FieldSchema>;
  readonly required?: readonly string[];
  readonly items?: FieldSchema;
  readonly $ref?: string;
  readonly additionalProperties?: unknown;
}

export interface Operation {
  readonly method: 'post';
  readonly path: string;
  readonly summary: string;
  readonly roles: readonly string[] | undefined;
  readonly chapter: string | undefined;
  /** The request body's schema, resolved (null: the body is free-form JSON). */
  readonly body: FieldSchema | null;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        'x-roles'?: string[];
        'x-chapter'?: string;
        requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, FieldSchema> };
}

let loaded: Promise<Document> | null = null;

function documentOnce(): Promise<Document> {
  loaded ??= fetch('/docs-json').then((r) => {
    if (!r.ok) throw new Error(`the API description is not available (HTTP ${r.status})`);
    return r.json() as Promise<Document>;
  });
  return loaded;
}

function resolve(doc: Document, schema: FieldSchema | undefined): FieldSchema | null {
  if (!schema) return null;
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.properties)
    return {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v) ?? v]),
      ),
    };
  if (schema.additionalProperties && !schema.properties) return null;
  return schema;
}

/** The POST operation at `path` (as the document spells it, e.g. `/v1/accounts/{accountId}/payments`). */
export async function operation(path: string): Promise<Operation> {
  const doc = await documentOnce();
  const op = doc.paths[path]?.post;
  if (!op) throw new Error(`the API has no POST ${path}`);
  const content = op.requestBody?.content?.['application/json'];
  return {
    method: 'post',
    path,
    summary: op.summary ?? '',
    roles: op['x-roles'],
    chapter: op['x-chapter'],
    body: resolve(doc, content?.schema),
  };
}

/** Every POST path of the document that starts with `prefix`. */
export async function postPaths(prefix: string): Promise<string[]> {
  const doc = await documentOnce();
  return Object.keys(doc.paths).filter((p) => p.startsWith(prefix) && doc.paths[p].post);
}
