// The client address as the deployment sees it (issue 48 item 2, ARCHITECTURE §4c): the direct peer,
// unless that peer is one of the configured proxies (the nginx of deploy/fleet, a balancer), whose
// `X-Forwarded-For` then names the client. Every per-address rule of the edge reads it: the
// platform's login limits (through the X-Forwarded-For the edge sends on), the report limits and
// the canary guard's distinct clients. A client that is no trusted proxy cannot choose its address
// by sending the header itself.
import { BlockList, isIP } from 'node:net';

/** The proxies whose X-Forwarded-For names the client. */
export interface TrustedProxies {
  has(address: string): boolean;
  size: number;
}

/** What the client address is read from: a request's socket and headers (Node's or Fastify's). */
export interface AddressedRequest {
  socket?: { remoteAddress?: string | undefined } | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket names it) as IPv4. */
export function plainAddress(address: string | null | undefined): string {
  const text = String(address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  return mapped?.[1] ?? text;
}

/**
 * The trusted proxies from a list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`,
 * `fd00::/8`; the env value EDGE_TRUSTED_PROXIES, spaces or commas between them). Throws on an
 * entry that is neither, so a typo fails the start rather than trusting nobody (or everybody).
 */
export function trustedProxies(list: string | readonly string[] | undefined): TrustedProxies {
  const entries = (typeof list === 'string' ? list.split(/[\s,]+/) : [...(list ?? [])]).map((e) => String(e).trim()).filter(Boolean);
  const blocks = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const type = isIP(plainAddress(address));
    const prefix = bits === undefined ? null : Number(bits);
    if (
      type === 0 ||
      rest.length > 0 ||
      (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= (type === 4 ? 32 : 128)))
    )
      throw new Error(`EDGE_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) blocks.addAddress(plainAddress(address), family);
    else blocks.addSubnet(plainAddress(address), prefix, family);
  }
  return {
    size: entries.length,
    has(address: string) {
      const plain = plainAddress(address);
      const type = isIP(plain);
      return type !== 0 && entries.length > 0 && blocks.check(plain, type === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client a request comes from: its peer, or, when the peer is a trusted proxy, the address
 * before the trusted hops at the end of X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`
 * appends the address it saw to whatever the client sent, so only the right end is the proxies').
 * A hop that is not an address ends the walk: what is left of it was the client's to write.
 */
export function clientAddressOf(request: AddressedRequest, trusted: Pick<TrustedProxies, 'has'>): string {
  const peer = plainAddress(request.socket?.remoteAddress ?? '');
  if (!trusted.has(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : String(header ?? ''))
    .split(',')
    .map((h) => plainAddress(h))
    .filter(Boolean);
  let client = peer;
  while (hops.length > 0) {
    const hop = hops.pop() ?? '';
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}
