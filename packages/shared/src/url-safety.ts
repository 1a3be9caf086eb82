/**
 * Pure checks on user-given links (no zod, no DNS): the web app and the schemas share them.
 * Only literal addresses and local names are judged; a public name that resolves to a private
 * address is the fetcher's concern, not the form's.
 */

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa', '.lan', '.intranet'];

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** Loopback, private, link-local, shared (CGNAT), multicast, reserved or unspecified. */
function isNonPublicIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Eight 16-bit groups, or null when it is not an IPv6 literal. Accepts an embedded dotted IPv4 tail. */
function ipv6Groups(input: string): number[] | null {
  let host = input.toLowerCase();
  const zone = host.indexOf('%');
  if (zone >= 0) host = host.slice(0, zone);
  if (!host.includes(':')) return null;
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (dotted) {
    const v4 = ipv4Parts(dotted[1]);
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    host = `${host.slice(0, dotted.index + 1)}${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const known = head.length + rest.length;
  if ([...head, ...rest].some(Number.isNaN) || known > 8) return null;
  if (halves.length === 1 && known !== 8) return null;
  return [...head, ...Array<number>(8 - known).fill(0), ...rest];
}

function isNonPublicIpv6(g: number[]): boolean {
  const firstFiveZero = g.slice(0, 5).every((x) => x === 0);
  const embedded = [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff];
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, also :: and ::1) and NAT64 (64:ff9b::/96).
  if (firstFiveZero && (g[5] === 0xffff || g[5] === 0)) return g[5] === 0 && g[6] === 0 ? true : isNonPublicIpv4(embedded);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isNonPublicIpv4(embedded);
  // IPv4-translated (::ffff:0:a.b.c.d).
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) return isNonPublicIpv4(embedded);
  return (
    (g[0] & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g[0] & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g[0] & 0xffc0) === 0xfec0 || // old site-local fec0::/10
    (g[0] & 0xff00) === 0xff00 || // multicast
    (g[0] === 0x2001 && g[1] === 0x0db8) // documentation
  );
}

/**
 * True when the host (as `URL.hostname` gives it: IPv6 in brackets, IPv4 normalised) is a public name
 * or address. Loopback, private, link-local, unspecified, single-label and local names are refused.
 */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return false;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups !== null && !isNonPublicIpv6(groups);
  }
  const v4 = ipv4Parts(host);
  if (v4) return !isNonPublicIpv4(v4);
  if (host.includes(':')) return false;
  if (!host.includes('.')) return false;
  if (host === 'localhost' || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return false;
  // All-numeric labels that URL did not turn into an IPv4 address are not a real host.
  return !/^[\d.]+$/.test(host);
}

export type PublicUrlProblem = 'invalid' | 'protocol' | 'credentials' | 'private';

/** Why a user-given absolute URL is not an http(s) link to a public host, or null when it is fine. */
export function publicUrlProblem(value: string): PublicUrlProblem | null {
  // eslint-disable-next-line no-control-regex -- control characters in a URL are what it refuses.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'protocol';
  if (!/^https?:\/\/[^/]/i.test(value)) return 'invalid';
  if (parsed.username || parsed.password) return 'credentials';
  return isPublicHostname(parsed.hostname) ? null : 'private';
}

/**
 * A path of this site: one leading `/`, then no second `/` or `\` (raw or percent-encoded) that a
 * browser could read as another host, no control characters or spaces.
 */
export function isSafeSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- control characters in a URL are what it refuses.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  const second = value.charAt(1);
  if (second === '/') return false;
  if (/^\/%(2f|5c)/i.test(value)) return false;
  // A decoded path that would start with // or /\ is still a trick (routers decode before matching).
  try {
    const decoded = decodeURIComponent(value);
    // eslint-disable-next-line no-control-regex -- control characters in a path are what it refuses.
    if (/^\/[/\\]/.test(decoded) || /[\u0000-\u001f\\]/.test(decoded)) return false;
  } catch {
    return false;
  }
  return true;
}
