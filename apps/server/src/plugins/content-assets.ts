import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BANK_ASSET_PREFIX } from '../features/content/records.ts';

/** Question figures and submodule illustrations from the bank, at /content/figures|images. */
export async function registerContentAssets(app: FastifyInstance, contentDir: string) {
  for (const folder of ['figures', 'images']) {
    await app.register(fastifyStatic, {
      root: resolve(contentDir, folder),
      prefix: `${BANK_ASSET_PREFIX}${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    });
  }
}
