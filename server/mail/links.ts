import type { ServerConfig } from '../env';

/**
 * The origin mails link to: PUBLIC_URL, or in development the address the API listens on (0.0.0.0 and :: read as
 * localhost, which a browser on the same machine can open).
 */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}`).origin;
}

/** The absolute URL of an SPA path (with its query) on this platform's public origin. */
export function absoluteLink(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>, path: string): string {
  // A path, never a URL: the origin is ours to give, so a caller cannot point a mail elsewhere.
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not an SPA path: "${path}".`);
  return new URL(path, publicOrigin(config)).toString();
}
