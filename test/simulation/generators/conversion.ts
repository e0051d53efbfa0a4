import fc from 'fast-check';
import { World } from '../world';
import { generator } from './generator';
import { dateBetween, daysBack, periodOf } from './periods';

const PERIOD_COLUMN = { northport: 'fiscalYear', watervliet: 'period', queensbury: 'quarter' };

const cents = (n: number) => (n / 100).toFixed(2);

/**
 * C12: an account's open items brought in from an old system: an unpaid bill
 * of a period it has no bill for (its rent, the penalties the old system
 * accrued, sometimes charges) or an account credit, with the control totals;
 * sometimes a total off by a cent (refused whole, 422), sometimes a dry run,
 * sometimes the same file again (C8).
 */
export const convert = generator({
  name: 'convert',
  weight: 1,
  arbitrary: fc.record({
    account: fc.nat(),
    back: fc.nat(400),
    pick: fc.nat(),
    rent: fc.integer({ min: 1, max: 60_000 }),
    penalties: fc.nat(900),
    charges: fc.oneof(fc.constant(0), fc.nat(10_000)),
    credit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
    mode: fc.constantFrom('convert', 'convert', 'dry run', 'wrong total', 'twice'),
  }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    const billDate = dateBetween(a.openedOn, daysBack(world.today, i.back % 30), i.pick);
    if (!billDate) return [];
    const period = Object.values(periodOf(a.municipality, billDate))[0];
    const column = PERIOD_COLUMN[a.municipality];
    const billId = world.id('OLD');
    const lines = [
      `${a.accountId},${billId},${billDate},${period},${cents(i.rent)},${cents(i.penalties)},${cents(i.charges)},`,
      ...(i.credit > 0 ? [`${a.accountId},,,,,,,${cents(i.credit)}`] : []),
    ];
    const csv = `accountId,billId,billDate,${column},rentUnpaid,penaltiesUnpaid,chargesUnpaid,credit\n${lines.join('\n')}\n`;
    const totals = {
      expectAccounts: '1',
      expectRentUnpaid: cents(i.rent + (i.mode === 'wrong total' ? 1 : 0)),
      expectPenaltiesUnpaid: cents(i.penalties),
      expectChargesUnpaid: cents(i.charges),
      expectCredits: cents(i.credit),
    };
    const query = new URLSearchParams({
      conversionDate: world.today,
      source: 'oldsys',
      ...totals,
      ...(i.mode === 'dry run' ? { dryRun: 'true' } : {}),
    });
    const request = {
      method: 'POST',
      path: `/v1/imports/opening-balances?${query.toString()}`,
      note: `convert (${i.mode})`,
      csv,
      ...(i.mode === 'wrong total' ? { expect: 'refused' as const } : {}),
    } as const;
    return i.mode === 'twice' ? [request, { ...request, expect: 'replay' as const }] : [request];
  },
});
