// The Command of Evidence (Quantitative) graph items written for level 5 (each item's `level` is
// the blind solve's rating plus one, verification record of 2026-12-05): two series and a claim
// with two or three conditions, or a hypothesis to weaken, where the deciding step is reading a
// change between two points rather than a level (rose in both but faster in one, a gap that shrank
// by more than half, equal drops where the hypothesis expects unequal ones). The best wrong choices
// are true of the graph and look as good as the key until that distinction is seen: both series
// rose (without the faster one), one series higher every year (a level, not a change), the change
// the hypothesis predicts (not the one it misses).
import { item, type ItemSpec } from './coe-graphs-model.ts';

export const level5: ItemSpec[] = [
  item(
    {
      kind: 'line',
      about:
        'the share of homes with rooftop solar panels in the northern and southern counties of one state, by year',
      x: { label: 'Year', categories: ['2010', '2012', '2014', '2016', '2018', '2020'] },
      y: { label: 'Homes with solar panels (%)', min: 0, max: 24, step: 2, labelEvery: 2 },
      series: [
        { id: 'n', name: 'Northern counties', word: 'northern', values: [2, 4, 6, 8, 12, 16] },
        { id: 's', name: 'Southern counties', word: 'southern', values: [10, 12, 14, 16, 18, 20] },
      ],
      unit: (v) => `${v}%`,
    },
    (s) => ({
      name: 'solar panels spread faster in the north',
      level: 4,
      text: 'Economists tracking the spread of rooftop solar panels in one state compared its northern counties, where a rebate for installing panels began in 2010, with its southern counties, where no rebate was offered. They report that solar panels became more common in both parts of the state over the following decade but spread faster in the northern counties, a pattern they attribute to the rebate.',
      body: "Which choice most effectively uses data from the graph to support the economists' report?",
      task: 'support',
      claim: [
        s.rise('n', '2010', '2020'),
        s.rise('s', '2010', '2020'),
        s.moreChange(['n', '2010', '2020'], ['s', '2010', '2020']),
      ],
      key: {
        text: 'From 2010 to 2020, the share rose by 14 percentage points in the northern counties and by 10 percentage points in the southern counties.',
        says: [s.change('n', '2010', '2020', 14), s.change('s', '2010', '2020', 10)],
        kind: 'key',
        why: 'The report has three parts: panels became more common in the north, more common in the south, and spread faster in the north. Rises of 14 and 10 percentage points show all three.',
      },
      others: [
        {
          text: 'The share of homes with solar panels rose in both the northern and the southern counties between 2010 and 2020.',
          says: [s.rise('n', '2010', '2020'), s.rise('s', '2010', '2020')],
          kind: 'partial',
          why: 'It is accurate, but it leaves out the comparison at the heart of the report: it does not show that panels spread faster in the northern counties.',
        },
        {
          text: 'In every year shown, a larger share of homes had solar panels in the southern counties than in the northern counties.',
          says: [...s.above('s', 'n')],
          kind: 'offpoint',
          why: 'It is accurate, but it compares levels, not changes; the southern counties can have the larger share every year even while panels spread faster in the north, as they did.',
        },
        {
          text: 'From 2010 to 2020, the share of homes with panels rose from 2% to 16% in the southern counties but only from 10% to 20% in the northern counties.',
          says: [
            s.val('s', '2010', 2),
            s.val('s', '2020', 16),
            s.val('n', '2010', 10),
            s.val('n', '2020', 20),
          ],
          kind: 'inaccurate',
          why: 'It swaps the two lines: the share rose from 2% to 16% in the northern counties and from 10% to 20% in the southern counties.',
        },
      ],
      hints: [
        'The report makes a claim about each part of the state and a comparison between them.',
      ],
      superhints: [
        "List the report's parts: what happened in each group of counties, and how the two compare. Decide whether each part is about a level at one time or a change over time, then check each choice against the lines and keep only an accurate choice that covers every part.",
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about: 'the average reading scores of two high schools, by year',
      x: { label: 'Year', categories: ['2019', '2021', '2023'] },
      y: { label: 'Average reading score', min: 0, max: 80, step: 4, labelEvery: 2 },
      series: [
        { id: 'L', name: 'Lincoln High', word: 'Lincoln High', values: [60, 68, 72] },
        { id: 'R', name: 'Ridge High', word: 'Ridge High', values: [48, 52, 56] },
      ],
      unit: (v) => `${v} points`,
    },
    (s) => ({
      name: 'reading curriculum gains at two schools',
      level: 4,
      text: 'In 2020, two high schools in the same district adopted a new reading curriculum. Lincoln High had a large library and many reading specialists; Ridge High had few of either. Education researcher Samuel Ortiz hypothesized that the curriculum would raise average reading scores at both schools and that, because it supplied materials Ridge High had lacked, it would raise them more at Ridge High than at Lincoln High.',
      body: "Which choice most effectively uses data from the graph to weaken Ortiz's hypothesis?",
      task: 'weaken',
      claim: [
        s.rise('L', '2019', '2023'),
        s.rise('R', '2019', '2023'),
        s.moreChange(['R', '2019', '2023'], ['L', '2019', '2023']),
      ],
      key: {
        text: 'From 2019 to 2023, the average score rose by 8 points at Ridge High but by 12 points at Lincoln High.',
        says: [s.change('R', '2019', '2023', 8), s.change('L', '2019', '2023', 12)],
        kind: 'key',
        why: 'The hypothesis predicts a larger gain at Ridge High, but this choice shows the opposite: a gain of 8 points at Ridge High against 12 points at Lincoln High.',
      },
      others: [
        {
          text: 'Average scores at both Lincoln High and Ridge High were higher in 2023 than in 2019.',
          says: [s.rise('L', '2019', '2023'), s.rise('R', '2019', '2023')],
          kind: 'partial',
          why: "It is accurate, but it fits the hypothesis's first part, gains at both schools, and says nothing about which school gained more.",
        },
        {
          text: "In every year shown, Lincoln High's average score was higher than Ridge High's.",
          says: [...s.above('L', 'R')],
          kind: 'offpoint',
          why: "It is accurate, but it compares the schools' levels; Ridge High could trail every year and still gain more, so this neither supports nor weakens the prediction about gains.",
        },
        {
          text: 'From 2019 to 2023, the average score rose by 12 points at Ridge High but by 8 points at Lincoln High.',
          says: [s.change('R', '2019', '2023', 12), s.change('L', '2019', '2023', 8)],
          kind: 'inaccurate',
          why: "It swaps the schools: Ridge High's average rose by 8 points, from 48 to 56, and Lincoln High's by 12, from 60 to 72.",
        },
      ],
      hints: [
        'The hypothesis has two parts, and a result weakens it only if it goes against one of them.',
      ],
      superhints: [
        "Separate the hypothesis into its parts, and note that the second is about the size of each school's gain, not about its score. Work out each gain from the bars for the years before and after the change, check each choice against them, and ask which part, if any, the choice shows to be false.",
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about:
        'the literacy rates of the coastal and inland provinces of a European country, by year',
      x: { label: 'Year', categories: ['1870', '1880', '1890', '1900', '1910'] },
      y: { label: 'Literacy rate (%)', min: 0, max: 100, step: 5, labelEvery: 2 },
      series: [
        { id: 'C', name: 'Coastal province', word: 'coastal', values: [65, 70, 75, 80, 90] },
        { id: 'I', name: 'Inland province', word: 'inland', values: [25, 35, 50, 65, 75] },
      ],
      unit: (v) => `${v}%`,
    },
    (s) => {
      const gap = (get: (c: readonly [string, string]) => number, y: string) =>
        get(['C', y]) - get(['I', y]);
      const corners = [
        ['C', '1870'],
        ['I', '1870'],
        ['C', '1910'],
        ['I', '1910'],
      ] as const;
      return {
        name: 'literacy gap cut by more than half',
        level: 5,
        text: "After a national law passed in 1870 required every village to fund a primary school, literacy spread quickly in the inland province of one European country, where few schools had existed. Historian Marta Lindqvist argues that the law helped inland residents catch up with those of the country's coastal province: the gap between the two provinces' literacy rates, she finds, shrank by more than half between 1870 and 1910.",
        body: "Which choice most effectively uses data from the graph to support Lindqvist's finding?",
        task: 'support',
        claim: [s.custom([...corners], (get) => 2 * gap(get, '1910') < gap(get, '1870'))],
        key: {
          text: "From 1870 to 1910, the coastal province's literacy rate rose from 65% to 90%, while the inland province's rose from 25% to 75%.",
          says: [
            s.val('C', '1870', 65),
            s.val('C', '1910', 90),
            s.val('I', '1870', 25),
            s.val('I', '1910', 75),
          ],
          kind: 'key',
          why: 'In 1870 the coastal rate led by 40 percentage points (65% against 25%); in 1910 it led by only 15 (90% against 75%), less than half of 40, so the gap shrank by more than half.',
        },
        others: [
          {
            text: "From 1870 to 1910, the inland province's literacy rate rose by 50 percentage points, twice the coastal province's rise.",
            says: [
              s.change('I', '1870', '1910', 50),
              s.custom(
                [...corners],
                (get) =>
                  get(['I', '1910']) - get(['I', '1870']) ===
                  2 * (get(['C', '1910']) - get(['C', '1870'])),
              ),
            ],
            kind: 'offpoint',
            why: 'It is accurate, but it gives only how much each rate rose; without the size of the gap in 1870, those gains cannot show that the gap shrank by more than half.',
          },
          {
            text: "In 1910, the coastal province's literacy rate, 90%, was still higher than the inland province's, 75%.",
            says: [s.val('C', '1910', 90), s.val('I', '1910', 75)],
            kind: 'offpoint',
            why: 'It is accurate, but it gives only the gap at the end of the period; without the gap in 1870 it cannot show how much the gap shrank.',
          },
          {
            text: "From 1870 to 1910, the gap between the two provinces' literacy rates narrowed from 40 to 25 percentage points.",
            says: [
              s.custom(
                [...corners],
                (get) => gap(get, '1870') === 40 && gap(get, '1910') === 25,
                [40, 25],
                ['1870', '1910'],
              ),
            ],
            kind: 'inaccurate',
            why: 'It misreads the graph: in 1910 the rates were 90% and 75%, a gap of 15 percentage points, not 25.',
          },
        ],
        hints: [
          "The finding is about the gap between the two provinces, not about either province's rate alone.",
        ],
        superhints: [
          'Work out what the finding needs: the gap between the provinces at the start of the period, the gap at the end, and whether the second is less than half the first. Then ask which choices give enough to find both gaps, and whether their numbers match the graph.',
        ],
      };
    },
  ),

  item(
    {
      kind: 'line',
      about: "the rate of asthma-related emergency room visits among a city's children, by year",
      x: {
        label: 'Year',
        categories: ['2004', '2006', '2008', '2010', '2012', '2014', '2016'],
      },
      y: { label: 'Visits per 10,000 children', min: 30, max: 66, step: 2, labelEvery: 2 },
      series: [{ id: 'v', name: '', word: '', values: [60, 54, 48, 44, 40, 36, 34] }],
      unit: (v) => `${v} visits per 10,000 children`,
    },
    (s) => ({
      name: 'asthma visits before and after a diesel rule',
      level: 3,
      text: "In 2010, a city began enforcing a rule limiting diesel exhaust from trucks. Public health researcher Ana Petrov hypothesized that the rule caused a drop in asthma-related emergency room visits among the city's children. In her view, the rate of such visits had held steady in the years before the rule took effect and fell only after it did.",
      body: "Which choice most effectively uses data from the graph to weaken Petrov's hypothesis?",
      task: 'weaken',
      allow: [10000],
      claim: [
        s.custom(
          [
            ['v', '2004'],
            ['v', '2006'],
          ],
          (get) => get(['v', '2006']) >= get(['v', '2004']),
        ),
        s.custom(
          [
            ['v', '2006'],
            ['v', '2008'],
          ],
          (get) => get(['v', '2008']) >= get(['v', '2006']),
        ),
        s.custom(
          [
            ['v', '2008'],
            ['v', '2010'],
          ],
          (get) => get(['v', '2010']) >= get(['v', '2008']),
        ),
        s.fall('v', '2010', '2016'),
      ],
      key: {
        text: 'The rate fell from 60 visits per 10,000 children in 2004 to 48 in 2008, before the rule took effect.',
        says: [s.val('v', '2004', 60), s.val('v', '2008', 48)],
        kind: 'key',
        why: 'The hypothesis says the rate held steady until the rule took effect in 2010, but this choice shows it already falling before then, from 60 in 2004 to 48 in 2008, which suggests that something other than the rule was driving the decline.',
      },
      others: [
        {
          text: 'The rate fell from 44 visits per 10,000 children in 2010 to 34 in 2016.',
          says: [s.val('v', '2010', 44), s.val('v', '2016', 34)],
          kind: 'partial',
          why: 'It is accurate, but it shows the drop after the rule took effect, which is just what the hypothesis expects.',
        },
        {
          text: 'The rate fell by 4 visits per 10,000 children between 2012 and 2014, after the rule had taken effect.',
          says: [s.change('v', '2012', '2014', -4)],
          kind: 'offpoint',
          why: 'It is accurate, but a drop between 2012 and 2014, after the rule took effect, does not go against the hypothesis.',
        },
        {
          text: 'The rate rose from 54 visits per 10,000 children in 2006 to 60 in 2008, then fell once the rule took effect.',
          says: [s.val('v', '2006', 54), s.val('v', '2008', 60)],
          kind: 'inaccurate',
          why: 'It misreads the graph: the rate was 48 in 2008, not 60, so it fell rather than rose between 2006 and 2008.',
        },
      ],
      hints: [
        'The hypothesis says something about the years before the rule as well as the years after it.',
      ],
      superhints: [
        'Split the hypothesis into what it says about the years before the rule and what it says about the years after. Check each choice against the line, then ask which part, if any, it shows to be false; a choice that matches what the hypothesis expects cannot weaken it.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about: "a city's spending on parks and on public libraries, by year",
      x: { label: 'Year', categories: ['2015', '2019', '2023'] },
      y: { label: 'Spending (millions of dollars)', min: 0, max: 32, step: 2, labelEvery: 2 },
      series: [
        { id: 'P', name: 'Parks', word: 'park', values: [24, 26, 28] },
        { id: 'Lb', name: 'Libraries', word: 'library', values: [12, 18, 22] },
      ],
      unit: (v) => `${v} million dollars`,
    },
    (s) => ({
      name: 'park and library spending',
      level: 4,
      text: 'City budget analyst Hana Mori examined how a midsize city divided its spending between parks and public libraries after voters approved a library tax in 2016. Mori reports that the city still spent more on parks than on libraries in both 2015 and 2023, but that library spending grew by a larger amount over that period.',
      body: "Which choice most effectively uses data from the graph to support Mori's report?",
      task: 'support',
      claim: [
        s.gt(['P', '2015'], ['Lb', '2015']),
        s.gt(['P', '2023'], ['Lb', '2023']),
        s.moreChange(['Lb', '2015', '2023'], ['P', '2015', '2023']),
      ],
      key: {
        text: 'Park spending was 24 million dollars in 2015 and 28 million in 2023, while library spending was 12 million and 22 million in those years.',
        says: [
          s.val('P', '2015', 24),
          s.val('P', '2023', 28),
          s.val('Lb', '2015', 12),
          s.val('Lb', '2023', 22),
        ],
        kind: 'key',
        why: 'The report has three parts: parks ahead in 2015, parks ahead in 2023, and a larger increase for libraries. These figures give all three: 24 million against 12 million, 28 million against 22 million, and an increase of 10 million for libraries against 4 million for parks.',
      },
      others: [
        {
          text: 'Library spending grew by 10 million dollars from 2015 to 2023, while park spending over the same period grew by only 4 million dollars.',
          says: [s.change('Lb', '2015', '2023', 10), s.change('P', '2015', '2023', 4)],
          kind: 'partial',
          why: 'It is accurate, but it covers only the growth; it does not show that parks still received more money in both years.',
        },
        {
          text: 'In both 2015 and 2023, park spending was greater than library spending.',
          says: [s.gt(['P', '2015'], ['Lb', '2015']), s.gt(['P', '2023'], ['Lb', '2023'])],
          kind: 'partial',
          why: 'It is accurate, but it covers only the amounts in each year; it does not show that library spending grew by more.',
        },
        {
          text: 'Library spending grew from 12 million dollars in 2015 to 28 million dollars in 2023, overtaking the amount the city spent on parks that year.',
          says: [
            s.val('Lb', '2015', 12),
            s.val('Lb', '2023', 28),
            s.gt(['Lb', '2023'], ['P', '2023']),
          ],
          kind: 'inaccurate',
          why: 'It misreads the graph: library spending reached 22 million dollars in 2023, still below park spending of 28 million.',
        },
      ],
      hints: [
        'The report combines a comparison of amounts in two years with a comparison of growth.',
      ],
      superhints: [
        'List each thing the report says: which kind of spending was larger in each of the two years, and which grew by more between them. For each choice, check its numbers against the bars, then ask whether it covers every item on your list or only some of them.',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about:
        'the activity of an enzyme from a hot-spring bacterium and of the same enzyme from a soil bacterium, each as a percentage of its own peak, by temperature',
      x: { label: 'Temperature (°C)', categories: ['30', '40', '50', '60', '70', '80'] },
      y: { label: 'Activity (% of its peak)', min: 0, max: 100, step: 5, labelEvery: 2 },
      series: [
        {
          id: 'hot',
          name: 'Hot-spring enzyme',
          word: 'hot-spring',
          values: [20, 35, 55, 80, 100, 70],
        },
        { id: 'soil', name: 'Soil enzyme', word: 'soil', values: [60, 100, 85, 50, 20, 5] },
      ],
      unit: (v) => `${v}%`,
    },
    (s) => ({
      name: 'enzyme activity lost at high temperature',
      level: 4,
      text: "Enzymes from microbes that live in hot springs are prized in industry because many keep working at temperatures that disable other enzymes. Biochemist Adaeze Obi compared an enzyme from a hot-spring bacterium with the same enzyme from a soil bacterium, expressing each enzyme's activity as a percentage of its own peak. Obi reports that as the temperature rose from 60°C to 80°C, the soil enzyme lost most of the activity it still had, while the hot-spring enzyme lost comparatively little.",
      body: "Which choice most effectively uses data from the graph to support Obi's report?",
      task: 'support',
      claim: [
        s.custom(
          [
            ['soil', '60'],
            ['soil', '80'],
          ],
          (get) => 2 * get(['soil', '80']) < get(['soil', '60']),
        ),
        s.moreChange(['hot', '60', '80'], ['soil', '60', '80']),
      ],
      key: {
        text: "Between 60°C and 80°C, the soil enzyme's activity fell from 50% to 5% of its peak, while the hot-spring enzyme's fell from 80% to 70%.",
        says: [
          s.val('soil', '60', 50),
          s.val('soil', '80', 5),
          s.val('hot', '60', 80),
          s.val('hot', '80', 70),
        ],
        kind: 'key',
        why: 'Falling from 50% to 5% of its peak, the soil enzyme lost most of the activity it had at 60°C, while the hot-spring enzyme lost only 10 percentage points, from 80% to 70%; the choice shows both sides of the report.',
      },
      others: [
        {
          text: "At 80°C, the hot-spring enzyme's activity was 70% of its peak, far above the soil enzyme's activity at that temperature, 5% of its peak.",
          says: [s.val('hot', '80', 70), s.val('soil', '80', 5)],
          kind: 'offpoint',
          why: 'It is accurate, but it gives only where each enzyme ended up at 80°C, not how much activity each lost from 60°C, which is what the report is about.',
        },
        {
          text: "The soil enzyme's activity fell from 50% of its peak at 60°C to 5% at 80°C.",
          says: [s.val('soil', '60', 50), s.val('soil', '80', 5)],
          kind: 'partial',
          why: 'It is accurate, but it covers only the soil enzyme; it does not show that the hot-spring enzyme lost comparatively little.',
        },
        {
          text: "The hot-spring enzyme's activity fell from 100% of its peak at 60°C to 70% at 80°C, a larger drop than the soil enzyme's.",
          says: [
            s.val('hot', '60', 100),
            s.val('hot', '80', 70),
            s.moreChange(['soil', '60', '80'], ['hot', '60', '80']),
          ],
          kind: 'inaccurate',
          why: "It misreads the graph: the hot-spring enzyme was at 80% of its peak at 60°C (its peak came at 70°C), and its drop of 10 percentage points was far smaller than the soil enzyme's.",
        },
      ],
      hints: [
        'The report is about how much activity each enzyme lost over a range of temperatures.',
      ],
      superhints: [
        'Find the two temperatures that bound the range the report describes and, for each enzyme, how its activity changed between them. Then check each choice against the lines: does it give the change for both enzymes, or only part of that?',
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about:
        'the average daily wages of skilled and unskilled workers in Philadelphia workshops, by year',
      x: { label: 'Year', categories: ['1820', '1830', '1840', '1850', '1860'] },
      y: { label: 'Daily wage (cents)', min: 0, max: 200, step: 10, labelEvery: 2 },
      series: [
        { id: 'sk', name: 'Skilled workers', word: 'skilled', values: [100, 110, 130, 150, 180] },
        { id: 'un', name: 'Unskilled workers', word: 'unskilled', values: [70, 80, 80, 90, 90] },
      ],
      unit: (v) => `${v} cents`,
    },
    (s) => ({
      name: 'skilled and unskilled wage gap',
      level: 3,
      text: "Economic historians have debated whether early industrialization in the United States widened the pay gap between skilled and unskilled workers. Using payroll records from workshops in Philadelphia, researcher Lena Hoffmann found that it did: between 1820 and 1860, she reports, the amount by which a skilled worker's daily wage exceeded an unskilled worker's grew.",
      body: "Which choice most effectively uses data from the graph to support Hoffmann's finding?",
      task: 'support',
      claim: [
        s.custom(
          [
            ['sk', '1820'],
            ['un', '1820'],
            ['sk', '1860'],
            ['un', '1860'],
          ],
          (get) =>
            get(['sk', '1860']) - get(['un', '1860']) > get(['sk', '1820']) - get(['un', '1820']),
        ),
      ],
      key: {
        text: 'Skilled workers earned 100 cents a day in 1820 and 180 cents in 1860; unskilled workers earned 70 cents and 90 cents in those years.',
        says: [
          s.val('sk', '1820', 100),
          s.val('un', '1820', 70),
          s.val('sk', '1860', 180),
          s.val('un', '1860', 90),
        ],
        kind: 'key',
        why: "Skilled workers' wages exceeded unskilled workers' by 30 cents in 1820 (100 against 70) and by 90 cents in 1860 (180 against 90), so the gap grew.",
      },
      others: [
        {
          text: 'Daily wages rose for both skilled and unskilled workers between 1820 and 1860.',
          says: [s.rise('sk', '1820', '1860'), s.rise('un', '1820', '1860')],
          kind: 'offpoint',
          why: 'It is accurate, but both wages rising does not show that the difference between them grew; they could have risen by the same amount.',
        },
        {
          text: 'Skilled workers earned more per day than unskilled workers in every year shown, from 1820 through 1860.',
          says: [...s.above('sk', 'un')],
          kind: 'offpoint',
          why: 'It is accurate, but skilled workers could out-earn unskilled workers every year while the gap between them stayed the same or narrowed.',
        },
        {
          text: 'From 1820 to 1860, the wages of unskilled workers rose by more than the wages of skilled workers did, narrowing the gap.',
          says: [s.moreChange(['un', '1820', '1860'], ['sk', '1820', '1860'])],
          kind: 'inaccurate',
          why: "It reverses the graph: unskilled workers' wages rose by 20 cents from 1820 to 1860, while skilled workers' wages rose by 80 cents.",
        },
      ],
      hints: [
        'The finding is about the difference between two wages and how that difference changed.',
      ],
      superhints: [
        'The finding needs the gap between the two lines at the start of the period and at its end. For each choice, ask whether it lets you work out both gaps, check its numbers against the graph, and then compare the gaps.',
      ],
    }),
  ),

  item(
    {
      kind: 'bar',
      about:
        'the share of workers employed in farming in the North and the South of the United States, by year',
      x: { label: 'Year', categories: ['1880', '1900', '1920'] },
      y: { label: 'Workers in farming (%)', min: 0, max: 80, step: 5, labelEvery: 2 },
      series: [
        { id: 'N', name: 'North', word: 'North', values: [50, 40, 25] },
        { id: 'S', name: 'South', word: 'South', values: [75, 65, 50] },
      ],
      unit: (v) => `${v}%`,
    },
    (s) => ({
      name: 'farm workforce in the North and the South',
      level: 4,
      text: 'Economic historian Colette Durand compared how quickly two regions of the United States moved their workforces off the farm. She argues that although the share of workers employed in farming declined in both the North and the South between 1880 and 1920, the South remained the more agricultural region at the end of the period.',
      body: "Which choice most effectively uses data from the graph to support Durand's argument?",
      task: 'support',
      claim: [
        s.fall('N', '1880', '1920'),
        s.fall('S', '1880', '1920'),
        s.gt(['S', '1920'], ['N', '1920']),
      ],
      key: {
        text: 'Between 1880 and 1920, the share of workers in farming fell from 50% to 25% in the North and from 75% to 50% in the South.',
        says: [
          s.val('N', '1880', 50),
          s.val('N', '1920', 25),
          s.val('S', '1880', 75),
          s.val('S', '1920', 50),
        ],
        kind: 'key',
        why: 'The argument needs a decline in each region and a South still more agricultural in 1920. Falls from 50% to 25% and from 75% to 50% give both declines, and 50% against 25% in 1920 puts the South ahead.',
      },
      others: [
        {
          text: 'In every year shown, a larger share of workers were in farming in the South than in the North.',
          says: [...s.above('S', 'N')],
          kind: 'partial',
          why: "It is accurate, but it shows only that the South stayed more agricultural, not that farming's share declined in both regions.",
        },
        {
          text: 'The share of workers in farming fell by 25 percentage points in both the North and the South between 1880 and 1920, the same decline in each.',
          says: [s.change('N', '1880', '1920', -25), s.change('S', '1880', '1920', -25)],
          kind: 'partial',
          why: 'It is accurate, but equal declines say nothing about which region was more agricultural in 1920.',
        },
        {
          text: 'In 1920, 25% of workers in the South were in farming, compared with 50% in the North.',
          says: [s.val('S', '1920', 25), s.val('N', '1920', 50)],
          kind: 'inaccurate',
          why: 'It swaps the regions: in 1920, 50% of workers in the South and 25% in the North were in farming.',
        },
      ],
      hints: [
        'The argument says one thing about change in each region and another about the two regions at the end of the period.',
      ],
      superhints: [
        "List the argument's parts: a change over time in each region, and a comparison between the regions in the last year. For each choice, check its numbers against the bars, then ask whether it establishes every part, or only the changes, or only the comparison.",
      ],
    }),
  ),

  item(
    {
      kind: 'line',
      about: 'flu hospitalizations per 100,000 people in two neighboring counties, by year',
      x: { label: 'Year', categories: ['2016', '2017', '2018', '2019', '2020'] },
      y: { label: 'Hospitalizations per 100,000', min: 0, max: 52, step: 2, labelEvery: 2 },
      series: [
        { id: 'A', name: 'Alder County', word: 'Alder County', values: [40, 42, 40, 30, 22] },
        { id: 'B', name: 'Birch County', word: 'Birch County', values: [46, 48, 46, 36, 28] },
      ],
      unit: (v) => `${v} per 100,000 people`,
    },
    (s) => ({
      name: 'school flu shots in two counties',
      level: 4,
      text: 'In 2018, Alder County began offering free flu shots at every public school, while neighboring Birch County, which is similar in size and income, did not. Epidemiologist Yusuf Haddad hypothesized that the program would reduce flu hospitalizations in Alder County and that, from 2018 to 2020, hospitalizations would fall by more in Alder County than in Birch County.',
      body: "Which choice most effectively uses data from the graph to weaken Haddad's hypothesis?",
      task: 'weaken',
      allow: [100000],
      claim: [
        s.fall('A', '2018', '2020'),
        s.moreChange(['B', '2018', '2020'], ['A', '2018', '2020']),
      ],
      key: {
        text: 'From 2018 to 2020, hospitalizations fell by 18 per 100,000 people in Alder County and by 18 per 100,000 people in Birch County.',
        says: [s.change('A', '2018', '2020', -18), s.change('B', '2018', '2020', -18)],
        kind: 'key',
        why: 'The hypothesis predicts a larger drop in Alder County, where the program ran, but this choice shows equal drops of 18 per 100,000 people in the two counties, as if the program made no difference.',
      },
      others: [
        {
          text: 'Hospitalizations in Alder County fell from 40 per 100,000 people in 2018 to 22 per 100,000 people in 2020, after the program began.',
          says: [s.val('A', '2018', 40), s.val('A', '2020', 22)],
          kind: 'partial',
          why: "It is accurate, but it shows only the drop in Alder County, which the hypothesis expects; without Birch County's drop to compare, it cannot weaken the hypothesis.",
        },
        {
          text: 'In every year shown, Alder County had fewer hospitalizations per 100,000 people than Birch County did.',
          says: [...s.above('B', 'A')],
          kind: 'offpoint',
          why: "It is accurate, but it compares the counties' levels, and Alder County was lower even before the program began, so it says nothing about which county's hospitalizations fell by more.",
        },
        {
          text: 'From 2018 to 2020, hospitalizations fell by 18 per 100,000 people in Alder County but by only 10 per 100,000 people in Birch County.',
          says: [s.change('A', '2018', '2020', -18), s.change('B', '2018', '2020', -10)],
          kind: 'inaccurate',
          why: 'It misreads the graph: hospitalizations in Birch County fell from 46 to 28 per 100,000 people, a drop of 18, not 10.',
        },
      ],
      hints: ['The hypothesis compares how much hospitalizations fell in the two counties.'],
      superhints: [
        "Separate the hypothesis into its parts, and note which one compares changes rather than levels. Work out each county's change between the two years the hypothesis names, check each choice against the lines, and ask which part, if any, the choice shows to be false.",
      ],
    }),
  ),
];
