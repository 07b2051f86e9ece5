import { describe, expect, it } from 'vitest';
import {
  directionsDescription,
  laterModuleNotice,
  moduleHeading,
  resultModuleName,
  timerModuleName,
} from './sat-modules';

describe('timerModuleName', () => {
  it('names the module its clock counts down as its header does', () => {
    expect(timerModuleName({ section: 'math', modules: 2 }, { index: 2, section: 'math' })).toBe(
      'module 2',
    );
    expect(timerModuleName({ section: 'sat', modules: 4 }, { index: 3, section: 'math' })).toBe(
      'Section 2, Module 1',
    );
  });
});

describe('moduleHeading', () => {
  it('numbers a section test’s modules in the test', () => {
    expect(moduleHeading({ section: 'math', modules: 2 }, { index: 2, section: 'math' })).toBe(
      'Module 2 of 2',
    );
  });

  it('names the whole SAT’s modules by section, as Bluebook does', () => {
    const sat = { section: 'sat', modules: 4 } as const;
    expect(moduleHeading(sat, { index: 2, section: 'reading-writing' })).toBe(
      'Section 1, Module 2: Reading and Writing',
    );
    expect(moduleHeading(sat, { index: 3, section: 'math' })).toBe('Section 2, Module 1: Math');
  });
});

describe('laterModuleNotice', () => {
  const questions = Array.from({ length: 22 }, () => ({}));
  const startedAt = '2026-12-06T16:40:00.000Z';
  const at = (seconds: number) => new Date(Date.parse(startedAt) + seconds * 1000).toISOString();

  it('says which module is over and which begins', () => {
    const math = { index: 2, section: 'math', questions, startedAt } as const;
    expect(laterModuleNotice({ section: 'math', modules: 2 }, math, at(5))).toBe(
      'Module 1 is over. This is module 2 of 2: 22 questions.',
    );
    expect(laterModuleNotice({ section: 'sat', modules: 4 }, { ...math, index: 3 }, at(5))).toBe(
      'The module before is over. This is Section 2, Module 1 (Math): 22 questions.',
    );
  });

  it('tells a student back after the break ran out when Math’s time started', () => {
    const math = { index: 3, section: 'math', questions, startedAt } as const;
    const notice = laterModuleNotice({ section: 'sat', modules: 4 }, math, at(5 * 60));
    expect(notice).toMatch(
      /^The module before is over\. This is Section 2, Module 1 \(Math\): 22 questions\. Your break ended at \d{1,2}:40 [AP]M, and this module’s time started then\.$/,
    );
    // A routed module follows its first at once: nothing was missed.
    expect(
      laterModuleNotice({ section: 'sat', modules: 4 }, { ...math, index: 4 }, at(5 * 60)),
    ).not.toContain('break');
  });
});

describe('directionsDescription and resultModuleName', () => {
  it('name a section test’s module by number, the whole SAT’s by section', () => {
    const math = { index: 1, section: 'math' } as const;
    expect(directionsDescription({ section: 'math', modules: 2 }, math, 22)).toBe(
      'SAT Math, module 1 of 2: 22 questions',
    );
    expect(directionsDescription({ section: 'sat', modules: 4 }, { ...math, index: 4 }, 1)).toBe(
      'Section 2, Module 2 (Math): 1 question',
    );
    const modules = [
      { index: 1, section: 'reading-writing' },
      { index: 3, section: 'math' },
    ] as const;
    expect(resultModuleName({ section: 'sat', modules: [...modules] }, 3)).toBe('Math, module 1');
    expect(resultModuleName({ section: 'math', modules: [...modules] }, 3)).toBe('Module 3');
  });
});
