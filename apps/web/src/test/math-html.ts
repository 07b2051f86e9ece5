import { mathTextToPlain } from '@academy/shared/math-text';

/**
 * A stand-in for the server's rendering of a math text field (packages/shared/src/math-html.ts)
 * in component tests: the text with its math written out, escaped. The server's own test checks
 * KaTeX's output.
 */
export function testMathHtml(latex: string): string {
  return mathTextToPlain(latex).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
