// Generates questions/problem-solving-data-analysis/center-and-spread.mg-s.generated.yaml (issue
// 39, series s): statistics reasoning under several conditions. Levels 3 and 4 here (a value
// added to a dot plot, two classes from their means and sizes, the smallest values raised, the
// range from two removals, standard deviations compared); the five rated 5 are in
// center-and-spread-mg-s-level5.ts. Every key is computed from totals and confirmed on a data
// set built to the conditions (recomputing mean, median, range or standard deviation), or by a
// search over the unknown.
//   npx tsx content/generators/problem-solving-data-analysis/center-and-spread-mg-s.ts
import { check, close } from '../lib/check.ts';
import { dotPlot } from '../lib/figure-kit/dot-plot.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';
import { mean, median, sd, sum } from './statistics.ts';
import { spreadLevel5 } from './center-and-spread-mg-s-level5.ts';

const LEVEL = { addedValue: 3, twoClasses: 3, smallestRaised: 3, twoRemovals: 4, sdCompared: 4 };

const s = itemSeries('center-and-spread', 's', 3);

// (1) a value added to the data of a dot plot, from the new mean
{
  const books = [1, 2, 2, 3, 3, 3, 4, 5, 6, 7];
  const newMean = 4;
  const x = newMean * (books.length + 1) - sum(books);
  check(close(mean([...books, x]), newMean) && x === 8, 'the added value');
  const figure = writeFigure(
    'problem-solving-data-analysis',
    'center-and-spread-s001',
    dotPlot({
      title:
        'Dot plot of the number of books read by 10 students: 1 book 1 dot, 2 books 2 dots, 3 books 3 dots, 4, 5, 6 and 7 books 1 dot each',
      plots: [{ values: books }],
      min: 0,
      max: 10,
      step: 1,
      xLabel: 'Number of books read',
    }),
  );
  s.mcNumber({
    level: LEVEL.addedValue,
    figure,
    body: `The dot plot shows the number of books each of $10$ students in a reading group read over the summer. An eleventh student joins the group, and the mean number of books read by the $11$ students is $${newMean}$. How many books did the eleventh student read?`,
    answer: x,
    wrong: [newMean, newMean + (newMean - mean(books)), 11 * newMean],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Work with totals: the mean times the number of students gives the total number of books.',
    ],
    superhints: [
      `Add the $10$ values to get their total. The $11$ students read $11 \\times ${newMean}$ books in all.`,
    ],
    explain: (l) =>
      `The $10$ students read $${sum(books)}$ books (a mean of $${tex(mean(books))}$). With the eleventh student the total is $11 \\times ${newMean} = ${11 * newMean}$, so the eleventh student read $${11 * newMean} - ${sum(books)} = ${x}$ books. A value of $${newMean}$ would pull the mean only part of the way to $${newMean}$, $${tex(newMean + (newMean - mean(books)))}$ adds the change in the mean to the new mean, and $${11 * newMean}$ is the total for all $11$ students, before the $10$ students' books are taken away. The answer is choice ${l}.`,
  });
}

// (2) two classes: their means, the combined mean and the difference of their sizes
{
  const [mA, mB, mAll, more] = [72, 84, 79, 6];
  const fits = [...Array(200).keys()].filter(
    (a) => a > 0 && close((mA * a + mB * (a + more)) / (2 * a + more), mAll),
  );
  check(fits.length === 1, 'one class size');
  const a = fits[0]!;
  // the classes rebuilt as lists of scores: A around its mean, B at its mean
  const classA = Array.from({ length: a }, (_, i) => mA + (i % 2 ? 3 : -3) * (i < a - 1 ? 1 : 0));
  const classB: number[] = Array(a + more).fill(mB);
  check(close(mean(classA), mA) && close(mean([...classA, ...classB]), mAll), 'rebuilt');
  s.mcNumber({
    level: LEVEL.twoClasses,
    body: `On a chemistry test, the students in class A had a mean score of $${mA}$ and the students in class B had a mean score of $${mB}$. The mean score of all the students in the two classes was $${mAll}$. Class B has $${more}$ more students than class A. How many students are in the two classes combined?`,
    answer: 2 * a + more,
    // class A only, class B only, and class A doubled (as if B had as many students)
    wrong: [a, a + more, 2 * a],
    show: (v) => `$${v}$`,
    turn: false,
    hints: [
      'Let class A have $n$ students; then class B has $n + ' + more + '$.',
      'The total of all the scores can be written two ways: class by class, and from the combined mean.',
    ],
    superhints: [
      `$${mA}n + ${mB}(n + ${more}) = ${mAll}(2n + ${more})$. Solve for $n$, then add the two class sizes.`,
    ],
    explain: (l) =>
      `With $n$ students in class A, $${mA}n + ${mB}(n + ${more}) = ${mAll}(2n + ${more})$, so $${mA + mB}n + ${mB * more} = ${2 * mAll}n + ${mAll * more}$ and $${2 * mAll - mA - mB}n = ${mB * more - mAll * more}$, $n = ${a}$. Class B has $${a + more}$ students, and together there are $${2 * a + more}$. The value $${a}$ is only class A, $${a + more}$ only class B, and $${2 * a}$ forgets that class B is larger. The answer is choice ${l}.`,
  });
}

// (3) the smallest values raised but still below the median: the mean moves, the median does not
{
  const data = [5, 7, 8, 10, 12, 13, 17, 18, 20, 22, 25, 28, 30, 33, 52];
  check(data.length === 15 && mean(data) === 20 && median(data) === 18, 'the data set');
  const raised = data.map((v, i) => (i < 6 ? v + 4 : v));
  check(
    raised.slice(0, 6).every((v) => v < 18),
    'still below the median',
  );
  check(close(mean(raised), 21.6) && median(raised) === 18, 'the new mean and median');
  s.mcText({
    level: LEVEL.smallestRaised,
    body: `A data set of $15$ values has a mean of $20$ and a median of $18$. Each of the $6$ smallest values is increased by $4$, and after the increase each of these $6$ values is still less than $18$. Which of the following gives the mean and the median of the new data set?`,
    answer: 'The mean is $21.6$ and the median is $18$.',
    wrong: [
      'The mean is $24$ and the median is $22$.',
      'The mean is $21.6$ and the median is $19.6$.',
      'The mean is $20$ and the median is $18$.',
    ],
    hints: [
      'The mean depends on the total of the values; the median depends only on the middle value.',
    ],
    superhints: [
      'The total rises by $6 \\times 4$. The middle (8th) value was $18$, and the raised values are all still below it, so the order around the middle does not change.',
    ],
    explain: (l) =>
      `The total of the values rises by $6 \\times 4 = 24$, so the mean rises by $\\frac{24}{15} = 1.6$ to $21.6$. The $6$ raised values stay below $18$, so the $8$th value in order is still $18$: the median does not change. Adding $4$ to both treats every value as raised; raising the median by $1.6$ treats it like the mean; and keeping the mean at $20$ ignores the larger total. The answer is choice ${l}.`,
  });
}

// (4) the greatest and the least values from the means without them: the range
{
  const [n, m, mNoMax, mNoMin] = [12, 40, 38, 42];
  const max = n * m - (n - 1) * mNoMax;
  const min = n * m - (n - 1) * mNoMin;
  // a data set built to the conditions: the other ten values share what is left equally
  const rest = (n * m - max - min) / (n - 2);
  const data = [min, ...Array(n - 2).fill(rest), max];
  check(min <= rest && rest <= max, 'the built values are in order');
  check(close(mean(data), m), 'mean');
  check(close(mean(data.slice(0, -1)), mNoMax) && close(mean(data.slice(1)), mNoMin), 'means');
  const key = Math.max(...data) - Math.min(...data);
  s.mcNumber({
    level: LEVEL.twoRemovals,
    body: `A data set of $${n}$ numbers has a mean of $${m}$. When the greatest number is removed, the mean of the remaining numbers is $${mNoMax}$. When, instead, the least number is removed from the original data set, the mean of the remaining numbers is $${mNoMin}$. What is the range of the original data set?`,
    answer: key,
    wrong: [mNoMin - mNoMax, max, max + min],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Find the total of the data set, and the total after each removal.',
      'Each removed number is the difference between two totals.',
    ],
    superhints: [
      `The total is $${n} \\times ${m}$. Without the greatest number it is $${n - 1} \\times ${mNoMax}$, and without the least it is $${n - 1} \\times ${mNoMin}$.`,
    ],
    explain: (l) =>
      `The total is $${n} \\times ${m} = ${n * m}$. The greatest number is $${n * m} - ${n - 1} \\times ${mNoMax} = ${max}$, and the least is $${n * m} - ${n - 1} \\times ${mNoMin} = ${min}$, so the range is $${max} - ${min} = ${key}$. $${mNoMin - mNoMax}$ is the difference of the two means, $${max}$ is the greatest number itself, and $${max + min}$ adds the two numbers instead of subtracting. The answer is choice ${l}.`,
  });
}

// (5) standard deviations of a scaled set and of a set padded with the mean
{
  const X = [16, 16, 16, 16, 16, 24, 24, 24, 24, 24];
  check(mean(X) === 20 && close(sd(X), 4), 'X has mean 20 and standard deviation 4');
  const Y = X.map((v) => 3 * v - 5);
  const Z = [...X, ...Array(10).fill(20)];
  check(close(sd(Y), 12) && close(sd(Z), 4 / Math.SQRT2), 'Y and Z');
  check(sd(Z) < sd(X) && sd(X) < sd(Y), 'the order');
  s.mcText({
    level: LEVEL.sdCompared,
    body: `Data set $X$ consists of $10$ numbers with a mean of $20$ and a standard deviation of $4$. Data set $Y$ is made by multiplying each number in $X$ by $3$ and then subtracting $5$. Data set $Z$ consists of the $10$ numbers in $X$ together with $10$ more numbers, each equal to $20$. Which of the following correctly orders the standard deviations of the three data sets?`,
    answer: '$Z$ has the smallest, then $X$, then $Y$.',
    wrong: [
      '$X$ and $Z$ have the same, and $Y$ has a greater one.',
      '$Z$ has the smallest, and $X$ and $Y$ have the same.',
      '$X$ has the smallest, then $Z$, then $Y$.',
    ],
    hints: [
      'Standard deviation measures how far the values typically are from the mean.',
      'Multiplying every value by $3$ multiplies every distance from the mean by $3$; subtracting $5$ moves every value the same way.',
    ],
    superhints: [
      'In $Z$ the mean is still $20$, and half of the values are exactly at the mean, so the typical distance from the mean is smaller than in $X$.',
    ],
    explain: (l) =>
      `Multiplying by $3$ triples every distance from the mean, and subtracting $5$ changes none, so $Y$ has standard deviation $12$. $Z$ has the same mean, $20$, and its $10$ new values are at distance $0$ from it, so its values are closer to the mean on the whole than those of $X$: its standard deviation is smaller than $4$ (for example, $X$ could be five $16$s and five $24$s, and then $Z$ has standard deviation about $2.8$). Adding values equal to the mean does change the standard deviation, and subtracting $5$ does not cancel the tripling. The answer is choice ${l}.`,
  });
}

spreadLevel5(s);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'center-and-spread.mg-s',
  'generators/problem-solving-data-analysis/center-and-spread-mg-s.ts',
  s.questions,
);
