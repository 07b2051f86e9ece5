import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, index.html is
 * revalidated on every load, and any other GET that wants HTML gets index.html (client routing).
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string) {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web build not found: serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/content/');
    if (!wantsPage) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
