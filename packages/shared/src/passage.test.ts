import { describe, expect, it } from 'vitest';
import { passageParts, passagePlainText, passageWordCount, unbalancedMark } from './passage.ts';

describe('passage marks', () => {
  it('splits blanks and underlined runs from plain text', () => {
    expect(passageParts('The [u]old[/u] map was __blank__ at first.')).toEqual([
      { kind: 'text', value: 'The ' },
      { kind: 'underlined', value: 'old' },
      { kind: 'text', value: ' map was ' },
      { kind: 'blank' },
      { kind: 'text', value: ' at first.' },
    ]);
  });

  it('splits the title of a work from the text around it', () => {
    expect(passageParts("Brontë's novel [i]Wuthering Heights[/i] follows")).toEqual([
      { kind: 'text', value: "Brontë's novel " },
      { kind: 'title', value: 'Wuthering Heights' },
      { kind: 'text', value: ' follows' },
    ]);
    expect(passagePlainText('The novel [i]Persuasion[/i] ends.')).toBe(
      'The novel Persuasion ends.',
    );
  });

  it('counts words with a blank as one word', () => {
    expect(passageWordCount('One [u]two three[/u] __blank__ four.')).toBe(5);
    expect(passagePlainText('a __blank__ b')).toBe('a ______ b');
  });

  it('finds a mark that is not closed', () => {
    expect(unbalancedMark('an [u]open mark')).toBe('[u]');
    expect(unbalancedMark('a __blank_ typo')).toBe('__');
    expect(unbalancedMark('[u]fine[/u] and __blank__')).toBeUndefined();
    expect(unbalancedMark('the novel [i]Emma')).toBe('[i]');
    expect(unbalancedMark('the novel [i]Emma[/i]')).toBeUndefined();
  });
});
