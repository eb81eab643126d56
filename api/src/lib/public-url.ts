/** The settings an address is made from (a slice of config.ts's Config; written out so config.ts can use these rules without a loop). */
type AddressConfig = { PUBLIC_URL?: string; HOST: string; PORT: number };

/** HOST values that mean "every interface": an address to listen on, not one a browser can visit. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

export const isWildcardHost = (host: string): boolean => WILDCARD_HOSTS.has(host.trim().toLowerCase());

/**
 * The site's own address, for every absolute URL we hand out (OIDC redirect, .ics links and UIDs,
 * sitemap, robots.txt, mail links). It never comes from the request: the Host header is the
 * client's to choose (and Koa 3's ctx.origin is the Origin header, which a plain navigation lacks).
 *
 * - PUBLIC_URL when set, without query, fragment or trailing slash. A path prefix is kept
 *   (https://example.org/club → https://example.org/club/api/...): a site proxied under a prefix
 *   is reached there.
 * - Otherwise http://HOST:PORT. A wildcard HOST (0.0.0.0, ::) becomes 127.0.0.1, the one address
 *   such a server surely answers on (links then work on this machine only: set PUBLIC_URL); an
 *   IPv6 literal gets its brackets. `listeningPort` is the port the request actually arrived on
 *   (the socket's, not a header): the same as PORT, except with PORT=0, where the system chose it.
 */
export function publicOrigin(config: AddressConfig, listeningPort?: number): string {
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const host = isWildcardHost(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${listeningPort || config.PORT}`;
}

/** An absolute URL of ours for a path such as '/api/callback' (see publicOrigin). */
export const absoluteUrl = (config: AddressConfig, path: string, listeningPort?: number): string =>
  `${publicOrigin(config, listeningPort)}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * Why the site has no address a browser elsewhere could be sent back to, or null when it has one:
 * OIDC needs one (the provider redirects the browser there), so it refuses to start without.
 */
export function unreachableReason(config: AddressConfig): string | null {
  if (config.PUBLIC_URL) return null;
  if (isWildcardHost(config.HOST)) return `HOST ${config.HOST} listens on every interface and names no address a browser can reach`;
  if (config.PORT === 0) return 'PORT 0 lets the system choose the port, so the address is not known in advance';
  return null;
}
