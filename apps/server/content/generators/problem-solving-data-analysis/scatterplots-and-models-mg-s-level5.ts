// The five hardest templates of scatterplots-and-models-mg-s.ts, each with its scatterplot: a
// line of best fit that is not drawn, known only from the residuals of two drawn points (the
// predictions, not the points, give the slope; the sign of a residual matters), twice; an
// exponential model known from the residuals of two points (the ratio of the predictions is b
// squared); a linear and an exponential model through the same two points, compared beyond the
// plot (b^4 known, b^2 and b^6 needed), twice. After the blind solve of 2026-11-29 the first three
// are rated 5 and the two line-and-curve items 4 (the rounded-up mean of the author's 5 and the
// solver's 3).
// Keys from the algebra; confirmed by the least-squares line of the drawn points (built to be the
// line), by stepping the exponential model one unit at a time, or by computing b numerically.
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { scatterPlot } from '../lib/figure-kit/scatter-plot.ts';
import type { Series } from '../lib/item-series.ts';
import { tex } from './helpers.ts';
import { fitPoints, leastSquares } from './statistics.ts';

type Save = (svg: string) => string;

export function scatterLevel5(s: Series, save: Save): void {
  // (8) a hidden line of best fit from two residuals; the prediction beyond the plot, typed
  {
    const [m, b] = [2.5, 6];
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const raw = [1.8, -1.5, 1.2, 3, -1.6, 1.4, -1.2, 1.5, -1.4, -3];
    const pts = fitPoints(xs, m, b, raw, new Set([3, 9]), 1, 0.05);
    check(pts[3]!.join() === '4,19' && pts[9]!.join() === '10,28', 'the two named seedlings');
    const fit = leastSquares(pts);
    const figure = save(
      scatterPlot({
        title:
          'Scatterplot of height in centimeters against weeks since planting for 10 tree seedlings, one seedling for each whole number of weeks from 1 to 10; the heights rise from about 8 centimeters to about 30 centimeters; the seedling at 4 weeks is 19 centimeters tall and the seedling at 10 weeks is 28 centimeters tall; no line is drawn',
        x: { min: 0, max: 12, step: 1, label: 'Weeks since planting' },
        y: { min: 0, max: 40, step: 5, label: 'Height (centimeters)' },
        points: pts,
      }),
    );
    const [p4, p10] = [19 - 3, 28 + 3];
    const key = p10 + ((p10 - p4) / 6) * 4;
    check(close(fit.m * 14 + fit.b, key, 0.01) && key === 41, 'the fitted line agrees');
    s.typed({
      level: 5,
      figure,
      body: 'The scatterplot shows the heights, in centimeters, of $10$ tree seedlings and the number of weeks since each was planted. A line of best fit for the data (not shown) was found. The seedling at $4$ weeks, which is $19$ centimeters tall, has a residual of $3$, and the seedling at $10$ weeks, which is $28$ centimeters tall, has a residual of $-3$, where a residual is the actual height minus the height predicted by the line. The plotted seedlings are $1$ to $10$ weeks old. If the line of best fit is extended beyond the plotted weeks, what height, in centimeters, does it predict for a seedling $14$ weeks after planting?',
      answer: key,
      hints: [
        'The line passes through the predicted heights, not through the two data points.',
        'Use each residual to find the predicted height at $4$ weeks and at $10$ weeks.',
      ],
      superhints: [
        'Predicted = actual minus residual. With the two predicted points, find the slope of the line and extend it to $14$ weeks.',
      ],
      explanation: `The predicted heights are $19 - 3 = 16$ at $4$ weeks and $28 - (-3) = 31$ at $10$ weeks. The line's slope is $\\frac{31 - 16}{10 - 4} = 2.5$, so at $14$ weeks it predicts $31 + 2.5(4) = ${key}$ centimeters. Drawing the line through the data points themselves gives a slope of $1.5$ and $34$; adding the residuals instead of subtracting them gives predictions of $22$ and $25$ and then $27$.`,
    });
  }

  // (9) the same idea falling: a phone battery, multiple choice
  {
    const [m, b] = [-7.5, 95];
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const raw = [2.5, -3, 2, 3, -2.5, 3.5, -2, -4, 2.5, -2];
    const pts = fitPoints(xs, m, b, raw, new Set([3, 7]), 1, 0.05);
    check(pts[3]!.join() === '4,68' && pts[7]!.join() === '8,31', 'the two named phones');
    const fit = leastSquares(pts);
    const figure = save(
      scatterPlot({
        title:
          'Scatterplot of remaining battery charge in percent against hours of video streaming for 10 phones, one phone for each whole number of hours from 1 to 10; the charges fall from about 90 percent to about 20 percent; the phone at 4 hours has 68 percent and the phone at 8 hours has 31 percent; no line is drawn',
        x: { min: 0, max: 10, step: 1, label: 'Hours of streaming' },
        y: { min: 0, max: 100, step: 10, label: 'Battery charge (percent)' },
        points: pts,
      }),
    );
    const [p4, p8] = [68 - 3, 31 + 4];
    const key = p8 + ((p8 - p4) / 4) * 2;
    check(close(fit.m * 10 + fit.b, key, 0.01) && key === 20, 'the fitted line agrees');
    const throughPoints = 31 + ((31 - 68) / 4) * 2;
    const flipped = 27 + ((27 - 71) / 4) * 2;
    s.mcNumber({
      level: 5,
      figure,
      body: 'The scatterplot shows, for $10$ phones of the same model, the number of hours each phone streamed video and the battery charge, in percent, left at the end. A line of best fit for the data (not shown) was found. The phone that streamed for $4$ hours has $68\\%$ charge left and a residual of $3$; the phone that streamed for $8$ hours has $31\\%$ charge left and a residual of $-4$, where a residual is the actual value minus the value predicted by the line. What charge, in percent, does the line of best fit predict for a phone of this model after $10$ hours of streaming?',
      answer: key,
      wrong: [flipped, throughPoints, key - 4],
      show: (v) => `$${tex(v)}$`,
      hints: [
        'Residual = actual value minus predicted value, so each residual tells you where the line is at that number of hours.',
      ],
      superhints: [
        'Find the predicted charge at $4$ hours and at $8$ hours, then the slope between those two predictions, and extend the line to $10$ hours.',
      ],
      explain: (l) =>
        `The line predicts $68 - 3 = 65$ at $4$ hours and $31 - (-4) = 35$ at $8$ hours, so its slope is $\\frac{35 - 65}{8 - 4} = -7.5$ and at $10$ hours it predicts $35 - 7.5(2) = ${key}$. $${tex(throughPoints)}$ draws the line through the two data points, $${tex(flipped)}$ adds the residuals instead of subtracting them, and $${key - 4}$ applies the residual of $-4$ to the prediction again. The answer is choice ${l}.`,
    });
  }

  // (10) an exponential model from two residuals: the ratio of the predictions is b^2
  {
    const [pred1, pred3] = [50 - 5, 80 + 1];
    const B = Math.sqrt(pred3 / pred1);
    const A = pred1 / B;
    const model = (x: number) => A * B ** x;
    const xs = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4];
    const noise = [0.04, -0.05, 0, 0.06, -0.05, 0.04, 0, -0.06, 0.05];
    const pts = xs.map((x, i): [number, number] =>
      x === 1 ? [1, 50] : x === 3 ? [3, 80] : [x, Number((model(x) * (1 + noise[i]!)).toFixed(1))],
    );
    const figure = save(
      scatterPlot({
        title:
          'Scatterplot of the area of a mold colony in square millimeters against days since it was first measured, for 9 measurements from day 0 to day 4; the areas rise from about 35 to about 110, increasingly fast; the measurement at day 1 is 50 and the measurement at day 3 is 80; no curve is drawn',
        x: { min: 0, max: 4, step: 0.5, label: 'Days', labelEvery: 2 },
        y: { min: 0, max: 120, step: 10, label: 'Area (square millimeters)', labelEvery: 2 },
        points: pts,
      }),
    );
    const key = frac(pred3 * pred3 * 10, pred1 * 10); // 81 * (81 / 45)
    let stepped = pred3; // two more days, one day at a time
    for (let d = 0; d < 2; d++) stepped *= B;
    check(close(model(5), key.n / key.d) && close(stepped, 145.8), 'the model at day 5');
    s.typed({
      level: 5,
      figure,
      body: 'The scatterplot shows the area, in square millimeters, of a mold colony measured every half day. An exponential model $y = ab^x$, where $x$ is the number of days since the first measurement, was fitted to the data (not shown). The measurement at day $1$ is $50$ square millimeters and has a residual of $5$; the measurement at day $3$ is $80$ square millimeters and has a residual of $-1$, where a residual is the actual value minus the value predicted by the model. What area, in square millimeters, does the model predict at day $5$?',
      answer: key,
      hints: [
        'First find what the model predicts at day $1$ and at day $3$.',
        'In an exponential model, every $2$ days multiply the prediction by the same factor.',
      ],
      superhints: [
        'The predictions are $45$ and $81$, so $b^2 = \\frac{81}{45}$. Day $5$ is $2$ days after day $3$.',
      ],
      explanation: `The model predicts $50 - 5 = 45$ at day $1$ and $80 - (-1) = 81$ at day $3$. Two days multiply the prediction by $b^2 = \\frac{81}{45} = 1.8$, so at day $5$ it predicts $81 \\times 1.8 = 145.8$ square millimeters (there is no need to find $b$ itself). Using the data points instead, $80 \\times \\frac{80}{50} = 128$; adding the residuals gives $79 \\times \\frac{79}{55}$, about $113.5$; and a linear model through the predictions would give $117$.`,
    });
  }

  // (11) and (12): a line and an exponential curve through the same two points, beyond the plot
  const pair = (a: number, v4: number) => {
    const slope = (v4 - a) / 4;
    const b = (v4 / a) ** 0.25;
    return { lin: (x: number) => a + slope * x, exp: (x: number) => a * b ** x, slope, b };
  };
  const plotPair = (
    title: string,
    a: number,
    v4: number,
    yMax: number,
    yStep: number,
    label: string,
  ) => {
    const { lin, exp } = pair(a, v4);
    const xs = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
    const noise = [0.03, -0.04, 0.02, 0.05, -0.03, 0.04, -0.02, 0.03, -0.04, 0.02];
    const pts = xs.map((x, i): [number, number] => [
      x,
      Number((((lin(x) + exp(x)) / 2) * (1 + noise[i]!)).toFixed(1)),
    ]);
    return save(
      scatterPlot({
        title,
        x: { min: 0, max: 5, step: 0.5, label: 'Weeks', labelEvery: 2 },
        y: { min: 0, max: yMax, step: yStep, label, labelEvery: 2 },
        points: pts,
        line: { m: (v4 - a) / 4, b: a },
        curve: exp,
      }),
    );
  };
  {
    const [a, v4] = [50, 162];
    const { exp, b } = pair(a, v4);
    const key = a * (v4 / a) ** 1.5; // b^6 = (b^4)^(3/2)
    check(close(exp(6), key) && close(a * b ** 2 * b ** 2 * b ** 2, 291.6), 'the curve at week 6');
    const figure = plotPair(
      'Scatterplot of downloads of a new app in thousands against weeks since its release, from week 0.5 to week 5, with two models drawn: a line and an exponential curve, both passing through the points (0, 50) and (4, 162); between those points the line is above the curve, and after week 4 the curve is above the line',
      a,
      v4,
      240,
      10,
      'Downloads (thousands)',
    );
    s.mcNumber({
      level: 4,
      figure,
      body: 'The scatterplot shows the total number of downloads, in thousands, of a new app $x$ weeks after its release. Two models are shown: a linear model and an exponential model of the form $y = ab^x$. Both models pass through the points $(0, 50)$ and $(4, 162)$. According to the exponential model, how many thousands of downloads will the app have $6$ weeks after its release?',
      answer: key,
      wrong: [50 + 28 * 6, 50 * 3.24 * 1.62, 162],
      show: (v) => `$${tex(v, 2)}$`,
      hints: [
        'From the two points, $a = 50$ and $b^4 = \\frac{162}{50}$.',
        'You need $b^6$. Find $b^2$ first.',
      ],
      superhints: ['$b^4 = 3.24$, so $b^2 = \\sqrt{3.24}$. Then $b^6 = (b^2)^3$.'],
      explain: (l) =>
        `At $x = 0$ the model gives $a = 50$, and $50b^4 = 162$ gives $b^4 = 3.24$, so $b^2 = 1.8$ and $b^6 = 1.8^3 = 5.832$. The model predicts $50 \\times 5.832 = ${tex(key)}$ thousand downloads. $218$ is the linear model's prediction, $262.44$ takes $b^2$ as half of $b^4$, and $162$ is the value at week $4$, not week $6$. The answer is choice ${l}.`,
    });
  }
  {
    const [a, v4] = [64, 324];
    const { lin, exp, slope, b } = pair(a, v4);
    const key = exp(6) - lin(6);
    check(close(b, 1.5) && close(a * 1.5 ** 6, 729) && close(key, 275), 'E(6) - L(6)');
    const figure = plotPair(
      'Scatterplot of the number of members of an online group against weeks since it started, from week 0.5 to week 5, with two models drawn: a line and an exponential curve, both passing through the points (0, 64) and (4, 324); between those points the line is above the curve, and after week 4 the curve is above the line',
      a,
      v4,
      500,
      25,
      'Members',
    );
    s.typed({
      level: 4,
      figure,
      body: `The scatterplot shows the number of members of a new online group $x$ weeks after it started. Two models are shown: a linear model and an exponential model of the form $y = ab^x$, where $b > 0$. Both models pass through the points $(0, 64)$ and $(4, 324)$. According to the models, how many more members does the exponential model predict than the linear model $6$ weeks after the group started?`,
      answer: key,
      hints: [
        'Find each model from the two points; the exponential one needs $b^4$ first.',
        'The exponential model is not drawn as far as week $6$, so compute it.',
      ],
      superhints: [
        `The line has slope $\\frac{324 - 64}{4} = ${slope}$. For the curve, $b^4 = \\frac{324}{64}$; find $b$ by taking square roots twice.`,
      ],
      explanation: `The linear model is $y = 64 + ${slope}x$, which gives $64 + ${slope}(6) = ${lin(6)}$ at week $6$. For the exponential model, $a = 64$ and $b^4 = \\frac{324}{64} = \\frac{81}{16}$, so $b = \\frac{3}{2}$ and at week $6$ it gives $64 \\times \\left(\\frac{3}{2}\\right)^6 = 729$. The difference is $729 - ${lin(6)} = ${key}$. Taking one square root instead of two ($b = \\frac{9}{4}$) makes the exponential model far too large, and the drawn curves end at week $5$, so week $6$ has to be computed, not read.`,
    });
  }
}
