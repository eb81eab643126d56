import { describe, expect, it } from 'vitest';
import { absoluteUrl, publicOrigin } from './public-url';

const at = (env: { PUBLIC_URL?: string; HOST?: string; PORT?: number }) => ({ HOST: '127.0.0.1', PORT: 3000, ...env });

describe('our own address', () => {
  it('is PUBLIC_URL without a trailing slash, query or fragment; a path prefix stays', () => {
    expect(publicOrigin(at({ PUBLIC_URL: 'https://club.example.org/' }))).toBe('https://club.example.org');
    expect(publicOrigin(at({ PUBLIC_URL: 'https://club.example.org/youth/?x=1#top' }))).toBe('https://club.example.org/youth');
    expect(absoluteUrl(at({ PUBLIC_URL: 'https://club.example.org/youth' }), '/api/callback')).toBe('https://club.example.org/youth/api/callback');
  });

  it('is otherwise HOST and PORT, a wildcard HOST read as this machine and an IPv6 literal bracketed', () => {
    expect(publicOrigin(at({}))).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(at({ HOST: 'club.lan', PORT: 8080 }))).toBe('http://club.lan:8080');
    expect(publicOrigin(at({ HOST: '0.0.0.0' }))).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(at({ HOST: '::' }))).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(at({ HOST: '::1' }))).toBe('http://[::1]:3000');
    // The port the request came in on (PORT=0: the system chose it).
    expect(absoluteUrl(at({ PORT: 0 }), 'sitemap.xml', 41234)).toBe('http://127.0.0.1:41234/sitemap.xml');
  });
});
