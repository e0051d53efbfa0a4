import { pathOf } from './http';

describe('pathOf: the path as the router matched it', () => {
  it('drops the query and a fragment', () => {
    expect(pathOf('/v1/accounts?query=main&limit=20')).toBe('/v1/accounts');
    expect(pathOf('/v1/accounts#top')).toBe('/v1/accounts');
    expect(pathOf('/v1/accounts')).toBe('/v1/accounts');
  });

  it('decodes what the router decodes, so a scope reads an encoded municipality route as one', () => {
    expect(pathOf('/v1/%6Dunicipalities/northport/rate-schedules')).toBe(
      '/v1/municipalities/northport/rate-schedules',
    );
    expect(pathOf('/%761/accounts/NP-1001')).toBe('/v1/accounts/NP-1001');
  });

  it('keeps an encoded slash, an encoded percent and a malformed sequence as they are', () => {
    expect(pathOf('/v1/accounts/NP%2F1')).toBe('/v1/accounts/NP%2F1');
    expect(pathOf('/v1/accounts/NP%251')).toBe('/v1/accounts/NP%251');
    expect(pathOf('/v1/accounts/%E0%A4%A')).toBe('/v1/accounts/%E0%A4%A');
  });
});
