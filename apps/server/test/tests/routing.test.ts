import { describe, expect, it } from 'vitest';
import { routeByInformation } from '../../src/features/tests/assembly.ts';
import {
  estimateAbility,
  itemInformation,
  itemParameters,
  type ItemParameters,
} from '../../src/features/scoring/irt.ts';

const mc = (difficulty: number) => itemParameters({ difficulty, answerType: 'multiple_choice' });
const typed = (difficulty: number) => itemParameters({ difficulty, answerType: 'number_input' });

// Forms shaped as assembleModule draws them: the harder leans on levels 4–5, the easier on 1–2.
const harder: ItemParameters[] = [5, 4, 3, 5, 4, 3, 4, 5, 3, 4, 5].flatMap((d) => [
  mc(d),
  typed(d),
]);
const easier: ItemParameters[] = [1, 2, 3, 1, 2, 3, 2, 1, 3, 2, 1].flatMap((d) => [
  mc(d),
  typed(d),
]);
const forms = { harder: { form: 'H', items: harder }, easier: { form: 'E', items: easier } };
const module1 = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 3].flatMap((d) => [mc(d), typed(d)]);

/** Module 1 answered with its easiest `right` questions right, the rest wrong. */
const thetaAfter = (right: number) =>
  estimateAbility(
    [...module1].sort((a, b) => a.b - b.b).map((item, i) => ({ ...item, correct: i < right })),
  ).mean;

describe('routing module 2 by information', () => {
  it('measures a question best near its difficulty, little far from it', () => {
    const item = typed(3);
    const near = itemInformation(item.b, item);
    expect(near).toBeGreaterThan(itemInformation(item.b + 2, item));
    expect(near).toBeGreaterThan(itemInformation(item.b - 2, item));
    // A guess floor lowers what a four-choice question tells about weak students.
    expect(itemInformation(-2, mc(3))).toBeLessThan(itemInformation(-2, typed(3)));
  });

  it('sends a strong module 1 to the harder form and a weak one to the easier', () => {
    expect(routeByInformation(thetaAfter(22), forms)).toEqual({ level: 'harder', form: 'H' });
    expect(routeByInformation(thetaAfter(0), forms)).toEqual({ level: 'easier', form: 'E' });
  });

  it('has one cut: more right answers in module 1 never route to an easier form', () => {
    const levels = Array.from(
      { length: 23 },
      (_, right) => routeByInformation(thetaAfter(right), forms).level,
    );
    const firstHarder = levels.indexOf('harder');
    expect(firstHarder).toBeGreaterThan(0);
    expect(levels.slice(firstHarder).every((l) => l === 'harder')).toBe(true);
    // With these forms the cut falls near half of module 1 right, where the two forms measure
    // equally well: not at a share fixed beforehand.
    expect(firstHarder / 22).toBeGreaterThan(0.3);
    expect(firstHarder / 22).toBeLessThan(0.75);
  });
});
