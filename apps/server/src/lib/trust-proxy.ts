import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: no proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, accepted beside addresses and CIDRs.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or unset, `0`), a hop count (`1` behind the shipped nginx.conf), or a
 * comma-separated list of proxy addresses and CIDRs. `true` is refused: trusting every hop lets
 * a client choose its own address by sending X-Forwarded-For (decision 013).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return {
      error:
        'TRUST_PROXY=true trusts every hop, so any client can choose its address with ' +
        'X-Forwarded-For; set the number of proxies in front (TRUST_PROXY=1 behind the shipped ' +
        'nginx.conf) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
    };
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0 || entries.length === 0) {
    return {
      error: `TRUST_PROXY: not a hop count, address or CIDR: ${wrong.join(', ') || text}`,
    };
  }
  return entries;
}

/**
 * Fastify's own `trustProxy: n` trusts no hop at all (a hop count cannot check the peer), so a
 * count is given as proxy-addr's function of the hop: the socket's peer and the n−1 addresses
 * before it are proxies, the next one is the client. The instances must then be reachable only
 * through the proxy (HOST=127.0.0.1 beside nginx), or a client reaching them directly chooses
 * its address: decision 013.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
