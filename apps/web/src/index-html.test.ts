import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from '@academy/shared/page-descriptions';

const indexHtml = readFileSync(join(__dirname, '../index.html'), 'utf8');

describe('index.html', () => {
  it('says the site’s description, which the server leaves as it is on pages without their own', () => {
    const descriptions = [...indexHtml.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)];
    expect(descriptions.map((match) => match[1])).toEqual([SITE_DESCRIPTION]);
  });
});
