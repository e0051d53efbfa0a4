import { refusedNow } from './webhook-urls';

describe('webhook URLs at each delivery: the allow list of the running process', () => {
  it('a host the operator allows is delivered to, over http too', () => {
    expect(refusedNow('http://127.0.0.1:3399/hook', ['127.0.0.1'])).toBeNull();
  });

  it('http to a host the operator no longer allows is refused', () => {
    expect(refusedNow('http://127.0.0.1:3399/hook', ['localhost'])).toBe(
      'refused: http to a host the operator does not allow',
    );
  });

  it('an address written as the host, not public and not allowed, is refused (no name to look up when connecting)', () => {
    expect(
      [
        'https://127.0.0.1/hook',
        'https://[::1]/x',
        'https://169.254.169.254/x',
        'https://10.1.2.3/x',
      ].map((url) => refusedNow(url, [])),
    ).toEqual(Array(4).fill('refused: not a public address'));
  });

  it('a public address, or a name (checked by the connection when it resolves), goes', () => {
    expect([
      refusedNow('https://93.184.216.34/x', []),
      refusedNow('https://example.org/x', []),
    ]).toEqual([null, null]);
  });
});
