import { isIP } from 'node:net';

/**
 * Whether a URL's host is this machine only: localhost (and *.localhost), 127.0.0.0/8 or ::1.
 * Nobody else can reach a site whose public address is one of these.
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}
