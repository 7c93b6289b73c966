import { allowListMatcher } from '../../src/plugins/external/rate-limit';

/** RATE_LIMIT_ALLOW's entries: addresses or CIDR ranges, as TRUST_PROXY takes them. */
test('a CIDR range allows every address in it and none outside: compose hands out 172.16.0.0/12', () => {
  const allowed = allowListMatcher(['172.16.0.0/12']);
  for (const address of ['172.16.0.1', '172.18.0.1', '172.31.255.254', '::ffff:172.20.0.5']) expect(allowed(address)).toBe(true);
  for (const address of ['172.32.0.1', '172.15.255.255', '10.0.0.1', '::1']) expect(allowed(address)).toBe(false);
});

test('single addresses still match exactly, IPv4 in its IPv6-mapped form too (the e2e suite\'s loopback list)', () => {
  const allowed = allowListMatcher(['127.0.0.1', '::1', '::ffff:127.0.0.1', '2001:db8::/32']);
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '2001:db8:1::9']) expect(allowed(address)).toBe(true);
  for (const address of ['127.0.0.2', '::2', '2001:db9::1', '', 'unknown']) expect(allowed(address)).toBe(false);
});

test('an empty list allows nobody', () => {
  expect(allowListMatcher([])('127.0.0.1')).toBe(false);
});

test.each(['localhost', '172.16.0.0/33', '172.16.0.0/', '172.16.0.0/12/3', '::1/129', '300.1.1.1', '10.0.0.0/1x'])(
  '"%s" is refused with a message naming it, not quietly ignored',
  (entry) => {
    expect(() => allowListMatcher([entry])).toThrow(`RATE_LIMIT_ALLOW: "${entry}" is not an address or a CIDR range`);
  },
);
