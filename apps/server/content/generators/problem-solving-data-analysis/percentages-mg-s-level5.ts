// The five hardest templates of percentages-mg-s.ts: an increase of p% and a decrease of 2p% (a
// quadratic with a root to reject); a total and its two parts growing at different rates (the
// parts' shares first, then the new share); a rate that rises while its base grows (percent of a
// percent); revenue and costs changing at different rates with a given change in profit (the
// costs' share of revenue); a share changed by a switch and new hires (a count from two percents).
// All are rated 5 after the blind solve of 2026-11-29 except the percent of a percent, rated 4
// (the rounded-up mean of the author's 5 and the solver's 3).
// Keys from the algebra of the factors; each confirmed by a search over whole counts or over
// percents in steps of 0.5, or by following a concrete population.
import { check, close } from '../lib/check.ts';
import type { Series } from '../lib/item-series.ts';
import { tex } from './helpers.ts';

export function percentLevel5(s: Series): void {
  // (6) up p%, then down 2p%: (100 + p)(100 - 2p) = 100(100 - net)
  {
    const net = 19.5;
    const found: number[] = [];
    for (let i = 0; i <= 100; i++) {
      const p = i / 2; // 2p% must stay below 100%
      if (close((100 + p) * (100 - 2 * p), 100 * (100 - net))) found.push(p);
    }
    // p^2 + 50p - 975 = 0 by the formula: the positive root is the key, the other is -65
    const disc = 50 * 50 + 4 * 975;
    const roots = [(-50 + Math.sqrt(disc)) / 2, (-50 - Math.sqrt(disc)) / 2];
    check(found.length === 1 && close(found[0]!, roots[0]!) && close(roots[1]!, -65), 'p, 2p');
    const p = found[0]!;
    s.mcNumber({
      level: 5,
      body: `The price of a concert ticket was increased by $p\\%$. Later, the increased price was decreased by $(2p)\\%$. The final price was $${net}\\%$ less than the original price. What is the value of $p$?`,
      answer: p,
      // the changes added as if on the same amount; 2p, the decrease; the other root's size
      wrong: [net, 2 * p, -roots[1]!],
      show: (v) => `$${tex(v)}$`,
      turn: false,
      hints: [
        'Write the two changes as factors, $1 + \\frac{p}{100}$ and $1 - \\frac{2p}{100}$, and the net change as a factor too.',
        'Multiplying the factors gives an equation with a $p^2$ term.',
      ],
      superhints: [
        `$(100 + p)(100 - 2p) = 100(${100 - net})$. Expand, collect everything on one side and solve the quadratic; a percent decrease of $2p$ must be less than $100$, and $p$ cannot be negative.`,
      ],
      explain: (l) =>
        `With factors, $\\left(1 + \\frac{p}{100}\\right)\\left(1 - \\frac{2p}{100}\\right) = ${tex(1 - net / 100)}$, or $(100 + p)(100 - 2p) = ${tex(100 * (100 - net))}$. Expanding, $10{,}000 - 100p - 2p^2 = ${tex(100 * (100 - net))}$, so $2p^2 + 100p - 1{,}950 = 0$, that is $p^2 + 50p - 975 = 0$ and $(p - ${p})(p + 65) = 0$. The root $-65$ is not a percent increase, so $p = ${p}$. Check: a \\$100 ticket becomes \\$115 and then loses $30\\%$ of \\$115, which is \\$34.50, ending at \\$80.50, $${net}\\%$ less. Treating the changes as if they added ($p - 2p = -${net}$) gives $${net}$, which is wrong because the decrease is taken on the larger price; $${2 * p}$ is the decrease $2p$, and $65$ is the size of the rejected root. The answer is choice ${l}.`,
    });
  }

  // (7) a total and its two parts growing at different rates: the new share of one part
  {
    const [total, a, b] = [20, 10, 35]; // percent growth of the total and of the two divisions
    const N = 1000;
    const sales = [...Array(N + 1).keys()].filter((g) =>
      close(g * (1 + a / 100) + (N - g) * (1 + b / 100), N * (1 + total / 100)),
    );
    check(sales.length === 1 && sales[0] === 600, 'the old split of 1,000 employees');
    const key = (100 * sales[0]! * (1 + a / 100)) / (N * (1 + total / 100));
    check(close(key, 55), 'the new share');
    s.mcNumber({
      level: 5,
      body: `From 2023 to 2024, the number of employees at a company increased by $${total}\\%$. Each employee works in exactly one of two divisions, sales and support. The number of employees in sales increased by $${a}\\%$, and the number in support increased by $${b}\\%$. In 2024, what percent of the company's employees work in sales?`,
      answer: key,
      wrong: [40, 45, 50],
      show: (v) => `$${tex(v)}\\%$`,
      hints: [
        'Call the numbers of employees in sales and in support in 2023 $x$ and $y$.',
        'The growth of the two parts must add up to the growth of the total.',
      ],
      superhints: [
        `$${1 + a / 100}x + ${1 + b / 100}y = ${1 + total / 100}(x + y)$ gives the ratio of $x$ to $y$ in 2023. Then find the number in sales in 2024 as a share of the 2024 total.`,
      ],
      explain: (l) =>
        `With $x$ in sales and $y$ in support in 2023, $${1 + a / 100}x + ${1 + b / 100}y = ${1 + total / 100}(x + y)$, so $${tex((b - total) / 100)}y = ${tex((total - a) / 100)}x$ and $x : y = 3 : 2$. Take $600$ and $400$: in 2024 sales has $660$ of the $1{,}200$ employees, which is $${tex(key)}\\%$. The value $40\\%$ is the share in support in 2023, before the change; $45\\%$ is the share in support in 2024; $50\\%$ would need the two divisions to grow alike. The answer is choice ${l}.`,
    });
  }

  // (8) the unemployment rate and the labor force both change: percent of a percent
  {
    const [r1, r2, grow] = [4, 5, 10];
    const L = 20000; // a concrete labor force, followed
    const before = (L * r1) / 100;
    const after = (L * (1 + grow / 100) * r2) / 100;
    const key = (100 * (after - before)) / before;
    check(close(key, 100 * ((r2 / r1) * (1 + grow / 100) - 1)), 'percent of a percent');
    s.mcNumber({
      level: 4,
      body: `In 2022, $${r1}\\%$ of the labor force of a city was unemployed. In 2023, the city's labor force was $${grow}\\%$ larger than in 2022, and $${r2}\\%$ of it was unemployed. The number of unemployed people in the city was $p\\%$ greater in 2023 than in 2022. What is the value of $p$?`,
      answer: key,
      // the labor force's growth only; the rate's rise only; the two added
      wrong: [grow, 100 * (r2 / r1 - 1), 100 * (r2 / r1 - 1) + grow],
      show: (v) => `$${tex(v)}$`,
      turn: false,
      hints: [
        'The question asks about the number of unemployed people, not about the rate.',
        'Pick a size for the labor force in 2022 and follow it.',
      ],
      superhints: [
        `If the labor force in 2022 is $L$, the number unemployed is $${r1 / 100}L$ then and $${r2 / 100}(${1 + grow / 100}L)$ in 2023. Compare the two numbers.`,
      ],
      explain: (l) =>
        `With a labor force of $L$ in 2022, $${r1 / 100}L$ people were unemployed. In 2023, $${r2 / 100} \\times ${1 + grow / 100}L = ${tex((r2 / 100) * (1 + grow / 100))}L$ were. The ratio is $\\frac{${tex((r2 / 100) * (1 + grow / 100))}}{${r1 / 100}} = ${tex(1 + key / 100)}$, so the number grew by $${tex(key)}\\%$ and $p = ${tex(key)}$. (For $20{,}000$ people: $${tex(before)}$ unemployed, then $${tex(after)}$ out of $22{,}000$.) The rate rose by $1$ percentage point, which is a $25\\%$ rise in the rate; ignoring the larger labor force gives $25$, adding $10$ to that gives $35$, and $10$ is only the growth of the labor force. The answer is choice ${l}.`,
    });
  }

  // (9) revenue and costs change at different rates, and profit by a given percent
  {
    const [rev, cost, profit] = [25, 10, 50];
    const R = 800;
    const costs = [...Array(R + 1).keys()].filter((C) =>
      close(R * (1 + rev / 100) - C * (1 + cost / 100), (R - C) * (1 + profit / 100)),
    );
    check(costs.length === 1, 'one cost fits');
    const key = (100 * costs[0]!) / R;
    check(close(key, (100 * (profit - rev)) / (profit - cost)), 'the share by algebra');
    s.mcNumber({
      level: 5,
      body: `From 2022 to 2023, a bakery's revenue increased by $${rev}\\%$ and its costs increased by $${cost}\\%$. As a result, its profit, which is its revenue minus its costs, increased by $${profit}\\%$. In 2022, the bakery's costs were what percent of its revenue?`,
      answer: key,
      wrong: [100 - key, 40, 160],
      show: (v) => `$${tex(v)}\\%$`,
      hints: [
        'Name the 2022 revenue $R$ and the 2022 costs $C$; the 2022 profit is $R - C$.',
        'Write the 2023 profit two ways: from the new revenue and costs, and from the profit increase.',
      ],
      superhints: [
        `$${1 + rev / 100}R - ${1 + cost / 100}C = ${1 + profit / 100}(R - C)$. Collect the $R$ terms on one side and the $C$ terms on the other, then find $\\frac{C}{R}$.`,
      ],
      explain: (l) =>
        `The 2023 profit is $${1 + rev / 100}R - ${1 + cost / 100}C$, and it is also $${1 + profit / 100}(R - C)$. So $${1 + profit / 100}C - ${1 + cost / 100}C = ${1 + profit / 100}R - ${1 + rev / 100}R$, that is $0.4C = 0.25R$, and $\\frac{C}{R} = 0.625$: the costs were $${tex(key)}\\%$ of the revenue. (Check with $R = 800$ and $C = 500$: the profit goes from $300$ to $1{,}000 - 550 = 450$, up $50\\%$.) The value $${tex(100 - key)}\\%$ is the profit's share of the revenue, $40\\%$ reads the coefficient of $C$ as the answer, and $160\\%$ is the revenue as a percent of the costs. The answer is choice ${l}.`,
    });
  }

  // (10) a share changed by a switch and by new hires: the count from two percents
  {
    const [share, newShare, hires] = [40, 36, 30];
    const fits: number[] = [];
    for (let E = 1; E <= 5000; E++) {
      const remote = (E * share) / 100;
      if (!Number.isInteger(remote) || remote % 4) continue;
      const after = remote - remote / 4 + hires;
      if (close(after, ((E + hires) * newShare) / 100)) fits.push(E);
    }
    check(fits.length === 1, 'one workforce fits');
    const E = fits[0]!;
    check(close(E, (hires * (1 - newShare / 100)) / ((newShare - (share * 3) / 4) / 100)), 'E');
    s.typed({
      level: 5,
      body: `At a company, $${share}\\%$ of the employees worked remotely. Then one-fourth of the remote employees switched to working in the office, and the company hired $${hires}$ new employees, all of whom work remotely. No one left the company. Now $${newShare}\\%$ of the company's employees work remotely. How many employees does the company have now?`,
      answer: E + hires,
      hints: [
        'Let $E$ be the number of employees before the change, and write the number of remote employees before and after.',
        'After the change there are $E + ' + hires + '$ employees.',
      ],
      superhints: [
        `Before: $${share / 100}E$ remote. After the switch, three-fourths of them remain remote, and $${hires}$ are added: $${tex((share * 3) / 400)}E + ${hires}$ remote out of $E + ${hires}$. Set this equal to $${newShare / 100}(E + ${hires})$.`,
      ],
      explanation: `With $E$ employees at first, $${share / 100}E$ worked remotely; after one-fourth switched, $${tex((share * 3) / 400)}E$ remained remote, and $${hires}$ remote employees joined. So $${tex((share * 3) / 400)}E + ${hires} = ${newShare / 100}(E + ${hires})$, which gives $${tex((newShare - (share * 3) / 4) / 100)}E = ${tex((hires * (100 - newShare)) / 100)}$ and $E = ${E}$. The company now has $${E} + ${hires} = ${E + hires}$ employees ($${tex(((E * share) / 100) * 0.75 + hires)}$ of them remote, which is $${newShare}\\%$). The value $${E}$ is the number before the hires, not now.`,
    });
  }
}
