import { isIP } from 'node:net';

/**
 * Who a password guess comes from: an IPv4 address (IPv4-mapped IPv6 written as IPv4), or an IPv6
 * address's /64 prefix, as one holder (a home, a phone, a rented server) gets a whole /64.
 */
export function guessingCaller(address: string): string {
  const unzoned = address.split('%')[0] ?? '';
  if (isIP(unzoned) !== 6) return unzoned;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" filled in and a dotted IPv4 tail split. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
