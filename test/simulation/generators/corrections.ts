import fc from 'fast-check';
import { World, type AccountView, type Municipality } from '../world';
import { generator, type Planned } from './generator';

type Bill = AccountView['bills'][number];

/** A bill's period in its municipality's own field (the replacement and a re-reading name the same period). */
export function billPeriod(municipality: Municipality, b: Bill): Record<string, unknown> {
  switch (municipality) {
    case 'northport':
      return { fiscalYear: b.fiscalYear };
    case 'watervliet':
      return { period: b.period };
    case 'queensbury':
      return { quarter: b.period };
  }
}

/** Which bill a correction aims at: any still standing, one of an account that paid, one levied (N9), one an actual reading contradicts (N3). */
const TARGETS = ['any', 'paid', 'levied', 'contradicted'] as const;
type Target = (typeof TARGETS)[number];

/** The bills a target picks from, with their accounts (a void is of a bill not voided already, and not a supplemental one's replacement pair). */
function candidates(world: World, target: Target): Array<{ a: AccountView; b: Bill }> {
  const standing = world
    .accountsOf()
    .flatMap((a) => a.bills.filter((b) => !b.voided).map((b) => ({ a, b })));
  switch (target) {
    case 'any':
      return standing.filter(({ b }) => !b.levied);
    case 'paid':
      return standing.filter(({ a, b }) => !b.levied && a.payments.some((p) => !p.reversal));
    case 'levied':
      return standing.filter(({ b }) => b.levied);
    case 'contradicted':
      return standing.filter(({ a, b }) =>
        (a.contradictedEstimates ?? []).some((c) => c.billId === b.billId),
      );
  }
}

/**
 * C11: a bill voided as rendered in error and mostly followed by its
 * replacement for the same period, rendered on the day of the correction:
 * sometimes after the account paid (the payments re-flow, C5), sometimes
 * after a re-reading that makes the corrected rent higher (a supplemental
 * bill) or lower (its own request, or the correction's `reading`); a bill an actual reading contradicts (N3) is corrected on
 * the actual. A levied bill's void is refused, 422 (N9).
 */
export const voidAndReplace = generator({
  name: 'void and replace',
  weight: 2,
  arbitrary: fc.record({
    target: fc.constantFrom(...TARGETS),
    pick: fc.nat(),
    replace: fc.nat(3),
    reread: fc.constantFrom('none', 'higher', 'lower'),
  }),
  plan(world: World, i) {
    const picked =
      World.pick(candidates(world, i.target), i.pick) ??
      World.pick(candidates(world, 'any'), i.pick);
    if (!picked) return [];
    const { a, b } = picked;
    const path = `/v1/accounts/${a.accountId}/bills/${b.billId}/void`;
    const body = { voidId: world.id('V'), voidedOn: world.today, reason: 'rendered in error' };
    if (b.levied)
      return [
        {
          method: 'POST',
          path,
          note: 'void levied bill',
          body,
          expect: 'refused',
          refusedWith: 422,
        },
      ];
    const replacement = {
      method: 'POST' as const,
      path: `/v1/accounts/${a.accountId}/bills`,
      body: {
        ...billPeriod(a.municipality, b),
        billId: world.id('B'),
        billDate: world.today,
        replaces: b.billId,
      },
    };
    // a supplemental bill may be voided on its own, never replaced: its bill's replacement carries its rent (C11)
    if (b.supplements) {
      const refused = { ...replacement, expect: 'refused' as const, refusedWith: 422 };
      if (i.replace === 3)
        return [
          {
            ...refused,
            note: 'void and replace a supplemental bill in one request',
            body: { ...replacement.body, void: body },
          },
        ];
      const voided: Planned = { method: 'POST', path, note: 'void a supplemental bill', body };
      return i.replace === 0
        ? [voided]
        : [voided, { ...refused, note: 'replacement of a supplemental bill' }];
    }
    const delivered = b.deliveredGallons;
    // a re-reading of the period (the right figure), the one source it always was (N3)
    const reading =
      i.reread !== 'none' && delivered != null && i.target !== 'contradicted'
        ? {
            totalGallons:
              i.reread === 'higher' ? delivered + 20_000 : Math.max(0, delivered - 20_000),
            readOn: world.today,
          }
        : null;
    // the console's one action: the void (and the right reading) and the replacement in one request, written together or neither
    if (i.replace === 3)
      return [
        {
          ...replacement,
          note: reading
            ? `void, re-read ${i.reread} and replace in one request`
            : 'void and replace in one request',
          body: { ...replacement.body, void: body, ...(reading ? { reading } : {}) },
        },
      ];
    const steps: Planned[] = [{ method: 'POST', path, note: 'void bill', body }];
    if (i.replace === 0) return steps;

    if (reading)
      steps.push({
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/water-usage`,
        note: `re-reading ${i.reread}`,
        body: { ...billPeriod(a.municipality, b), ...reading },
      });
    steps.push({ ...replacement, note: 'replacement bill' });
    return steps;
  },
});
