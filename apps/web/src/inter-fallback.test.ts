import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateFontFace, getMetricsForFamily } from 'fontaine';

const stylesheet = (name: string) =>
  readFileSync(new URL(name, import.meta.url), 'utf8').replaceAll('"', "'");

/**
 * What fontaine makes of Inter's metrics and `font`'s, the face also taking the local faces of
 * the same metrics (Liberation Sans: Arial's).
 */
async function expectedFace(font: string, sameMetrics: string[] = []) {
  const inter = await getMetricsForFamily('Inter');
  const metrics = await getMetricsForFamily(font);
  return generateFontFace(inter!, { name: `Inter Fallback ${font}`, font, metrics: metrics! })
    .trim()
    .replaceAll('"', "'")
    .replace(`local('${font}')`, [font, ...sameMetrics].map((f) => `local('${f}')`).join(', '));
}

describe('the faces the text uses until Inter arrives', () => {
  it('are sized to Inter from capsize metrics, one for each set of local metrics', async () => {
    const faces = stylesheet('./inter-fallback.css');
    expect(faces).toContain(await expectedFace('Arial', ['Liberation Sans']));
    expect(faces).toContain(await expectedFace('Roboto'));
  });

  it('follow Inter in the sans-serif stack, before the system faces', () => {
    const stack = /--font-sans:([^;]+);/.exec(stylesheet('./styles.css'))![1]!.replace(/\s+/g, ' ');
    expect(stack.trim()).toBe(
      "'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback Roboto', ui-sans-serif, " +
        'system-ui, sans-serif',
    );
  });
});
