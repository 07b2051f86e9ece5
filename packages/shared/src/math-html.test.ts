import { describe, expect, it } from 'vitest';
import { choiceTextToHtml, mathTextToHtml } from './math-html.ts';

describe('choiceTextToHtml', () => {
  it('draws a choice’s fraction in display style, as large as the numbers beside it', () => {
    const choice = choiceTextToHtml('$\\frac{2}{3}$');
    expect(choice).toContain('displaystyle="true"');
    expect(mathTextToHtml('$\\frac{2}{3}$')).not.toContain('displaystyle="true"');
  });

  it('keeps the prose and an image source as the other fields do', () => {
    expect(choiceTextToHtml('It rained <hard>')).toBe('It rained &lt;hard&gt;');
    expect(choiceTextToHtml('/images/choice-a.png')).toBe(mathTextToHtml('/images/choice-a.png'));
  });
});
