import fc from 'fast-check';
import type { World } from '../world';
import { generator } from './generator';
import { MUNICIPALITY } from './readings';

const STREETS = ['224 Main Street', '1 Fifteenth Street', '742 Bay Road'] as const;

/**
 * The office profile (issue 28 item 15): the finance office sets or changes
 * it, sometimes to the same again (a no-op); every document printed after
 * carries it (the documents invariant checks their figures still are the
 * answers'). No money-like figure is in it, so none is printed from it.
 */
export const officeProfile = generator({
  name: 'office profile',
  weight: 1,
  arbitrary: fc.record({
    municipality: MUNICIPALITY,
    street: fc.constantFrom(...STREETS),
    withNote: fc.boolean(),
  }),
  plan: (_world: World, i) => [
    {
      method: 'PUT',
      path: `/v1/municipalities/${i.municipality}/profile`,
      note: 'office profile',
      body: {
        officeName: `Office of the ${i.municipality} clerk`,
        remitTo: [`Sewer rents, ${i.municipality}`, i.street, 'New York 12189'],
        returnAddress: [`Clerk of ${i.municipality}`, i.street],
        phone: '(518) 270-3800',
        hours: 'Monday to Friday, 9 a.m. to 4 p.m.',
        note: i.withNote ? 'A drop box is at the front door.' : null,
      },
    },
  ],
});
