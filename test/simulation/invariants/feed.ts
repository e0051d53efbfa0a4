import Ajv, { type ValidateFunction } from 'ajv';
import type { TestLedger } from '../../support/test-ledger';
import { known } from '../known-defects';
import { getter } from './books';

interface FeedEvent {
  position: number;
  type: string;
  version: number;
  effectiveDate?: string;
  data: Record<string, unknown>;
  metadata: unknown;
}

/**
 * Every event the feed gives validates against the schema /v1/event-schemas
 * publishes for its type and version (its data and its metadata).
 */
export async function feedViolations(ledger: TestLedger): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const published = (await get('/v1/event-schemas')) as {
    metadata: object;
    events: Array<{ type: string; version: number; schema: object }>;
  } | null;
  if (!published) return out;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const metadata = ajv.compile(published.metadata);
  const schemas = new Map<string, ValidateFunction>();
  const schemaOf = (type: string, version: number) => {
    const key = `${type}@${version}`;
    if (!schemas.has(key)) {
      const s = published.events.find((e) => e.type === type && e.version === version);
      if (s) schemas.set(key, ajv.compile(s.schema));
    }
    return schemas.get(key);
  };
  let after = 0;
  for (;;) {
    const page = (await get(`/v1/events?after=${after}&limit=500`)) as {
      events: FeedEvent[];
    } | null;
    if (!page || page.events.length === 0) break;
    for (const e of page.events) {
      after = e.position;
      const validate = schemaOf(e.type, e.version);
      if (!validate) {
        out.push(`feed event ${e.position} ${e.type} v${e.version}: no schema is published for it`);
        continue;
      }
      // known defect feed-effective-date: the feed lifts effectiveDate out of the data
      const data =
        known('feed-effective-date') &&
        e.effectiveDate !== undefined &&
        !('effectiveDate' in e.data)
          ? { ...e.data, effectiveDate: e.effectiveDate }
          : e.data;
      if (!validate(data))
        out.push(
          `feed event ${e.position} ${e.type} v${e.version} fails its published schema: ${ajv.errorsText(validate.errors)}`,
        );
      if (!metadata(e.metadata))
        out.push(`feed event ${e.position} metadata fails: ${ajv.errorsText(metadata.errors)}`);
    }
  }
  return out;
}
