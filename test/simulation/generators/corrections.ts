import fc from 'fast-check';
import { World } from '../world';
import { generator } from './generator';

/**
 * C11: a bill voided as rendered in error (sometimes one levied, refused: N9),
 * mostly followed by its replacement for the same period, rendered on the
 * day of the correction (a supplemental bill when the rent comes out higher).
 */
export const voidAndReplace = generator({
  name: 'void and replace',
  weight: 1,
  arbitrary: fc.record({ account: fc.nat(), bill: fc.nat(), replace: fc.nat(3) }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    const b = a && World.pick(a.bills, i.bill);
    if (!a || !b) return [];
    const period = b.fiscalYear != null ? { fiscalYear: b.fiscalYear } : { period: b.period };
    const voided = {
      method: 'POST',
      path: `/v1/accounts/${a.accountId}/bills/${b.billId}/void`,
      note: 'void bill',
      body: { voidId: world.id('V'), voidedOn: world.today, reason: 'rendered in error' },
    } as const;
    if (i.replace === 0) return [voided];
    return [
      voided,
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/bills`,
        note: 'replacement bill',
        body: { ...period, billId: world.id('B'), billDate: world.today, replaces: b.billId },
      },
    ];
  },
});
