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
  it('says which module is over and which begins', () => {
    const questions = Array.from({ length: 22 }, () => ({}));
    expect(
      laterModuleNotice({ section: 'math', modules: 2 }, { index: 2, section: 'math', questions }),
    ).toBe('Module 1 is over. This is module 2 of 2: 22 questions.');
    expect(
      laterModuleNotice({ section: 'sat', modules: 4 }, { index: 3, section: 'math', questions }),
    ).toBe('The module before is over. This is Section 2, Module 1 (Math): 22 questions.');
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
