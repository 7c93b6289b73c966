import { BlockList, isIP } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { App } from '../../app-instance';
import { formMessage } from '../../domain/forms/form-messages';
import { waitInLanguage } from '../../domain/forms/wait-in-language';
import { guessingCaller } from '../../routes/public/auth/guessing-caller';

/**
 * The allow list's entries are addresses or CIDR ranges, as TRUST_PROXY's are: a compose project's
 * network hands out its addresses from a range (172.16.0.0/12), not one known address. An entry
 * that is neither stops the start with a message, rather than quietly allowing nobody.
 */
export function allowListMatcher(entries: string[]): (address: string) => boolean {
  const allowed = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))) {
      throw new Error(`RATE_LIMIT_ALLOW: "${entry}" is not an address or a CIDR range (such as 172.16.0.0/12)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  // BlockList also matches an IPv4 entry against its IPv6-mapped form (::ffff:10.0.0.1) and back.
  return (address) => {
    const family = isIP(address);
    return family !== 0 && allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Off by default: each route that a person or a bot could abuse (sign-in, forms, uploads) opts in
 * with `config: { rateLimit: { max, timeWindow } }`, so browsing is never throttled. Addresses in
 * the allow list (RATE_LIMIT_ALLOW) are never limited: the order benchmark sends hundreds a second.
 */
export async function registerRateLimit(app: App, allowList: string[]): Promise<void> {
  const allowed = allowListMatcher(allowList);
  await app.register(rateLimit, {
    global: false,
    // Counted per caller, an IPv4 address or an IPv6 /64 (guessingCaller): one holder gets a whole
    // /64, so counting each IPv6 address gave a home 2^64 budgets. A limit with its own key (one
    // e-mail address, one account) keeps it; createRateLimit's counters take this one too.
    keyGenerator: (request) => guessingCaller(request.ip),
    // By the caller's own address whatever a limit counts by (sign-in also counts per e-mail
    // address): the plugin hands this the request, not only the key, so an entry such as ::1 is
    // matched as written rather than against the /64 the key names.
    allowList: (request) => allowed(request.ip),
    // Forms show this sentence as it comes, so it is in the caller's language; the wait is built
    // from the milliseconds left, as `context.after` is English ("1 minute").
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: formMessage(request, 'too_many_attempts', { wait: (language) => waitInLanguage(language, context.ttl) }),
    }),
  });
}
