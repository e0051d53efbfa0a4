import fc from 'fast-check';
import { World } from '../world';
import { generator } from './generator';
import { cents, daysBack, dateBetween } from './periods';

const METHODS = ['cash', 'check', 'lockbox', 'card'];

/** C5: a payment received (often recorded late; sometimes exactly a bill's rent). */
export const payment = generator({
  name: 'payment',
  weight: 7,
  arbitrary: fc.record({
    account: fc.nat(),
    back: fc.nat(120),
    amount: fc.integer({ min: 1, max: 60_000 }),
    exact: fc.boolean(),
    pick: fc.nat(),
  }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    const bill = World.pick(a.bills, i.pick);
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/payments`,
        note: 'payment',
        body: {
          paymentId: world.id('P'),
          amount: i.exact && bill ? bill.rent : cents(i.amount),
          receivedOn: daysBack(world.today, i.back, a.openedOn),
          method: METHODS[i.pick % METHODS.length],
          ...(i.pick % 4 === 1 ? { reference: `chk ${i.pick}` } : {}),
        },
      },
    ];
  },
});

/** C4: a returned check, learned on a later day, effective on the payment's own date. */
export const returnedCheck = generator({
  name: 'returned check',
  weight: 2,
  arbitrary: fc.record({ account: fc.nat(), pick: fc.nat(), day: fc.nat() }),
  plan(world: World, i) {
    const a = World.pick(
      world.accountsOf().filter((x) => x.payments.length > 0),
      i.account,
    );
    const p = a && World.pick(a.payments, i.pick);
    if (!a || !p) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/payments/${encodeURIComponent(p.paymentId)}/reversal`,
        note: 'returned check',
        body: {
          reversedOn: dateBetween(p.receivedOn, world.today, i.day) ?? world.today,
          reason: 'returned: insufficient funds',
        },
      },
    ];
  },
});

/** The bank's lockbox file: payments as CSV. */
export const paymentImport = generator({
  name: 'payment import',
  weight: 1,
  arbitrary: fc.array(
    fc.record({ account: fc.nat(), amount: fc.integer({ min: 1, max: 40_000 }), back: fc.nat(60) }),
    { minLength: 1, maxLength: 3 },
  ),
  plan(world: World, rows) {
    const lines = rows.flatMap((r) => {
      const a = World.pick(world.accountsOf(), r.account);
      if (!a) return [];
      const on = daysBack(world.today, r.back, a.openedOn);
      return [`${world.id('LB')},${a.accountId},${cents(r.amount)},${on},lockbox,batch ${on}`];
    });
    if (lines.length === 0) return [];
    return [
      {
        method: 'POST',
        // #28.8: the bank's file by its name (the deposit names the batch by it)
        path: `/v1/imports/payments?fileName=${encodeURIComponent(`lockbox ${world.today}.csv`)}`,
        note: 'payment import',
        csv: `paymentId,accountId,amount,receivedOn,method,reference\n${lines.join('\n')}\n`,
      },
    ];
  },
});

/** The Assessor's roll: accounts as CSV (Northport residences). */
export const accountImport = generator({
  name: 'account import',
  weight: 1,
  arbitrary: fc.record({ count: fc.integer({ min: 1, max: 2 }), back: fc.nat(300) }),
  plan(world: World, i) {
    const lines = Array.from({ length: i.count }, () => {
      const id = world.id('NPI');
      return `${id},northport,P-${id},residential,,,,Roll Owner ${id},"1 Roll St, Northport",${daysBack(world.today, i.back)}`;
    });
    return [
      {
        method: 'POST',
        path: '/v1/imports/accounts',
        note: 'account import',
        csv: `accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn\n${lines.join('\n')}\n`,
      },
    ];
  },
});
