import net from 'node:net';

/**
 * Which reverse proxies the server believes about the client's address and scheme (`X-Forwarded-For`,
 * `X-Forwarded-Proto`), in the forms Fastify's `trustProxy` takes: `false` (none), `true` (every hop: a
 * client can then name its own address unless the proxy replaces the header), a number of hops counted from
 * the server, or the proxies' addresses and CIDRs.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, which Fastify accepts among addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY; a string that is not one of the forms answers the reason instead.
 * @example parseTrustProxy('127.0.0.1, 10.0.0.0/8') // ['127.0.0.1', '10.0.0.0/8']
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 32 ? hops : { error: 'a hop count must be 1 to 32' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      return {
        error: `"${entry}" is not an IP address, a CIDR, loopback, linklocal or uniquelocal (or use true, false or a hop count)`,
      };
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * What Fastify is given. A hop count becomes a function: this Fastify fails closed on a number (it trusts no
 * hop, since a count cannot tell a proxy from a client that connects directly), while TRUST_PROXY=N means
 * "N proxies always stand between the clients and this server", which only holds when nothing else can reach
 * it; the README says to prefer the proxies' addresses.
 * @example fastifyTrustProxy(1)('10.0.0.1', 0) // true
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
