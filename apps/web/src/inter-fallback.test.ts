import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateFontFace, getMetricsForFamily } from 'fontaine';

const stylesheet = (name: string) =>
  readFileSync(new URL(name, import.meta.url), 'utf8').replaceAll('"', "'");

/** What fontaine makes of Inter's metrics and the local face's (Liberation Sans: Arial's). */
async function expectedFace(font: string, metricsOf = font) {
  const inter = await getMetricsForFamily('Inter');
  const metrics = await getMetricsForFamily(metricsOf);
  return generateFontFace(inter!, { name: `Inter Fallback ${font}`, font, metrics: metrics! })
    .trim()
    .replaceAll('"', "'");
}

describe('the faces the text uses until Inter arrives', () => {
  it('are sized to Inter from capsize metrics, one for each local face', async () => {
    const faces = stylesheet('./inter-fallback.css');
    expect(faces).toContain(await expectedFace('Arial'));
    expect(faces).toContain(await expectedFace('Liberation Sans', 'Arial'));
    expect(faces).toContain(await expectedFace('Roboto'));
  });

  it('follow Inter in the sans-serif stack, before the system faces', () => {
    const stack = /--font-sans:([^;]+);/.exec(stylesheet('./styles.css'))![1]!.replace(/\s+/g, ' ');
    expect(stack.trim()).toBe(
      "'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback Liberation Sans', " +
        "'Inter Fallback Roboto', ui-sans-serif, system-ui, sans-serif",
    );
  });
});
