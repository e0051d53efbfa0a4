import type { StoredEvent } from '@ledger/event-store';
import { CURRENT_VERSION } from '../event-schemas/event-schemas';
import { currentData, fromStored } from './event-envelope';

const stored = (
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): StoredEvent => ({
  id: 'e-1',
  streamId: 'account-A',
  revision: 0,
  position: 1,
  type,
  data: { effectiveDate: '2025-06-01', ...data },
  metadata: { schemaVersion, recordedAt: '2026-01-01T00:00:00.000Z' },
  created: '2026-01-01T00:00:00.000Z',
});

describe("currentData: a stored event's fields at the current version of its type", () => {
  it('is the stored object itself when no upcaster applies: the same fields fromStored gives, without its copy', () => {
    const e = stored('PaymentReversed', CURRENT_VERSION.PaymentReversed, {
      accountId: 'A',
      paymentId: 'P-1',
      reversedOn: '2025-07-01',
      reason: 'returned check',
    });
    expect(currentData(e)).toBe(e.data);
    expect(currentData(e)).toMatchObject(fromStored(e).data);
  });

  it("is fromStored's upcast data when the stored version is older", () => {
    expect(CURRENT_VERSION.WaterUsageRecorded).toBeGreaterThan(2);
    const e = stored('WaterUsageRecorded', 2, {
      accountId: 'A',
      period: '2025',
      totalGallons: '1000',
      readOn: '2025-06-01',
    });
    expect(currentData(e)).toEqual(fromStored(e).data);
    expect(currentData(e)).toMatchObject({ source: expect.any(String), estimated: false });
  });
});
