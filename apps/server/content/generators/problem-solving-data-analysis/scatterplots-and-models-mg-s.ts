// Generates questions/problem-solving-data-analysis/scatterplots-and-models.mg-s.generated.yaml
// and its scatterplots (issue 39, series s). Levels 3 and 4 here (a slope read from a drawn line
// over 5 units, a percent above a prediction, an exponential curve read from its graph, where two
// lines of best fit agree, a percent below a drawn line, a slope in new units, an intercept from
// a residual that is a percent of the prediction); the five hardest are in
// scatterplots-and-models-mg-s-level5.ts. Each plot's points are built so that the drawn line is
// exactly their least-squares line (`fitPoints`), and what a question reads sits on gridlines.
// Keys are computed from the model and confirmed a second way: by the least-squares line of the
// drawn points, by a search, or by converting back.
//   npx tsx content/generators/problem-solving-data-analysis/scatterplots-and-models-mg-s.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { scatterPlot } from '../lib/figure-kit/scatter-plot.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';
import { fitPoints, leastSquares } from './statistics.ts';
import { scatterLevel5 } from './scatterplots-and-models-mg-s-level5.ts';

const LEVEL = {
  slopeOverFive: 3,
  percentAbove: 3,
  curveRead: 3,
  twoLines: 3,
  percentBelow: 4,
  newUnits: 4,
  residualPercent: 4,
};

const s = itemSeries('scatterplots-and-models', 's', 1);
const save = (svg: string) => writeFigure('problem-solving-data-analysis', s.upcomingId(), svg);

// (1) the drawn line's slope, read between gridline points, over an increase of 5
{
  const [m, b] = [6, -260];
  const xs = [62, 64, 67, 70, 72, 75, 78, 81, 84, 88, 92, 96];
  const raw = [14, -18, 11, -22, 17, -12, 20, -15, 13, -19, 16, -21];
  const pts = fitPoints(xs, m, b, raw, new Set(), 0, 0.5);
  check(close(leastSquares(pts).m, m, 0.01), 'the drawn line fits the points');
  const figure = save(
    scatterPlot({
      title:
        'Scatterplot of the number of visitors to a swimming pool against the daily high temperature in degrees Fahrenheit for 12 days, with a line of best fit that passes through the points (60, 100) and (90, 280)',
      x: { min: 60, max: 100, step: 5, label: 'High temperature (°F)' },
      y: { min: 0, max: 360, step: 20, label: 'Number of visitors', labelEvery: 2 },
      points: pts,
      line: { m, b },
    }),
  );
  const key = 5 * ((280 - 100) / (90 - 60));
  check(key === 5 * m, 'slope times 5');
  s.mcNumber({
    level: LEVEL.slopeOverFive,
    figure,
    body: 'The scatterplot shows the daily high temperature, in degrees Fahrenheit, and the number of visitors to a swimming pool on each of $12$ days, along with a line of best fit. Based on the line of best fit, by how many visitors does the predicted number of visitors increase for each increase of $5$ degrees Fahrenheit in the daily high temperature?',
    answer: key,
    wrong: [m, 2 * key, 280 - 100],
    show: (v) => `$${v}$`,
    hints: ['Find two points where the line crosses gridlines exactly, and compute its slope.'],
    superhints: [
      'The line passes through $(60, 100)$ and $(90, 280)$. The slope is the increase per degree; the question asks about $5$ degrees.',
    ],
    explain: (l) =>
      `The line passes through $(60, 100)$ and $(90, 280)$, so its slope is $\\frac{280 - 100}{90 - 60} = ${m}$ visitors per degree. For $5$ degrees the predicted increase is $5 \\times ${m} = ${key}$. $${m}$ is the increase for one degree, $${2 * key}$ for $10$ degrees, and $180$ for the $30$ degrees from $60$ to $90$. The answer is choice ${l}.`,
  });
}

// (2) a data point's value as a percent above the prediction
{
  const [m, b, x0, actual] = [2.25, 15, 20, 75];
  const predicted = m * x0 + b;
  const key = (100 * (actual - predicted)) / predicted;
  check(close(actual, predicted * (1 + key / 100)) && key === 25, 'percent above');
  s.mcNumber({
    level: LEVEL.percentAbove,
    body: `For the weeks of one year, a store's owner made a scatterplot of the weekly sales $y$, in hundreds of dollars, against the weekly advertising spending $x$, in hundreds of dollars. The line of best fit is $y = ${m}x + ${b}$. In one week, the store spent $${x0}$ hundred dollars on advertising and had sales of $${actual}$ hundred dollars. The actual sales that week were what percent greater than the sales predicted by the line of best fit?`,
    answer: key,
    wrong: [actual - predicted, (100 * (actual - predicted)) / actual, (100 * actual) / predicted],
    show: (v) => `$${tex(v)}\\%$`,
    hints: ['Find the predicted sales first, by substituting into the equation of the line.'],
    superhints: [
      '"Percent greater than the prediction" compares the difference with the predicted value, not with the actual one.',
    ],
    explain: (l) =>
      `The line predicts $${m}(${x0}) + ${b} = ${predicted}$ hundred dollars. The actual sales are $${actual - predicted}$ more, and $\\frac{${actual - predicted}}{${predicted}} = ${tex(key / 100)}$, so they are $${tex(key)}\\%$ greater. $${actual - predicted}\\%$ reads the difference itself as a percent, $20\\%$ compares it with the actual sales, and $125\\%$ is the actual sales as a percent of the prediction. The answer is choice ${l}.`,
  });
}

// (3) an exponential curve of best fit read from its graph
{
  const f = (x: number) => 20 * 2 ** x;
  const xs = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4];
  const noise = [1.5, -2, 3, -4, 5, -7, 9, -12, 14];
  const pts = xs.map((x, i): [number, number] => [x, Number((f(x) + noise[i]!).toFixed(1))]);
  check(f(0) === 20 && f(2) === 80 && f(4) === 320, 'the curve meets labeled gridlines');
  const figure = save(
    scatterPlot({
      title:
        'Scatterplot of the number of people who have signed an online petition, in hundreds, against the number of days since it was posted, for days 0 to 4, with a curve of best fit that starts at 20 at day 0, passes through 40 at day 1, 80 at day 2 and 160 at day 3, and reaches 320 at day 4',
      x: { min: 0, max: 4, step: 0.5, label: 'Days since posted', labelEvery: 2 },
      y: { min: 0, max: 340, step: 20, label: 'Signatures (hundreds)', labelEvery: 2 },
      points: pts,
      curve: f,
    }),
  );
  s.mcText({
    level: LEVEL.curveRead,
    figure,
    body: 'The scatterplot shows the number of signatures, in hundreds, on an online petition $x$ days after it was posted, along with a curve of best fit. Which of the following equations could define the curve of best fit?',
    answer: '$y = 20(2)^x$',
    wrong: ['$y = 20 + 40x$', '$y = 2(20)^x$', '$y = 40(2)^x$'],
    hints: [
      'Read the value of the curve at $x = 0$, and how the value changes from one day to the next.',
    ],
    superhints: [
      'The curve starts at $20$ and passes through $40$, $80$ and $160$ on the next days: the same factor each day.',
    ],
    explain: (l) =>
      `At $x = 0$ the curve is at $20$, and each day it doubles ($40$, $80$, $160$, $320$), so $y = 20(2)^x$. A linear equation such as $y = 20 + 40x$ would add the same amount each day (it gives $180$ at day $4$, not $320$); $y = 2(20)^x$ starts at $2$ and multiplies by $20$; $y = 40(2)^x$ starts at $40$. The answer is choice ${l}.`,
  });
}

// (4) two lines of best fit: where they predict the same value
{
  const [m1, b1, m2, b2] = [3.2, 40, 2.6, 55];
  const key = Number(((b2 - b1) / (m1 - m2)).toFixed(9)); // 25, without the float's tail
  const hits = [...Array(1001).keys()].filter((t) => close(m1 * (t / 10) + b1, m2 * (t / 10) + b2));
  check(hits.length === 1 && close(hits[0]! / 10, key) && close(key, 25), 'one crossing');
  s.mcNumber({
    level: LEVEL.twoLines,
    body: `A gardener grew two varieties of sunflower and made a scatterplot of the height $y$, in centimeters, of each plant against its age $x$, in days, for each variety. The line of best fit for variety A is $y = ${m1}x + ${b1}$, and the line of best fit for variety B is $y = ${m2}x + ${b2}$. At what age do the two lines of best fit predict the same height?`,
    answer: key,
    wrong: [b2 - b1, m1 - m2, -key],
    show: (v) => `$${tex(v, 2)}$`,
    hints: ['Set the two predictions equal to each other.'],
    superhints: [`$${m1}x + ${b1} = ${m2}x + ${b2}$: collect the $x$ terms on one side.`],
    explain: (l) =>
      `$${m1}x + ${b1} = ${m2}x + ${b2}$ gives $${tex(m1 - m2)}x = ${b2 - b1}$, so $x = ${key}$ days. (At that age both lines predict $${tex(m1 * key + b1)}$ centimeters.) $${b2 - b1}$ is only the difference of the intercepts, $${tex(m1 - m2)}$ is the difference of the slopes, and $${-key}$ comes from subtracting the intercepts in the wrong order ($${tex(m1 - m2)}x = ${b1 - b2}$). The answer is choice ${l}.`,
  });
}

// (5) a data point's value as a percent below the drawn line
{
  const [m, b] = [-1.5, 24];
  const xs = [1, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const raw = [1.2, -1, 1.4, -0.8, 1, 1.5, -3, -1.2, 0.9, -1.1, 1.3, -1];
  const pts = fitPoints(xs, m, b, raw, new Set([6]), 1, 0.05);
  check(pts[6]![0] === 6 && pts[6]![1] === 12, 'the car that is 6 years old');
  check(pts.filter((p) => p[0] === 6).length === 1, 'one car of age 6');
  const figure = save(
    scatterPlot({
      title:
        'Scatterplot of price in thousands of dollars against age in years for 12 used cars of one model, with a line of best fit that passes through the points (0, 24) and (8, 12); the car that is 6 years old is priced at 12 thousand dollars',
      x: { min: 0, max: 12, step: 1, label: 'Age (years)' },
      y: { min: 0, max: 28, step: 2, label: 'Price (thousands of dollars)' },
      points: pts,
      line: { m, b },
    }),
  );
  const predicted = m * 6 + b;
  const key = (100 * (predicted - 12)) / predicted;
  check(close(predicted, 24 + ((12 - 24) / 8) * 6) && key === 20, 'percent below the line');
  s.mcNumber({
    level: LEVEL.percentBelow,
    figure,
    body: 'The scatterplot shows the ages, in years, and the prices, in thousands of dollars, of $12$ used cars of the same model, along with a line of best fit. The car that is $6$ years old has a price of $12$ thousand dollars. Its price is what percent less than the price predicted by the line of best fit?',
    answer: key,
    wrong: [(100 * (predicted - 12)) / 12, (100 * 12) / predicted, (100 * predicted) / 12],
    show: (v) => `$${tex(v)}\\%$`,
    hints: [
      'Find the equation of the line from two points where it crosses gridlines, then find its value at $6$ years.',
    ],
    superhints: [
      'The line passes through $(0, 24)$ and $(8, 12)$. Compare the difference between the prediction and the actual price with the prediction.',
    ],
    explain: (l) =>
      `The line passes through $(0, 24)$ and $(8, 12)$, so its slope is $\\frac{12 - 24}{8} = -1.5$ and it predicts $24 - 1.5(6) = ${predicted}$ thousand dollars at $6$ years. The actual price is $3$ thousand dollars less, and $\\frac{3}{${predicted}} = 0.2$: $20\\%$ less. $25\\%$ compares the difference with the actual price, $80\\%$ is the actual price as a percent of the prediction, and $125\\%$ is the prediction as a percent of the actual price. The answer is choice ${l}.`,
  });
}

// (6) the slope of a line of best fit in new units
{
  const [m, b] = [0.8, 3.2]; // liters per minute, liters
  const key = frac(m * 1000 * 10, 60 * 10); // milliliters per second
  // converting back: (40/3 mL/s) * 60 s/min / 1000 mL/L = 0.8 L/min
  check(close(((key.n / key.d) * 60) / 1000, m), 'back to liters per minute');
  s.mcNumber({
    level: LEVEL.newUnits,
    body: `A scientist measured the volume of water in a tank as it was filled and found the line of best fit $y = ${m}x + ${b}$, where $y$ is the volume, in liters, and $x$ is the time, in minutes, since the measurements began. A second scientist refits the same data with the volume $v$ in milliliters and the time $t$ in seconds, and gets the line $v = kt + c$. What is the value of $k$? ($1$ liter $= 1{,}000$ milliliters.)`,
    answer: key.n / key.d,
    wrong: [(m * 60) / 1000, (m * 1000 * 60) / 1000, m * 1000],
    show: (v) => (close(v, key.n / key.d) ? '$\\frac{40}{3}$' : `$${tex(v)}$`),
    hints: ['The slope is a rate: liters per minute. Convert it to milliliters per second.'],
    superhints: [
      'Multiply by $1{,}000$ to change liters to milliliters, and divide by $60$ because a second is a sixtieth of a minute.',
    ],
    explain: (l) =>
      `The slope $${m}$ means $${m}$ liters per minute, which is $${m * 1000}$ milliliters per minute, or $\\frac{${m * 1000}}{60} = \\frac{40}{3}$ milliliters per second, so $k = \\frac{40}{3}$. $0.048$ converts both units the wrong way, $48$ multiplies by $60$ instead of dividing and keeps liters, and $800$ changes the volume unit but not the time unit. The answer is choice ${l}.`,
  });
}

// (7) a residual that is a given percent of the prediction: the intercept of the line
{
  const [m, x0, pct, residual] = [2.5, 12, 15, 6];
  const predicted = residual / (pct / 100);
  const b = predicted - m * x0;
  const fits = [...Array(4001).keys()]
    .map((i) => i / 100 - 20)
    .filter((t) => {
      const p = m * x0 + t;
      const actual = p + residual;
      return close(actual, p * (1 + pct / 100));
    });
  check(fits.length === 1 && close(fits[0]!, b) && b === 10, 'one intercept');
  s.mcNumber({
    level: LEVEL.residualPercent,
    body: `A line of best fit for a scatterplot is $y = ${m}x + b$, where $b$ is a constant. For the data point with $x = ${x0}$, the actual value of $y$ is $${pct}\\%$ greater than the value predicted by the line, and the residual of this data point (actual value minus predicted value) is $${residual}$. What is the value of $b$?`,
    answer: b,
    wrong: [
      predicted - residual - m * x0, // took the prediction found as the actual value
      predicted + residual - m * x0, // put the actual value into the line
      predicted, // stopped at the predicted value
    ],
    show: (v) => `$${tex(v)}$`,
    turn: false,
    hints: [
      'The residual is the part of the actual value above the prediction.',
      `That part is $${pct}\\%$ of the prediction.`,
    ],
    superhints: [
      `$${pct / 100} \\times (\\text{predicted value}) = ${residual}$ gives the predicted value at $x = ${x0}$; then substitute into $y = ${m}x + b$.`,
    ],
    explain: (l) =>
      `The residual is $${pct}\\%$ of the predicted value, so the prediction is $\\frac{${residual}}{${pct / 100}} = ${predicted}$ and the actual value is $${predicted + residual}$. Then $${m}(${x0}) + b = ${predicted}$ gives $b = ${predicted} - ${m * x0} = ${b}$. Taking $${predicted}$ as the actual value instead gives a prediction of $${tex(predicted - residual)}$ and $b = ${tex(predicted - residual - m * x0)}$; putting the actual value into the line gives $${tex(predicted + residual - m * x0)}$, and $${predicted}$ is the prediction, not $b$. The answer is choice ${l}.`,
  });
}

scatterLevel5(s, save);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'scatterplots-and-models.mg-s',
  'generators/problem-solving-data-analysis/scatterplots-and-models-mg-s.ts',
  s.questions,
);
