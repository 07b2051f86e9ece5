// The Command of Evidence (Quantitative) graph items written for level 4 (each item's `level` is
// the blind solve's rating plus one, verification record of 2026-12-05): the claim has two sides or
// a qualifier ("replaced", "steadily", "for the first time", "more than in any other decade"), and
// the best wrong choice is true of the graph and meets half of it (the end of a period without its
// start, one step of a steady fall, a level where a change is claimed, the change the hypothesis
// predicts rather than the one it misses).
import { item, only, type ItemSpec } from './coe-graphs-model.ts';

const V = 'v';

export const level4: ItemSpec[] = [
  item(
    {
      kind: 'bar',
      about: 'the value of tobacco and rice exported from a colonial port, by year',
      x: { label: 'Year', categories: ['1730', '1740', '1750', '1760'] },
      y: { label: 'Value (thousand pounds sterling)', min: 0, max: 70, step: 5, labelEvery: 2 },
      series: [
        { id: 'tob', name: 'Tobacco', word: 'tobacco', values: [50, 55, 55, 45] },
        { id: 'rice', name: 'Rice', word: 'rice', values: [20, 35, 50, 65] },
      ],
      unit: (v) => `${v} thousand pounds sterling`,
    },
    (s) => ({
      name: 'rice replaces tobacco',
      level: 4,
      text: "Economic historian Grace Whitfield studied the export records of a colonial port in the American South. Tobacco had long been the port's chief export, but during the eighteenth century planters in the surrounding region began turning to rice. Whitfield claims that between 1730 and 1760, rice replaced tobacco as the port's most valuable export.",
      body: "Which choice most effectively uses data from the graph to support Whitfield's claim?",
      task: 'support',
      claim: [s.gt(['tob', '1730'], ['rice', '1730']), s.gt(['rice', '1760'], ['tob', '1760'])],
      key: {
        text: 'Tobacco exports were worth more than rice exports in 1730, but rice exports were worth more than tobacco exports in 1760.',
        says: [s.gt(['tob', '1730'], ['rice', '1730']), s.gt(['rice', '1760'], ['tob', '1760'])],
        kind: 'key',
        why: 'To replace tobacco as the most valuable export, rice had to trail tobacco at the start of the period and lead it at the end, and this choice shows both.',
      },
      others: [
        {
          text: 'Rice exports were worth 65 thousand pounds sterling in 1760, more than the tobacco exports shipped from the port that year were worth.',
          says: [s.val('rice', '1760', 65), s.gt(['rice', '1760'], ['tob', '1760'])],
          kind: 'partial',
          why: 'It is accurate, but it shows only how the period ended; without tobacco leading at the start, it does not show that rice replaced tobacco.',
        },
        {
          text: 'Tobacco exports grew in value in every decade from 1730 to 1760, while rice exports shrank.',
          says: [...s.every('tob', 'rise'), ...s.every('rice', 'fall')],
          kind: 'inaccurate',
          why: 'It misreads the graph: tobacco exports lost value between 1750 and 1760, and rice exports grew in every decade.',
        },
        {
          text: 'Rice exports rose in value from 20 thousand pounds sterling in 1730 to 35 thousand in 1740.',
          says: [s.val('rice', '1730', 20), s.val('rice', '1740', 35)],
          kind: 'offpoint',
          why: 'It is accurate, but it describes rice alone in the early years and never compares rice with tobacco.',
        },
      ],
      hints: [
        'Ask what "replaced" requires the graph to show at the start of the period and at its end.',
      ],
      superhints: [
        'Split the claim into what must be true at the start of the period and what must be true at its end. Check each choice against the paired bars, using the legend to tell the two exports apart, and keep only an accurate choice that covers both.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about:
        'the average number of days per winter that a lake in the upper Midwest was covered by ice, by decade',
      x: { label: 'Decade', categories: ['1960s', '1970s', '1980s', '1990s', '2000s', '2010s'] },
      y: { label: 'Days of ice cover', min: 60, max: 130, step: 5, labelEvery: 2 },
      series: only([120, 115, 105, 100, 90, 75]),
      unit: (v) => `${v} days`,
    },
    (s) => ({
      name: 'lake ice shortening steadily',
      level: 3,
      text: "Scientists have recorded when a lake in the upper Midwest freezes and thaws each winter since the nineteenth century. Reviewing these records, a team of limnologists argues that the lake's winters have been shortening steadily rather than in one sudden jump: according to the team, the average number of days the lake was covered by ice fell from each decade to the next between the 1960s and the 2010s.",
      body: "Which choice most effectively uses data from the graph to support the team's argument?",
      task: 'support',
      claim: s.every(V, 'fall'),
      key: {
        text: 'The average fell in every decade shown, from 120 days in the 1960s to 75 days in the 2010s.',
        says: [...s.every(V, 'fall'), s.val(V, '1960s', 120), s.val(V, '2010s', 75)],
        kind: 'key',
        why: 'The team claims a drop from each decade to the next, and this choice reports a drop at every step, from 120 days to 75.',
      },
      others: [
        {
          text: 'The lake was covered by ice for an average of 120 days per winter in the 1960s but only 75 days in the 2010s.',
          says: [s.val(V, '1960s', 120), s.val(V, '2010s', 75)],
          kind: 'offpoint',
          why: 'It is accurate, but it compares only the first and last decades, which would differ just as much if the decline had come in one sudden jump, the pattern the team rejects.',
        },
        {
          text: 'The average fell by 15 days from the 2000s to the 2010s, the largest drop between any two decades shown.',
          says: [
            s.change(V, '2000s', '2010s', -15),
            s.custom(
              s.every(V, 'fall').flatMap((st) => st.cells),
              (get) => {
                const d = ['1960s', '1970s', '1980s', '1990s', '2000s', '2010s'].map((c) =>
                  get([V, c]),
                );
                const drops = d.slice(1).map((v, i) => d[i]! - v);
                return drops.every((x, i) => i === 4 || x < drops[4]!);
              },
              [],
              [],
            ),
          ],
          kind: 'partial',
          why: 'It is accurate, but it covers only the last step; one large drop says nothing about the earlier decades and looks more like a jump than a steady decline.',
        },
        {
          text: 'The average rose slightly from the 1970s to the 1980s before falling in later decades.',
          says: [s.rise(V, '1970s', '1980s')],
          kind: 'inaccurate',
          why: 'It misreads the graph: the average fell from 115 days in the 1970s to 105 days in the 1980s.',
        },
      ],
      hints: [
        'A steady decline is a claim about every step from one decade to the next, not only about the start and the end.',
      ],
      superhints: [
        'The argument describes how the line moves between each pair of neighboring decades. Check each choice against the points, then ask whether it tells you what happened at every step, or only across the whole span or at a single step.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'the number of print books and e-books a regional library system lent, by year',
      x: { label: 'Year', categories: ['2012', '2014', '2016', '2018', '2020', '2022'] },
      y: { label: 'Loans (thousands)', min: 0, max: 400, step: 20, labelEvery: 2 },
      series: [
        { id: 'print', name: 'Print books', word: 'print', values: [360, 340, 300, 260, 200, 180] },
        { id: 'ebook', name: 'E-books', word: 'e-book', values: [60, 100, 160, 220, 240, 280] },
      ],
      unit: (v) => `${v} thousand loans`,
    },
    (s) => ({
      name: 'e-book loans overtake print',
      level: 4,
      text: "A regional library system began lending e-books in 2010. Reviewing the system's circulation records, library director Amara Nwosu observed that patrons' habits shifted gradually before reaching a turning point. In 2020, Nwosu reports, e-book loans outnumbered print loans for the first time: __blank__",
      body: "Which choice most effectively uses data from the graph to complete Nwosu's statement?",
      task: 'support',
      claim: [
        ...['2012', '2014', '2016', '2018'].map((y) => s.gt(['print', y], ['ebook', y])),
        s.gt(['ebook', '2020'], ['print', '2020']),
      ],
      key: {
        text: 'in every year shown before 2020, print loans outnumbered e-book loans, but in 2020 e-book loans outnumbered print loans.',
        says: [
          ...s.above('print', 'ebook', '2012', '2018'),
          s.gt(['ebook', '2020'], ['print', '2020']),
        ],
        kind: 'key',
        why: 'A first needs two things, e-book loans ahead in 2020 and behind in every earlier year, and this choice gives both.',
      },
      others: [
        {
          text: 'in 2020, the system made 240 thousand e-book loans, which was more than the 200 thousand print loans it made in that same year.',
          says: [s.val('ebook', '2020', 240), s.val('print', '2020', 200)],
          kind: 'partial',
          why: 'It is accurate, but it shows only that e-book loans led in 2020, not that they had never led before.',
        },
        {
          text: 'e-book loans first outnumbered print loans in 2018, when the system made 260 thousand e-book loans.',
          says: [s.gt(['ebook', '2018'], ['print', '2018']), s.val('ebook', '2018', 260)],
          kind: 'inaccurate',
          why: 'It misreads the graph: in 2018 the system made 220 thousand e-book loans and 260 thousand print loans, so print loans still led.',
        },
        {
          text: 'print loans fell in every two-year period shown, from 360 thousand in 2012 to 180 thousand in 2022.',
          says: [
            ...s.every('print', 'fall'),
            s.val('print', '2012', 360),
            s.val('print', '2022', 180),
          ],
          kind: 'offpoint',
          why: 'It is accurate, but it describes print loans alone, so it cannot show when e-book loans overtook them.',
        },
      ],
      hints: ['Something that happens for the first time must not have happened before.'],
      superhints: [
        'The statement makes a claim about one year and about all the years before it. For each choice, check its numbers against the two lines, using the legend, then ask whether it covers both the year the statement names and the earlier years.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about:
        'the average number of fish of four kinds counted per survey inside and outside a marine reserve',
      x: { label: 'Kind of fish', categories: ['Grouper', 'Snapper', 'Parrotfish', 'Wrasse'] },
      y: { label: 'Fish counted per survey', min: 0, max: 60, step: 5, labelEvery: 2 },
      series: [
        { id: 'in', name: 'Inside reserve', word: 'inside', values: [45, 50, 30, 25] },
        { id: 'out', name: 'Outside reserve', word: 'outside', values: [15, 20, 30, 25] },
      ],
      unit: (v) => `${v} fish`,
    },
    (s) => {
      const farMore = (c: string) =>
        s.custom(
          [
            ['in', c],
            ['out', c],
          ],
          (get) => get(['in', c]) > 2 * get(['out', c]),
        );
      return {
        name: 'fish inside and outside a reserve',
        level: 3,
        text: 'Marine biologist Keoni Akana counted fish on coral reefs inside and just outside a reserve where fishing has been banned for fifteen years. Akana argues that the ban, rather than any difference between the reefs themselves, explains why the reserve holds more fish: the species that fishers target, grouper and snapper, were far more abundant inside the reserve, while species that fishers rarely catch, parrotfish and wrasse, were equally abundant on both sides of its boundary.',
        body: "Which choice most effectively uses data from the graph to support Akana's argument?",
        task: 'support',
        claim: [
          farMore('Grouper'),
          farMore('Snapper'),
          s.same(['in', 'Parrotfish'], ['out', 'Parrotfish']),
          s.same(['in', 'Wrasse'], ['out', 'Wrasse']),
        ],
        key: {
          text: 'Grouper and snapper were more than twice as numerous inside the reserve as outside it, while parrotfish and wrasse counts were the same on both sides.',
          says: [
            farMore('Grouper'),
            farMore('Snapper'),
            s.same(['in', 'Parrotfish'], ['out', 'Parrotfish']),
            s.same(['in', 'Wrasse'], ['out', 'Wrasse']),
          ],
          kind: 'key',
          why: 'The argument has two sides, and this choice supports both: the two fished species were far more numerous inside the reserve, and the two species that are rarely caught were equally common on both sides of the boundary.',
        },
        others: [
          {
            text: 'The count of grouper inside the reserve was three times the count outside it, 45 compared with 15.',
            says: [s.val('in', 'Grouper', 45), s.val('out', 'Grouper', 15)],
            kind: 'partial',
            why: 'It is accurate, but it covers only grouper; it says nothing about snapper or about the species fishers rarely catch, on which the argument also rests.',
          },
          {
            text: 'Snapper were the most numerous fish inside the reserve, with a count of 50.',
            says: [
              s.val('in', 'Snapper', 50),
              s.custom(
                ['Grouper', 'Parrotfish', 'Wrasse'].map((c) => ['in', c] as const),
                (get) => ['Grouper', 'Parrotfish', 'Wrasse'].every((c) => get(['in', c]) < 50),
                [],
                [],
              ),
            ],
            kind: 'offpoint',
            why: 'It is accurate, but it compares the kinds of fish inside the reserve with one another rather than with the fish outside it.',
          },
          {
            text: 'Parrotfish and wrasse were both more numerous inside the reserve than outside it, just as grouper and snapper were, though by smaller margins.',
            says: [
              s.gt(['in', 'Parrotfish'], ['out', 'Parrotfish']),
              s.gt(['in', 'Wrasse'], ['out', 'Wrasse']),
              s.gt(['in', 'Grouper'], ['out', 'Grouper']),
              s.gt(['in', 'Snapper'], ['out', 'Snapper']),
            ],
            kind: 'inaccurate',
            why: 'It misreads the graph: the parrotfish and wrasse counts were the same inside and outside the reserve.',
          },
        ],
        hints: [
          'The argument makes one claim about the fished species and another about the species that are rarely caught.',
        ],
        superhints: [
          'Sort the four kinds of fish into the two groups the argument names, and note what it says about each group. Then check each choice against the paired bars and keep only an accurate choice that supports the claim about both groups.',
        ],
      };
    },
  ),

  item(
    {
      kind: 'line',
      about: 'the population of a town in the American Southwest, by census year',
      x: { label: 'Year', categories: ['1920', '1930', '1940', '1950', '1960', '1970'] },
      y: { label: 'Population (thousands)', min: 0, max: 70, step: 5, labelEvery: 2 },
      series: only([15, 20, 25, 30, 50, 60]),
      unit: (v) => `${v} thousand people`,
    },
    (s) => {
      const decades = [
        ['1920', '1930'],
        ['1930', '1940'],
        ['1940', '1950'],
        ['1960', '1970'],
      ] as const;
      const all = ['1920', '1930', '1940', '1950', '1960', '1970'].map((c) => [V, c] as const);
      return {
        name: 'town growth in the highway decade',
        level: 3,
        text: "Historian Dolores Mejía studies how the interstate highway system reshaped small towns in the American Southwest. In one town, she notes, an interstate highway was completed in 1955, connecting the town to two large cities. Mejía argues that the highway drove the town's growth: its population grew more in the decade in which the highway opened than in any other decade shown.",
        body: "Which choice most effectively uses data from the graph to support Mejía's argument?",
        task: 'support',
        claim: decades.map(([a, b]) => s.moreChange([V, '1950', '1960'], [V, a, b])),
        key: {
          text: 'The population rose by 20 thousand between 1950 and 1960, more than in any other decade shown.',
          says: [
            s.change(V, '1950', '1960', 20),
            s.custom(
              all,
              (get) =>
                decades.every(
                  ([a, b]) => get([V, b]) - get([V, a]) < get([V, '1960']) - get([V, '1950']),
                ),
              [],
              [],
            ),
          ],
          kind: 'key',
          why: 'The highway opened in the 1950s, and this choice shows that the decade from 1950 to 1960 brought more growth, 20 thousand people, than any other decade.',
        },
        others: [
          {
            text: 'The population reached its highest level, 60 thousand, in 1970.',
            says: [s.val(V, '1970', 60), ...s.highest(V, '1970')],
            kind: 'offpoint',
            why: "It is accurate, but it reports a level, not a change; the town's largest population does not show which decade brought the most growth.",
          },
          {
            text: 'The population grew by 20 thousand between 1950 and 1960 but by only 10 thousand between 1960 and 1970.',
            says: [s.change(V, '1950', '1960', 20), s.change(V, '1960', '1970', 10)],
            kind: 'partial',
            why: 'It is accurate, but it compares the highway decade with only the decade after it, not with the decades before the highway came.',
          },
          {
            text: 'The population grew more between 1920 and 1930 than it did between 1950 and 1960.',
            says: [s.moreChange([V, '1920', '1930'], [V, '1950', '1960'])],
            kind: 'inaccurate',
            why: 'It reverses the graph: the population grew by 5 thousand between 1920 and 1930 but by 20 thousand between 1950 and 1960.',
          },
        ],
        hints: [
          'The argument is about growth within decades, not about the size of the population.',
        ],
        superhints: [
          "A decade's growth is the difference between the points at its two ends. Work out what the argument says about those differences, check each choice against the line, and keep only an accurate choice that compares the growth of the highway's decade with that of every other decade.",
        ],
      };
    },
  ),

  item(
    {
      kind: 'bar',
      about: 'crop yields in fields treated with compost and with synthetic fertilizer',
      x: { label: 'Crop', categories: ['Corn', 'Wheat', 'Soybeans', 'Oats'] },
      y: { label: 'Yield (bushels per acre)', min: 0, max: 200, step: 10, labelEvery: 2 },
      series: [
        { id: 'comp', name: 'Compost', word: 'compost', values: [170, 60, 50, 80] },
        {
          id: 'syn',
          name: 'Synthetic fertilizer',
          word: 'synthetic fertilizer',
          values: [160, 50, 60, 70],
        },
      ],
      unit: (v) => `${v} bushels per acre`,
      say: { Soybeans: 'soybean', Oats: 'oat' },
    },
    (s) => ({
      name: 'compost and synthetic fertilizer',
      level: 3,
      text: 'Agronomist Priya Raman compared two ways of fertilizing farm fields: spreading compost and applying a synthetic fertilizer. Because compost also improves the structure of the soil, Raman hypothesized that fields treated with compost would produce higher yields than fields treated with synthetic fertilizer for every crop she tested.',
      body: "Which choice most effectively uses data from the graph to weaken Raman's hypothesis?",
      task: 'weaken',
      claim: ['Corn', 'Wheat', 'Soybeans', 'Oats'].map((c) => s.gt(['comp', c], ['syn', c])),
      key: {
        text: 'Soybean fields treated with synthetic fertilizer yielded 60 bushels per acre, while those treated with compost yielded 50.',
        says: [s.val('syn', 'Soybeans', 60), s.val('comp', 'Soybeans', 50)],
        kind: 'key',
        why: 'The hypothesis covers every crop, so a single crop for which compost did worse undercuts it, and this choice gives one: soybeans yielded 60 bushels per acre with synthetic fertilizer but only 50 with compost.',
      },
      others: [
        {
          text: 'Corn fields treated with compost yielded 170 bushels per acre, 10 more than corn fields given synthetic fertilizer.',
          says: [
            s.val('comp', 'Corn', 170),
            s.custom(
              [
                ['comp', 'Corn'],
                ['syn', 'Corn'],
              ],
              (get) => get(['comp', 'Corn']) - get(['syn', 'Corn']) === 10,
              [10],
            ),
          ],
          kind: 'partial',
          why: 'It is accurate, but it fits the hypothesis rather than weakening it: for corn, compost did better.',
        },
        {
          text: 'Oat fields treated with synthetic fertilizer out-yielded oat fields treated with compost.',
          says: [s.gt(['syn', 'Oats'], ['comp', 'Oats'])],
          kind: 'inaccurate',
          why: 'It reverses the graph: oat fields treated with compost yielded 80 bushels per acre, more than the 70 of those treated with synthetic fertilizer.',
        },
        {
          text: 'Whichever treatment was used, corn produced higher yields than any other crop.',
          says: ['comp', 'syn'].flatMap((t) =>
            ['Wheat', 'Soybeans', 'Oats'].map((c, i) => ({
              ...s.gt([t, 'Corn'], [t, c]),
              mentions: t === 'comp' && i === 0 ? ['corn'] : [],
            })),
          ),
          kind: 'offpoint',
          why: 'It is accurate, but it compares the crops with one another, not the two treatments, which is what the hypothesis is about.',
        },
      ],
      hints: ['Ask what kind of result would show that a claim about every crop is not true.'],
      superhints: [
        'State the hypothesis as a comparison of the two treatments, made for each crop. Check each choice against the paired bars, using the legend, then ask whether it shows that comparison turning out the way the hypothesis expects or the other way.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about: 'voter turnout in a city election, by age group',
      x: { label: 'Age group (years)', categories: ['18–24', '25–44', '45–64', '65+'] },
      y: { label: 'Voter turnout (%)', min: 0, max: 80, step: 5, labelEvery: 2 },
      series: only([30, 45, 60, 70]),
      unit: (v) => `${v}%`,
      say: { '65+': '65 and older' },
    },
    (s) => ({
      name: 'young and old voter turnout',
      level: 3,
      text: "Political scientists have long observed that older citizens vote at higher rates than younger ones. Studying a recent city election, political scientist Imani Carter found that this gap was especially wide: the turnout rate among the city's youngest eligible voters was less than half the rate among its oldest, since __blank__",
      body: "Which choice most effectively uses data from the graph to complete the statement about Carter's finding?",
      task: 'support',
      claim: [
        s.custom(
          [
            [V, '18–24'],
            [V, '65+'],
          ],
          (get) => 2 * get([V, '18–24']) < get([V, '65+']),
        ),
      ],
      key: {
        text: '30% of eligible voters aged 18–24 voted, compared with 70% of those aged 65 and older.',
        says: [s.val(V, '18–24', 30), s.val(V, '65+', 70)],
        kind: 'key',
        why: "Half of 70% is 35%, and the youngest group's 30% falls below that, so this choice shows turnout among the youngest voters at less than half that of the oldest.",
      },
      others: [
        {
          text: '30% of eligible voters aged 18–24 voted, compared with 70% of eligible voters aged 45–64.',
          says: [s.val(V, '18–24', 30), s.val(V, '45–64', 70)],
          kind: 'inaccurate',
          why: 'It misreads the graph: 70% was the turnout of voters aged 65 and older, while that of voters aged 45–64 was 60%.',
        },
        {
          text: 'turnout was lowest among voters aged 18–24, at 30%.',
          says: [
            s.val(V, '18–24', 30),
            s.custom(
              ['25–44', '45–64', '65+'].map((c) => [V, c] as const),
              (get) => ['25–44', '45–64', '65+'].every((c) => get([V, c]) > get([V, '18–24'])),
              [],
              [],
            ),
          ],
          kind: 'offpoint',
          why: "It is accurate, but it gives only the youngest group's rate; being the lowest does not show being less than half the rate of the oldest.",
        },
        {
          text: 'turnout rose with each older age group, from 45% among voters aged 25–44 to 60% among those aged 45–64.',
          says: [...s.every(V, 'rise'), s.val(V, '25–44', 45), s.val(V, '45–64', 60)],
          kind: 'offpoint',
          why: 'It is accurate, but it describes the middle age groups and does not compare the youngest voters with the oldest.',
        },
      ],
      hints: ['"Less than half" is a comparison between two particular groups.'],
      superhints: [
        "Find the two groups the statement compares and read each one's rate from the bars. A choice completes the statement only if it gives both rates correctly and the first is less than half the second; halve the larger rate to check.",
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'daily bridge crossings and ferry trips into a coastal city, by year',
      x: { label: 'Year', categories: ['2014', '2015', '2016', '2017', '2018', '2019'] },
      y: { label: 'Trips per day (thousands)', min: 0, max: 56, step: 4, labelEvery: 2 },
      series: [
        {
          id: 'bridge',
          name: 'Bridge crossings',
          word: 'bridge',
          values: [48, 52, 44, 40, 36, 36],
        },
        { id: 'ferry', name: 'Ferry trips', word: 'ferry', values: [20, 20, 16, 16, 12, 12] },
      ],
      unit: (v) => `${v} thousand`,
    },
    (s) => ({
      name: 'bridge toll and ferry trips',
      level: 3,
      text: "At the start of 2016, the toll for driving across the main bridge into a coastal city was doubled. Transportation analyst Dev Malhotra hypothesized that many commuters responded by leaving their cars at home and taking the city's ferry instead. If Malhotra is right, bridge crossings should have fallen after the toll increase while ferry trips rose.",
      body: "Which choice most effectively uses data from the graph to weaken Malhotra's hypothesis?",
      task: 'weaken',
      claim: [s.fall('bridge', '2015', '2019'), s.rise('ferry', '2015', '2019')],
      key: {
        text: 'Ferry trips fell from 20 thousand a day in 2015 to 12 thousand a day in 2019.',
        says: [s.val('ferry', '2015', 20), s.val('ferry', '2019', 12)],
        kind: 'key',
        why: 'The hypothesis needs ferry trips to rise as drivers switched, but this choice shows them falling after the toll increase, from 20 thousand a day to 12 thousand.',
      },
      others: [
        {
          text: 'Bridge crossings fell from 52 thousand a day in 2015 to 36 thousand a day in 2019.',
          says: [s.val('bridge', '2015', 52), s.val('bridge', '2019', 36)],
          kind: 'partial',
          why: 'It is accurate, but it fits the hypothesis: fewer bridge crossings are what the hypothesis expects.',
        },
        {
          text: 'Ferry trips rose from 12 thousand a day in 2015 to 20 thousand a day in 2019.',
          says: [s.val('ferry', '2015', 12), s.val('ferry', '2019', 20)],
          kind: 'inaccurate',
          why: 'It reverses the graph: ferry trips fell from 20 thousand a day in 2015 to 12 thousand in 2019.',
        },
        {
          text: 'In every year shown, there were more bridge crossings into the city than there were ferry trips.',
          says: [...s.above('bridge', 'ferry')],
          kind: 'offpoint',
          why: 'It is accurate, but it compares the two ways into the city within each year instead of showing how either changed after the toll increase.',
        },
      ],
      hints: [
        'The hypothesis predicts two changes after the toll increase, one for each way into the city.',
      ],
      superhints: [
        'Write down the two changes the hypothesis predicts and which line each belongs to. Check each choice against the graph, then ask whether it shows one of those predicted changes failing to happen; a choice that shows a predicted change happening fits the hypothesis instead.',
      ],
    }),
  ),
];
