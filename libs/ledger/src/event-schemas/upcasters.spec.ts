import Ajv from 'ajv';
import type { StoredEvent } from '@ledger/event-store';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromStored } from '../infrastructure/event-envelope';
import { CURRENT_VERSION, EVENT_SCHEMAS } from './event-schemas';

interface Sample {
  stored: Pick<StoredEvent, 'type' | 'data' | 'metadata'>;
  current: { version: number; data: Record<string, unknown> };
}

/** The golden files: the first release's events, and each later version's (N3: water-sources.json). */
const golden = {
  samples: ['first-release.json', 'water-sources.json'].flatMap(
    (file) =>
      (JSON.parse(readFileSync(join(__dirname, 'golden', file), 'utf8')) as { samples: Sample[] })
        .samples,
  ),
};
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const schemaOf = (type: string, version: number) => {
  const found = EVENT_SCHEMAS.find((s) => s.type === type && s.version === version);
  if (!found) throw new Error(`no schema for ${type} v${version}`);
  return ajv.compile(found.schema);
};

/** Golden: a stored sample of every old event version read through its upcasters (C4: history never changes, it is read anew). */
describe('upcasters: every old version, read as today', () => {
  it('the samples cover every type that has an old version', () => {
    const old = [
      ...new Set(
        EVENT_SCHEMAS.filter((s) => s.version < CURRENT_VERSION[s.type]).map((s) => s.type),
      ),
    ].sort();
    expect([...new Set(golden.samples.map((s) => s.stored.type))].sort()).toEqual(old);
  });

  for (const sample of golden.samples) {
    const { type } = sample.stored;
    it(`${type} v${String(sample.stored.metadata.schemaVersion)}: valid when stored, reads as v${sample.current.version} exactly, valid under today's schema`, () => {
      const stored = {
        id: 'e',
        streamId: 's',
        revision: 0,
        position: 1,
        created: '',
        ...sample.stored,
      } as StoredEvent;
      expect(schemaOf(type, Number(stored.metadata.schemaVersion))(stored.data)).toBe(true);
      const read = fromStored(stored);
      expect(read.schemaVersion).toBe(sample.current.version);
      expect(read.schemaVersion).toBe(CURRENT_VERSION[type]);
      // (a webhook secret is never kept: only its fingerprint, the first 16 hex digits of its sha256)
      expect(read.data).toEqual(sample.current.data);
      expect(read.effectiveDate).toBe(sample.stored.data.effectiveDate);
      const validate = schemaOf(type, sample.current.version);
      expect([
        validate({ effectiveDate: read.effectiveDate, ...(read.data as object) }),
        validate.errors ?? null,
      ]).toEqual([true, null]);
    });
  }
});
