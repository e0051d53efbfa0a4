import { NORTHPORT_FIRST_RELEASE_UPCASTERS } from '../municipalities/northport/first-release-events';
import {
  DEFAULT_WATER_SOURCE,
  type DataOf,
  type StoredDataOf,
  type WaterUsageRecordedV2,
  type WaterUsageRecordedV3,
} from '@ledger/domain';
import { upcaster, type Upcasters } from './event-schema';
import type {
  SubscriptionRegisteredV1,
  SubscriptionRegisteredV2,
} from '../webhooks/subscription-events';
import { fingerprintOf } from '../webhooks/secret-fingerprint';

type Data = Record<string, unknown>;

/**
 * Upcasters: an event written under an older schema version reads as the
 * current one. Each takes the `data` of version n and returns version n+1.
 * The stored event is never changed (C4). Today all are the first release's.
 */
const UPCASTERS: Upcasters = {
  ...NORTHPORT_FIRST_RELEASE_UPCASTERS,
  WaterUsageRecorded: {
    ...NORTHPORT_FIRST_RELEASE_UPCASTERS.WaterUsageRecorded,
    // v3 names the water source and marks estimates (N3): every earlier reading was the one source, actual
    2: upcaster(
      (
        d: StoredDataOf<typeof WaterUsageRecordedV2>,
      ): StoredDataOf<typeof WaterUsageRecordedV3> => ({
        ...d,
        source: DEFAULT_WATER_SOURCE,
        estimated: false,
      }),
    ),
  },
  SubscriptionRegistered: {
    // v2 keeps the secret out of the log: its fingerprint only, and the key that registered it (unknown then)
    1: upcaster(
      ({
        secret,
        ...d
      }: DataOf<typeof SubscriptionRegisteredV1>): DataOf<typeof SubscriptionRegisteredV2> => ({
        ...d,
        secretFingerprint: fingerprintOf(secret),
        ownerKeyId: null,
      }),
    ),
  },
};

/** Brings an event's data from `version` to `target`, one step at a time. */
export function upcast(type: string, version: number, data: Data, target: number): Data {
  let current = data;
  for (let v = version; v < target; v++) {
    const step = UPCASTERS[type]?.[v];
    if (!step) throw new Error(`no upcaster for ${type} v${v} -> v${v + 1}`);
    current = step(current);
  }
  return current;
}
