// The Command of Evidence (Quantitative) graph items written for level 3 (each item's `level` is
// the blind solve's rating plus one, verification record of 2026-12-05): one claim read off one
// graph, where the key links the claim to the right bars or points and the best wrong choice is
// true of the graph but does not answer (one group of several, one year of a peak, the years before
// the event the claim is about) or reverses what the graph shows.
import { item, only, type ItemSpec } from './coe-graphs-model.ts';

const V = 'v';

export const level3: ItemSpec[] = [
  item(
    {
      kind: 'bar',
      about: 'the average number of bumblebee visits per hour to artificial flowers of five colors',
      x: { label: 'Flower color', categories: ['White', 'Yellow', 'Blue', 'Purple', 'Red'] },
      y: { label: 'Visits per hour', min: 0, max: 45, step: 5 },
      series: only([15, 25, 40, 35, 5]),
      unit: (v) => `${v} visits`,
    },
    (s) => ({
      name: 'bumblebees and flower color',
      level: 2,
      text: 'Bumblebees are often said to prefer flowers at the blue end of the color spectrum. To test this idea, ecologist Marisol Vega set out artificial flowers of five colors, each holding the same sugar solution, in a meadow and counted how often bumblebees visited each color. Vega concluded that the bees favored both blue and purple flowers over flowers of every other color she tested.',
      body: "Which choice most effectively uses data from the graph to support Vega's conclusion?",
      task: 'support',
      claim: ['Blue', 'Purple'].flatMap((b) =>
        ['White', 'Yellow', 'Red'].map((o) => s.gt([V, b], [V, o])),
      ),
      key: {
        text: 'Blue and purple flowers drew 40 and 35 visits per hour, respectively, while no other color drew more than 25.',
        says: [
          s.val(V, 'Blue', 40),
          s.val(V, 'Purple', 35),
          s.custom(
            [
              [V, 'White'],
              [V, 'Yellow'],
              [V, 'Red'],
            ],
            (get) => ['White', 'Yellow', 'Red'].every((c) => get([V, c]) <= 25),
            [25],
            [],
          ),
        ],
        kind: 'key',
        why: 'The conclusion compares each of two colors with every other color, and this choice covers all of those comparisons: blue and purple drew 40 and 35 visits per hour, and none of the other three colors drew more than 25.',
      },
      others: [
        {
          text: 'Blue flowers drew more visits per hour than yellow flowers did, and purple flowers drew more than white flowers did.',
          says: [s.gt([V, 'Blue'], [V, 'Yellow']), s.gt([V, 'Purple'], [V, 'White'])],
          kind: 'partial',
          why: 'It is accurate, but it makes only two of the comparisons the conclusion needs; it does not show, for instance, that blue flowers beat red ones or that purple flowers beat yellow ones.',
        },
        {
          text: 'White flowers drew 15 visits per hour, three times as many as red flowers drew.',
          says: [
            s.val(V, 'White', 15),
            s.custom(
              [
                [V, 'White'],
                [V, 'Red'],
              ],
              (get) => get([V, 'White']) === 3 * get([V, 'Red']),
            ),
          ],
          kind: 'offpoint',
          why: 'It is accurate, but it compares two colors the conclusion sets aside and says nothing about blue or purple flowers.',
        },
        {
          text: 'Purple flowers drew 40 visits per hour, more than flowers of any other color, blue included.',
          says: [s.val(V, 'Purple', 40), ...s.highest(V, 'Purple')],
          kind: 'inaccurate',
          why: 'It misreads the graph: purple flowers drew 35 visits per hour, fewer than the 40 that blue flowers drew.',
        },
      ],
      hints: [
        'The conclusion compares two colors with all of the others, not only with each other.',
      ],
      superhints: [
        'List the comparisons the conclusion makes: each of the two favored colors against each of the remaining colors. Check every choice against the bars, then keep only an accurate choice that covers all of those comparisons, not just some of them.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'the freight carried by the Millbrook Canal, by year',
      x: { label: 'Year', categories: ['1840', '1850', '1860', '1870', '1880'] },
      y: { label: 'Freight (thousands of tons)', min: 0, max: 600, step: 50, labelEvery: 2 },
      series: only([300, 450, 550, 400, 250]),
      unit: (v) => `${v} thousand tons`,
    },
    (s) => ({
      name: 'canal freight after the railroad',
      level: 3,
      text: 'Historian Ruth Okafor studied the shipping records of the Millbrook Canal, which carried coal and grain across the northeastern United States for much of the nineteenth century. In 1860, a railroad line running alongside the canal opened for freight. Okafor argues that the railroad drew business away from the canal, noting that the amount of freight the canal carried __blank__',
      body: "Which choice most effectively uses data from the graph to complete Okafor's statement?",
      task: 'support',
      claim: [s.fall(V, '1860', '1880')],
      key: {
        text: 'fell from 550 thousand tons in 1860 to 250 thousand tons in 1880.',
        says: [s.val(V, '1860', 550), s.val(V, '1880', 250)],
        kind: 'key',
        why: "The railroad opened in 1860, and this choice shows the canal's freight falling after that year, from 550 thousand tons to 250 thousand tons by 1880.",
      },
      others: [
        {
          text: 'fell by half in the decade after 1860, from 550 thousand tons that year to 275 thousand tons in 1870.',
          says: [s.val(V, '1860', 550), s.val(V, '1870', 275)],
          kind: 'inaccurate',
          why: 'It misreads the graph: the canal carried 400 thousand tons in 1870, not 275 thousand, so its freight did not fall by half in that decade.',
        },
        {
          text: 'kept rising after 1860, reaching 600 thousand tons in 1870.',
          says: [s.rise(V, '1860', '1870'), s.val(V, '1870', 600)],
          kind: 'inaccurate',
          why: 'It reverses the graph: the canal carried less freight in 1870 than in 1860, 400 thousand tons against 550 thousand.',
        },
        {
          text: 'grew steadily from 300 thousand tons in 1840 to 550 thousand tons in 1860.',
          says: [
            ...s.every(V, 'rise', '1840', '1860'),
            s.val(V, '1840', 300),
            s.val(V, '1860', 550),
          ],
          kind: 'offpoint',
          why: 'It is accurate, but it describes the years before the railroad opened, so it cannot show business the railroad drew away.',
        },
      ],
      hints: [
        'Find the event the argument turns on, and ask which stretch of the graph could show its effect.',
      ],
      superhints: [
        "The argument needs the canal's freight to drop once the railroad was running. For each choice, check its numbers against the points on the line, then check whether the years it describes come after the event the text dates.",
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about:
        'the average nightly sleep of high school students in grades 9 through 12, by whether they kept a phone in the bedroom',
      x: { label: 'Grade', categories: ['9', '10', '11', '12'] },
      y: { label: 'Average sleep (hours)', min: 0, max: 10, step: 0.5, labelEvery: 2 },
      series: [
        { id: 'phone', name: 'Phone in bedroom', word: 'with a phone', values: [8, 7.5, 7, 6.5] },
        {
          id: 'none',
          name: 'No phone in bedroom',
          word: 'without a phone',
          values: [8.5, 8.5, 8, 7.5],
        },
      ],
      unit: (v) => `${v} hours`,
    },
    (s) => ({
      name: 'phones in the bedroom and sleep',
      level: 2,
      text: 'Sleep researchers asked 1,200 high school students in one district to keep sleep diaries for two weeks and to report whether they kept a phone in their bedroom overnight. The researchers found that the habit was linked to shorter sleep at every grade level: in each grade, students who kept their phones out of the bedroom slept longer, on average, than students who did not.',
      body: "Which choice most effectively uses data from the graph to support the researchers' finding?",
      task: 'support',
      claim: ['9', '10', '11', '12'].map((g) => s.gt(['none', g], ['phone', g])),
      key: {
        text: 'In each of grades 9, 10, 11, and 12, students without a phone in the bedroom averaged more sleep than students with a phone in the bedroom.',
        says: [...s.above('none', 'phone')],
        kind: 'key',
        why: 'The finding is about every grade, and this choice compares the two groups in all four grades, with the students who kept phones out of the bedroom sleeping more in each.',
      },
      others: [
        {
          text: 'Students in grade 9 without a phone in the bedroom averaged 8.5 hours of sleep, compared with 8 hours for those with a phone in the bedroom.',
          says: [s.val('none', '9', 8.5), s.val('phone', '9', 8)],
          kind: 'partial',
          why: 'It is accurate, but it covers only grade 9, and the finding is about every grade.',
        },
        {
          text: 'Students in grade 12 with a phone in the bedroom averaged 6.5 hours of sleep, 1.5 hours less than students in grade 9 with a phone in the bedroom.',
          says: [s.val('phone', '12', 6.5), s.change('phone', '9', '12', -1.5)],
          kind: 'offpoint',
          why: 'It is accurate, but it compares two grades within one group, while the finding compares the two groups with each other.',
        },
        {
          text: 'In grade 11, students with a phone in the bedroom averaged more sleep than students without a phone in the bedroom did.',
          says: [s.gt(['phone', '11'], ['none', '11'])],
          kind: 'inaccurate',
          why: 'It reverses the graph: in grade 11, students with a phone in the bedroom averaged 7 hours, less than the 8 hours of those without one.',
        },
      ],
      hints: ['The finding makes the same comparison at every grade level.'],
      superhints: [
        'Restate the finding as one comparison repeated across the grades: which group should sleep more in each. Check each choice against the paired bars, then ask whether it shows that comparison in every grade or in only some of them.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'the number of bus trips taken in a midsize city, by year',
      x: { label: 'Year', categories: ['2010', '2012', '2014', '2016', '2018'] },
      y: { label: 'Bus trips (millions)', min: 0, max: 50, step: 5, labelEvery: 2 },
      series: only([35, 40, 45, 40, 30]),
      unit: (v) => `${v} million trips`,
    },
    (s) => ({
      name: 'bus ridership peak',
      level: 2,
      text: 'Urban planner Tomás Ruiz examined how many trips riders took on the buses of a midsize city in the Midwest. Ride-hailing services became widely available in the city in 2015. Ruiz claims that bus ridership peaked in 2014, just before ride-hailing arrived, and that it was lower in every other year he examined.',
      body: "Which choice most effectively uses data from the graph to support Ruiz's claim?",
      task: 'support',
      claim: ['2010', '2012', '2016', '2018'].map((y) => s.gt([V, '2014'], [V, y])),
      key: {
        text: 'Riders took 45 million bus trips in 2014, more than in any other year shown.',
        says: [s.val(V, '2014', 45), ...s.highest(V, '2014')],
        kind: 'key',
        why: 'The claim is that 2014 was the peak, and this choice shows that ridership in 2014 was higher than in every other year on the graph.',
      },
      others: [
        {
          text: 'Riders took more bus trips in 2014 than in 2018, when ridership fell to 30 million trips.',
          says: [s.gt([V, '2014'], [V, '2018']), s.val(V, '2018', 30)],
          kind: 'partial',
          why: 'It is accurate, but it compares 2014 with only one other year; it does not show that 2014 topped the rest, including the years before 2014.',
        },
        {
          text: 'Ridership reached its highest level in 2016, when riders took 45 million bus trips.',
          says: [s.val(V, '2016', 45), ...s.highest(V, '2016')],
          kind: 'inaccurate',
          why: 'It misreads the graph: riders took 40 million trips in 2016, fewer than in 2014.',
        },
        {
          text: 'Riders took 35 million bus trips in 2010, 5 million fewer than they took in 2012.',
          says: [s.val(V, '2010', 35), s.change(V, '2010', '2012', 5)],
          kind: 'offpoint',
          why: 'It is accurate, but it compares two early years with each other and says nothing about the year the claim names.',
        },
      ],
      hints: ['A peak is a comparison with every other year, not with one.'],
      superhints: [
        'Ask what the graph must show for the claim to hold: the year the claim names higher than each of the other years. Check each choice against the points on the line, then ask whether it makes that comparison with all the other years.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about:
        'the average height of basil seedlings after three weeks under lamps of four colors of light',
      x: { label: 'Color of light', categories: ['Red', 'Blue', 'Green', 'White'] },
      y: { label: 'Average height (centimeters)', min: 0, max: 20, step: 2 },
      series: only([18, 14, 8, 16]),
      unit: (v) => `${v} centimeters`,
    },
    (s) => ({
      name: 'basil seedlings under colored light',
      level: 3,
      text: "A student noticed that green light looks brighter to the human eye than red or blue light of the same power. The student hypothesized that basil seedlings would therefore grow tallest under green light. To test this idea, the student grew seedlings for three weeks under lamps of four colors, each giving off the same amount of energy, and measured the seedlings' average heights.",
      body: "Which choice most effectively uses data from the graph to weaken the student's hypothesis?",
      task: 'weaken',
      claim: ['Red', 'Blue', 'White'].map((c) => s.gt([V, 'Green'], [V, c])),
      key: {
        text: 'Seedlings grown under green light averaged 8 centimeters, less than half the average height of those grown under red light.',
        says: [
          s.val(V, 'Green', 8),
          s.custom(
            [
              [V, 'Green'],
              [V, 'Red'],
            ],
            (get) => 2 * get([V, 'Green']) < get([V, 'Red']),
          ),
        ],
        kind: 'key',
        why: 'The hypothesis expects the tallest seedlings under green light, but this choice shows them falling far short of the seedlings under red light, 8 centimeters against 18.',
      },
      others: [
        {
          text: 'Seedlings grown under red light averaged 18 centimeters, 2 centimeters more than the seedlings grown under white light averaged.',
          says: [
            s.val(V, 'Red', 18),
            s.custom(
              [
                [V, 'Red'],
                [V, 'White'],
              ],
              (get) => get([V, 'Red']) - get([V, 'White']) === 2,
              [2],
            ),
          ],
          kind: 'offpoint',
          why: 'It is accurate, but it compares red and white light and says nothing about green light, the color the hypothesis is about.',
        },
        {
          text: 'Seedlings grown under green light averaged 16 centimeters, more than those grown under blue light did.',
          says: [s.val(V, 'Green', 16), s.gt([V, 'Green'], [V, 'Blue'])],
          kind: 'inaccurate',
          why: 'It misreads the graph: the 16-centimeter bar belongs to white light, and the seedlings under green light averaged only 8 centimeters.',
        },
        {
          text: 'Seedlings grown under blue light averaged 14 centimeters, less than those grown under white light did.',
          says: [s.val(V, 'Blue', 14), s.gt([V, 'White'], [V, 'Blue'])],
          kind: 'offpoint',
          why: 'It is accurate, but it leaves out green light, so it cannot bear on a prediction about green light.',
        },
      ],
      hints: [
        'A result weakens a prediction when it shows something other than what the prediction expects.',
      ],
      superhints: [
        'State the hypothesis as a comparison: which color it expects to give the tallest seedlings, and against which other colors. Then test each choice twice: is it accurate to the bars, and does it bear on that comparison at all? A choice that leaves out the color the hypothesis names cannot weaken it.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about:
        'the number of newspapers published in a western territory of the United States, by year',
      x: { label: 'Year', categories: ['1850', '1860', '1870', '1880', '1890'] },
      y: { label: 'Newspapers published', min: 0, max: 50, step: 5, labelEvery: 2 },
      series: only([5, 10, 20, 35, 45]),
      unit: (v) => `${v} newspapers`,
    },
    (s) => ({
      name: 'territorial newspapers more than tripled',
      level: 3,
      text: 'Historian Jun Park studied the growth of the press in a western United States territory during the second half of the nineteenth century. Park argues that the arrival of the railroad in 1862 set off a boom in local publishing: the number of newspapers published in the territory, Park notes, more than tripled between 1860 and 1880.',
      body: "Which choice most effectively uses data from the graph to support Park's claim?",
      task: 'support',
      claim: [
        s.custom(
          [
            [V, '1860'],
            [V, '1880'],
          ],
          (get) => get([V, '1880']) > 3 * get([V, '1860']),
        ),
      ],
      key: {
        text: 'The territory had 10 newspapers in 1860 and 35 in 1880.',
        says: [s.val(V, '1860', 10), s.val(V, '1880', 35)],
        kind: 'key',
        why: 'Going from 10 newspapers in 1860 to 35 in 1880 is growth to more than three times the earlier number, as the claim says.',
      },
      others: [
        {
          text: 'The territory had 5 newspapers in 1860 and 20 newspapers in 1880.',
          says: [s.val(V, '1860', 5), s.val(V, '1880', 20)],
          kind: 'inaccurate',
          why: 'It misreads the graph: 5 and 20 are the numbers for 1850 and 1870, while the territory had 10 newspapers in 1860 and 35 in 1880.',
        },
        {
          text: 'The territory had 35 newspapers in 1880, more than in any earlier year shown.',
          says: [
            s.val(V, '1880', 35),
            s.custom(
              ['1850', '1860', '1870'].map((y) => [V, y] as const),
              (get) => ['1850', '1860', '1870'].every((y) => get([V, y]) < get([V, '1880'])),
              [],
              ['1880'],
            ),
          ],
          kind: 'offpoint',
          why: 'It is accurate, but it gives only the later number; without the number for 1860 it cannot show that the count more than tripled.',
        },
        {
          text: 'The number of newspapers in the territory grew by 10 between 1880 and 1890.',
          says: [s.change(V, '1880', '1890', 10)],
          kind: 'offpoint',
          why: 'It is accurate, but it describes the decade after 1880, outside the period the claim covers.',
        },
      ],
      hints: ['The claim is about how many times larger one number became than another.'],
      superhints: [
        'Identify the two years the claim compares and what it says about them. A choice supports the claim only if it gives the number for each of those years, read correctly from the bars, and the later number is more than three times the earlier one.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'the number of nesting pairs of two seabird species on an island, by year',
      x: { label: 'Year', categories: ['2010', '2012', '2014', '2016', '2018'] },
      y: { label: 'Nesting pairs', min: 0, max: 120, step: 10, labelEvery: 2 },
      series: [
        { id: 'puffin', name: 'Puffins', word: 'puffin', values: [40, 50, 70, 90, 110] },
        { id: 'petrel', name: 'Storm petrels', word: 'petrel', values: [20, 30, 40, 50, 60] },
      ],
      unit: (v) => `${v} pairs`,
    },
    (s) => ({
      name: 'seabirds after rat removal',
      level: 2,
      text: 'Black rats, which eat seabird eggs, reached a small island in the North Atlantic more than a century ago. In 2010, conservationists removed every rat from the island and began counting the nesting pairs of two seabird species each year. The conservationists report that both species recovered after the rats were removed: the number of nesting pairs of each species rose between 2010 and 2018.',
      body: "Which choice most effectively uses data from the graph to support the conservationists' report?",
      task: 'support',
      claim: [s.rise('puffin', '2010', '2018'), s.rise('petrel', '2010', '2018')],
      key: {
        text: 'Between 2010 and 2018, puffin pairs rose from 40 to 110 and petrel pairs rose from 20 to 60.',
        says: [
          s.val('puffin', '2010', 40),
          s.val('puffin', '2018', 110),
          s.val('petrel', '2010', 20),
          s.val('petrel', '2018', 60),
        ],
        kind: 'key',
        why: 'The report covers both species, and this choice shows each one rising over the period: puffins from 40 to 110 pairs and storm petrels from 20 to 60.',
      },
      others: [
        {
          text: 'The number of puffin pairs nearly tripled between 2010 and 2018, rising from 40 pairs to 110 pairs.',
          says: [s.val('puffin', '2010', 40), s.val('puffin', '2018', 110)],
          kind: 'partial',
          why: 'It is accurate, but it covers only puffins, while the report says that both species recovered.',
        },
        {
          text: 'The number of petrel pairs fell from 60 in 2010 to 20 in 2018.',
          says: [s.val('petrel', '2010', 60), s.val('petrel', '2018', 20)],
          kind: 'inaccurate',
          why: 'It reverses the graph: storm petrel pairs rose from 20 in 2010 to 60 in 2018.',
        },
        {
          text: 'In 2014, the island had 70 puffin pairs and 40 petrel pairs, so puffins outnumbered petrels that year.',
          says: [
            s.val('puffin', '2014', 70),
            s.val('petrel', '2014', 40),
            s.gt(['puffin', '2014'], ['petrel', '2014']),
          ],
          kind: 'offpoint',
          why: "It is accurate, but it gives both species in a single year, which shows neither species' change over the period.",
        },
      ],
      hints: ['The report makes the same claim about two species.'],
      superhints: [
        'Split the report into one statement per species, each about a change between two years. Check each choice against the right line, using the legend, and keep only an accurate choice that shows that change for every species the report names.',
      ],
    }),
  ),
];
