import type { OpenAccount } from '../account/account-commands';
import { MUNICIPALITIES } from './registry';
import type { Tariff } from './tariff';

/**
 * N2/W2/Q1: what GET /v1/municipalities publishes of an account's districts,
 * exemptions and locations (`accountChoices`) is what `checkAccount` takes:
 * each choice listed is accepted, one not listed is refused, so a form that
 * offers only the listed ones never offers a refusal.
 */
const base = (t: Tariff, units: number | null): OpenAccount =>
  ({
    kind: 'OpenAccount',
    accountId: 'A-1',
    municipality: t.municipality,
    parcelId: 'P-1',
    propertyClass: 'residential',
    location: 'inside',
    exemption: null,
    owner: { name: 'Pat Example', mailingAddress: '1 Main St' },
    openedOn: '2025-06-01',
    units,
    district: t.accountChoices.districts[0] ?? null,
    today: '2026-12-04',
  }) as OpenAccount;

const accepts = (t: Tariff, command: OpenAccount) => {
  try {
    t.checkAccount(command);
    return true;
  } catch {
    return false;
  }
};

describe.each(MUNICIPALITIES.map((t) => [t.municipality, t] as const))(
  'N2/W2/Q1 %s: the account choices it publishes are the ones it accepts',
  (_, t) => {
    // a residential account as the municipality takes it: by units (W2, Q1) or by water (N3)
    const valid = [null, 1].map((units) => base(t, units)).find((c) => accepts(t, c))!;

    it('a residential account inside, with no exemption, is accepted', () => {
      expect(valid).toBeDefined();
    });

    it('each district listed is accepted; none, or one not listed, is refused where it has districts; any is refused where it has none', () => {
      for (const district of t.accountChoices.districts)
        expect(accepts(t, { ...valid, district })).toBe(true);
      expect(accepts(t, { ...valid, district: 'nowhere' })).toBe(false);
      if (t.accountChoices.districts.length)
        expect(accepts(t, { ...valid, district: null })).toBe(false);
    });

    it('each exemption and location listed is accepted, one not listed refused', () => {
      for (const exemption of t.accountChoices.exemptions)
        expect(accepts(t, { ...valid, exemption } as OpenAccount)).toBe(true);
      if (!t.accountChoices.exemptions.includes('village-owned'))
        expect(accepts(t, { ...valid, exemption: 'village-owned' } as OpenAccount)).toBe(false);
      for (const location of t.accountChoices.locations)
        expect(accepts(t, { ...valid, location } as OpenAccount)).toBe(true);
      if (!t.accountChoices.locations.includes('outside'))
        expect(accepts(t, { ...valid, location: 'outside' } as OpenAccount)).toBe(false);
    });
  },
);

it('Q1: Queensbury publishes its two districts; Northport its village-owned exemption (N2)', () => {
  const of = (m: string) => MUNICIPALITIES.find((t) => t.municipality === m)!.accountChoices;
  expect(of('queensbury')).toEqual({
    districts: ['consolidated', 'technical-park'],
    exemptions: [],
    locations: ['inside'],
  });
  expect(of('northport').exemptions).toEqual(['village-owned']);
  expect(of('watervliet')).toEqual({
    districts: [],
    exemptions: [],
    locations: ['inside', 'outside'],
  });
});
