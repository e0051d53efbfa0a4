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
  readonly title?: string;
  readonly oneOf?: readonly FieldSchema[];
  readonly anyOf?: readonly FieldSchema[];
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

function resolve(
  doc: Document,
  schema: FieldSchema | undefined,
  variant?: string,
): FieldSchema | null {
  if (!schema) return null;
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  const chosen = variantOf(doc, schema, variant);
  if (chosen) return chosen;
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

/**
 * A body that is one of several municipalities' own shapes (`oneOf`, the
 * plug-in municipalities' rate schedules): the one whose title names the
 * municipality (`QueensburyRateScheduleRequest`), or the only one there is.
 */
function variantOf(doc: Document, schema: FieldSchema, variant?: string): FieldSchema | null {
  const variants = schema.properties ? undefined : (schema.oneOf ?? schema.anyOf);
  if (!variants) return null;
  const objects = variants
    .map((v) => resolve(doc, v))
    .filter((v): v is FieldSchema => !!v?.properties);
  const named = variant
    ? objects.find((v) => v.title?.toLowerCase().startsWith(variant.toLowerCase()))
    : undefined;
  return named ?? (objects.length === 1 ? objects[0] : null);
}

/**
 * The POST operation at `path` (as the document spells it, e.g.
 * `/v1/accounts/{accountId}/payments`); `variant` picks a municipality's own
 * body where the body is one of several.
 */
export async function operation(path: string, variant?: string): Promise<Operation> {
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
    body: resolve(doc, content?.schema, variant),
  };
}

/** Every POST path of the document that starts with `prefix`. */
export async function postPaths(prefix: string): Promise<string[]> {
  const doc = await documentOnce();
  return Object.keys(doc.paths).filter((p) => p.startsWith(prefix) && doc.paths[p].post);
}
