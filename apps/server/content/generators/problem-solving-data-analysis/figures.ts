// Draws the figures of the hand-written Problem-Solving and Data Analysis questions from the data
// below and checks that the numbers each question relies on (its answer, and the facts its wrong
// choices contradict) really hold for that data. Run it again after changing any data set.
//   npx tsx content/generators/problem-solving-data-analysis/figures.ts
import { check } from '../lib/check.ts';
import { writeFigure } from '../lib/write.ts';
import { barChart, histogram } from '../lib/figure-kit/bar-chart.ts';
import { boxPlot, dotPlot } from '../lib/figure-kit/dot-plot.ts';
import { scatterPlot } from '../lib/figure-kit/scatter-plot.ts';
import { assertEqual, fitPoints, leastSquares, mean, median, sd, sum } from './statistics.ts';

const save = (id: string, svg: string) => writeFigure('problem-solving-data-analysis', id, svg);

// ---------------- ratios-rates-proportions-004: cost is proportional to weight ----------------
{
  const rate = 3.5;
  save(
    'ratios-rates-proportions-004',
    scatterPlot({
      title:
        'Graph of a line through the origin and the point (4, 14): cost in dollars against weight in pounds',
      x: { min: 0, max: 10, step: 1, label: 'Weight (pounds)' },
      y: { min: 0, max: 36, step: 2, label: 'Cost (dollars)', labelEvery: 2 },
      points: [[4, 14]],
      line: { m: rate, b: 0 },
    }),
  );
  assertEqual(rate * 11, 38.5, 'ratios-rates-proportions-004 cost of 11 pounds');
}

// ---------------- percentages-010: book sales by genre ----------------
{
  const genres = ['Mystery', 'Fantasy', 'Biography', 'Science'];
  const y2022 = [40, 25, 30, 20];
  const y2023 = [50, 35, 24, 22];
  save(
    'percentages-010',
    barChart({
      title:
        'Grouped bar chart of books sold by genre in 2022 and 2023: Mystery 40 and 50, Fantasy 25 and 35, Biography 30 and 24, Science 20 and 22',
      categories: genres,
      series: [
        { name: '2022', values: y2022 },
        { name: '2023', values: y2023 },
      ],
      y: { min: 0, max: 60, step: 5, label: 'Books sold', labelEvery: 2 },
      xLabel: 'Genre',
    }),
  );
  const change = y2022.map((v, i) => ((y2023[i] as number) - v) / v);
  const best = change.indexOf(Math.max(...change));
  check(genres[best] === 'Fantasy', 'percentages-010 greatest percent increase is Fantasy');
  assertEqual(change[1] as number, 0.4, 'percentages-010 Fantasy +40%');
}

// ---------------- probability-008: lunch choices by grade ----------------
{
  const options = ['Pizza', 'Salad', 'Tacos', 'Pasta'];
  const g9 = [18, 6, 12, 9];
  const g10 = [14, 10, 16, 5];
  save(
    'probability-008',
    barChart({
      title:
        'Grouped bar chart of favorite lunch by grade. Grade 9: pizza 18, salad 6, tacos 12, pasta 9. Grade 10: pizza 14, salad 10, tacos 16, pasta 5',
      categories: options,
      series: [
        { name: 'Grade 9', values: g9 },
        { name: 'Grade 10', values: g10 },
      ],
      y: { min: 0, max: 20, step: 2, label: 'Number of students' },
      xLabel: 'Favorite lunch',
    }),
  );
  const tacos = (g9[2] as number) + (g10[2] as number);
  assertEqual((g10[2] as number) / tacos, 4 / 7, 'probability-008 P(grade 10 | tacos)');
  assertEqual(sum(g9) + sum(g10), 90, 'probability-008 total');
}

// ---------------- center-and-spread-002: books read, dot plot ----------------
{
  const books = [0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8];
  save(
    'center-and-spread-002',
    dotPlot({
      title:
        'Dot plot of books read by 15 students: 0 books 1 dot, 1 book 2 dots, 2 books 4 dots, 3 books 3 dots, 4 books 2 dots, 5, 6 and 8 books 1 dot each',
      plots: [{ values: books }],
      min: 0,
      max: 8,
      step: 1,
      xLabel: 'Number of books read',
    }),
  );
  check(books.length === 15, 'center-and-spread-002 has 15 students');
  assertEqual(median(books), 3, 'center-and-spread-002 median');
}

// ---------------- center-and-spread-005: box plots of two classes ----------------
{
  const P = { name: 'Class P', min: 52, q1: 68, median: 76, q3: 84, max: 96 };
  const Q = { name: 'Class Q', min: 60, q1: 72, median: 80, q3: 86, max: 92 };
  save(
    'center-and-spread-005',
    boxPlot({
      title:
        'Box plots of test scores. Class P: minimum 52, first quartile 68, median 76, third quartile 84, maximum 96. Class Q: minimum 60, first quartile 72, median 80, third quartile 86, maximum 92',
      plots: [P, Q],
      min: 50,
      max: 100,
      step: 2,
      labelEvery: 5,
      xLabel: 'Test score',
    }),
  );
  check(P.max - P.min > Q.max - Q.min, 'center-and-spread-005 range P > range Q');
  check(P.q3 - P.q1 > Q.q3 - Q.q1, 'center-and-spread-005 IQR P > IQR Q');
  check(P.median < Q.median, 'center-and-spread-005 median P < median Q');
}

// ---------------- center-and-spread-006: pets per household ----------------
{
  const pets = [0, 1, 2, 3, 4];
  const households = [8, 14, 10, 6, 2];
  save(
    'center-and-spread-006',
    barChart({
      title:
        'Bar chart of the number of pets in 40 households: 0 pets 8 households, 1 pet 14, 2 pets 10, 3 pets 6, 4 pets 2',
      categories: pets.map(String),
      series: [{ name: 'Households', values: households }],
      y: { min: 0, max: 16, step: 2, label: 'Number of households' },
      xLabel: 'Number of pets',
    }),
  );
  const values = pets.flatMap((p, i) => Array<number>(households[i] as number).fill(p));
  check(values.length === 40, 'center-and-spread-006 40 households');
  assertEqual(mean(values), 1.5, 'center-and-spread-006 mean');
  assertEqual(median(values), 1, 'center-and-spread-006 median');
}

// ---------------- center-and-spread-007: two dot plots, same mean ----------------
{
  const A = [3, 4, 4, 5, 5, 5, 5, 6, 6, 7];
  const B = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9];
  save(
    'center-and-spread-007',
    dotPlot({
      title:
        'Two dot plots on the same scale. Data set A: 3, 4, 4, 5, 5, 5, 5, 6, 6, 7. Data set B: 1, 2, 3, 4, 5, 5, 6, 7, 8, 9',
      plots: [
        { name: 'Data set A', values: A },
        { name: 'Data set B', values: B },
      ],
      min: 0,
      max: 10,
      step: 1,
      xLabel: 'Value',
    }),
  );
  assertEqual(mean(A), 5, 'center-and-spread-007 mean A');
  assertEqual(mean(B), 5, 'center-and-spread-007 mean B');
  assertEqual(median(A), 5, 'center-and-spread-007 median A');
  assertEqual(median(B), 5, 'center-and-spread-007 median B');
  check(sd(B) > sd(A), 'center-and-spread-007 sd B > sd A');
}

// ---------------- center-and-spread-010: commute histogram ----------------
{
  const edges = [0, 5, 10, 15, 20, 25, 30];
  const counts = [4, 9, 8, 5, 3, 1];
  save(
    'center-and-spread-010',
    histogram({
      title:
        'Histogram of commute distances of 30 workers: 0 to 5 km 4 workers, 5 to 10 km 9, 10 to 15 km 8, 15 to 20 km 5, 20 to 25 km 3, 25 to 30 km 1',
      edges,
      counts,
      y: { min: 0, max: 10, step: 1, label: 'Number of workers', labelEvery: 2 },
      xLabel: 'Commute distance (kilometers)',
    }),
  );
  check(sum(counts) === 30, 'center-and-spread-010 30 workers');
  // 15th and 16th values both lie in the interval 10-15
  const cum = counts.map((_, i) => sum(counts.slice(0, i + 1)));
  check(cum[1] === 13 && cum[2] === 21, 'center-and-spread-010 median interval is 10-15');
}

// ---------------- center-and-spread-011: replacing the greatest value ----------------
{
  const data = [2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8, 15];
  const changed = [2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8, 27];
  save(
    'center-and-spread-011',
    dotPlot({
      title: 'Dot plot of 12 values: 2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8 and 15',
      plots: [{ values: data }],
      min: 0,
      max: 16,
      step: 1,
      xLabel: 'Value',
    }),
  );
  assertEqual(mean(data), 5.5, 'center-and-spread-011 mean before');
  assertEqual(mean(changed) - mean(data), 1, 'center-and-spread-011 mean rises by 1');
  assertEqual(median(changed), median(data), 'center-and-spread-011 median unchanged');
  check(sd(changed) > sd(data), 'center-and-spread-011 sd rises');
}

// ---------------- scatterplots-and-models-001: study hours and scores ----------------
{
  const xs = [1, 1.5, 2, 3, 3.5, 4, 5, 5.5, 6, 7, 8, 9];
  const raw = [3, -4, 2, -3, 4, -2, 3, -4, 2, -3, 4, -2];
  const pts = fitPoints(xs, 5, 55, raw, new Set(), 1);
  save(
    'scatterplots-and-models-001',
    scatterPlot({
      title:
        'Scatterplot of test score against hours studied for 12 students, with the line of best fit y = 5x + 55',
      x: { min: 0, max: 10, step: 1, label: 'Hours studied' },
      y: { min: 50, max: 110, step: 5, label: 'Test score', labelEvery: 2 },
      points: pts,
      line: { m: 5, b: 55 },
    }),
  );
  assertEqual(5 * 6 + 55, 85, 'scatterplots-and-models-001 prediction at 6 hours');
}

// ---------------- scatterplots-and-models-002: hot chocolate and temperature ----------------
{
  const xs = [22, 25, 30, 34, 38, 41, 45, 50, 53, 58, 62, 66];
  const raw = [-8, 12, -5, 9, -14, 6, 10, -9, 7, -6, 11, -7];
  const pts = fitPoints(xs, -3, 250, raw, new Set(), 0, 0.1);
  save(
    'scatterplots-and-models-002',
    scatterPlot({
      title:
        'Scatterplot of cups of hot chocolate sold against daily high temperature for 12 days, with a line of best fit falling from about 190 cups at 20 degrees to about 40 cups at 70 degrees',
      x: { min: 20, max: 70, step: 5, label: 'High temperature (°F)', labelEvery: 2 },
      y: { min: 0, max: 220, step: 20, label: 'Cups sold' },
      points: pts,
      line: { m: -3, b: 250 },
    }),
  );
}

// ---------------- scatterplots-and-models-003: used car prices ----------------
{
  const xs = [1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const raw = [1.5, -2, 1, -1.5, 2, -2, 4, -1.5, 1.5, -2, 1.5];
  const special = 6; // the car that is 6 years old, priced at 16 thousand dollars
  const pts = fitPoints(xs, -2, 24, raw, new Set([special]), 2, 0.05);
  check(
    pts[special]?.[0] === 6 && pts[special]?.[1] === 16,
    'scatterplots-and-models-003 point (6, 16)',
  );
  check(pts.filter((p) => p[0] === 6).length === 1, 'scatterplots-and-models-003 one car of age 6');
  save(
    'scatterplots-and-models-003',
    scatterPlot({
      title:
        'Scatterplot of price in thousands of dollars against age in years for 11 used cars, with the line of best fit y = -2x + 24; the car that is 6 years old is priced at 16 thousand dollars',
      x: { min: 0, max: 11, step: 1, label: 'Age (years)' },
      y: { min: 0, max: 28, step: 2, label: 'Price (thousands of dollars)' },
      points: pts,
      line: { m: -2, b: 24 },
    }),
  );
  assertEqual(16 - (-2 * 6 + 24), 4, 'scatterplots-and-models-003 residual');
}

// ---------------- scatterplots-and-models-006: bacteria growth ----------------
{
  const xs = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const noise = [0.1, -0.2, 0.3, -0.4, 0.6, -0.8, 1.1, -1.5, 1.8];
  const f = (x: number) => 2 * 1.5 ** x;
  const pts = xs.map((x, i): [number, number] => [
    x,
    Number((f(x) + (noise[i] as number)).toFixed(2)),
  ]);
  save(
    'scatterplots-and-models-006',
    scatterPlot({
      title:
        'Scatterplot of bacteria count in thousands against time in hours, with a curve of best fit that starts at 2 when time is 0 and rises faster and faster to about 51 at 8 hours',
      x: { min: 0, max: 8, step: 1, label: 'Time (hours)' },
      y: { min: 0, max: 56, step: 4, label: 'Bacteria (thousands)', labelEvery: 2 },
      points: pts,
      curve: f,
    }),
  );
  assertEqual(f(2), 4.5, 'scatterplots-and-models-006 curve at 2');
  check(
    Math.abs(1.5 * 2 ** 4 - f(4)) > 10,
    'scatterplots-and-models-006 distractor differs visibly',
  );
}

// ---------------- scatterplots-and-models-008: plant height ----------------
{
  const xs = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const raw = [1, -1.5, 2, -2, 0.5, 2, -2, 1.5, -1];
  const pts = fitPoints(xs, 2.5, 12, raw, new Set(), 1, 0.05);
  save(
    'scatterplots-and-models-008',
    scatterPlot({
      title:
        'Scatterplot of plant height in centimeters against time in weeks, with a line of best fit through the points (0, 12) and (8, 32)',
      x: { min: 0, max: 8, step: 1, label: 'Time (weeks)' },
      y: { min: 0, max: 36, step: 2, label: 'Height (centimeters)', labelEvery: 2 },
      points: pts,
      line: { m: 2.5, b: 12 },
    }),
  );
  assertEqual(2.5 * 8 + 12, 32, 'scatterplots-and-models-008 line through (8, 32)');
}

// ---------------- scatterplots-and-models-010: elevation and temperature ----------------
{
  const xs = [200, 450, 700, 900, 1200, 1500, 1700, 2000, 2300, 2600, 2800];
  const raw = [0.6, -0.5, 0.4, -0.7, 0.5, -0.3, 0.6, -0.6, 0.3, -0.5, 0.4];
  const pts = fitPoints(xs, -0.0065, 24, raw, new Set(), 1, 0.2);
  save(
    'scatterplots-and-models-010',
    scatterPlot({
      title:
        'Scatterplot of average July temperature in degrees Celsius against elevation in meters for 11 towns; the points fall steadily from about 23 degrees at 200 meters to about 6 degrees at 2,800 meters, close to a straight line',
      x: { min: 0, max: 3000, step: 500, label: 'Elevation (meters)' },
      y: { min: 0, max: 26, step: 2, label: 'Temperature (°C)' },
      points: pts,
    }),
  );
  check(leastSquares(pts).m < 0, 'scatterplots-and-models-010 negative association');
}

// ---------------- scatterplots-and-models-011: an influential point ----------------
{
  const pts: Array<[number, number]> = [
    [1, 5],
    [2, 7.5],
    [3, 8.5],
    [4, 11.5],
    [5, 12.5],
    [6, 15.5],
    [7, 16.5],
    [8, 19],
    [10, 8],
  ];
  const fit = leastSquares(pts);
  const without = leastSquares(pts.slice(0, -1));
  check(without.m > fit.m, 'scatterplots-and-models-011 removing the outlier raises the slope');
  check(fit.m > 0, 'scatterplots-and-models-011 fitted slope is positive');
  check(without.b < fit.b, 'scatterplots-and-models-011 removing the outlier lowers the intercept');
  save(
    'scatterplots-and-models-011',
    scatterPlot({
      title:
        'Scatterplot of 9 points with a line of best fit; eight points with x from 1 to 8 rise steadily from 5 to 19, and one point at (10, 8) lies far below the others',
      x: { min: 0, max: 11, step: 1, label: 'x' },
      y: { min: 0, max: 22, step: 2, label: 'y' },
      points: pts,
      line: fit,
    }),
  );
}

// ---------------- scatterplots-and-models-012: points above the line ----------------
{
  const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const raw = [3.5, -2, -2, 3, -2, -2.5, 3.5, -2, -2, 2.5];
  const pts = fitPoints(xs, 1.5, 4, raw, new Set(), 1, 0.05);
  const above = pts.filter(([x, y]) => y > 1.5 * x + 4).length;
  check(
    pts.every(([x, y]) => Math.abs(y - (1.5 * x + 4)) >= 1.5),
    'scatterplots-and-models-012 every point clearly off the line',
  );
  assertEqual(above, 4, 'scatterplots-and-models-012 points above the line');
  save(
    'scatterplots-and-models-012',
    scatterPlot({
      title:
        'Scatterplot of weekly sales in thousands of dollars against advertising spending in hundreds of dollars for 10 weeks, with a line of best fit',
      x: { min: 0, max: 11, step: 1, label: 'Advertising (hundreds of dollars)' },
      y: { min: 0, max: 24, step: 2, label: 'Sales (thousands of dollars)' },
      points: pts,
      line: { m: 1.5, b: 4 },
    }),
  );
}

console.log('figures written');
