// The studies of hard-statistical-claims.ts: a population, a wider one it cannot speak for, an
// activity, and an outcome, worded so the templates can assemble every conclusion from them.
export interface Study {
  population: string;
  widerPopulation: string;
  /** a verb phrase after "who" and "to": "walk at least 30 minutes a day" */
  act: string;
  /** the same as the subject of a sentence */
  actNoun: string;
  /** after the group: "had lower average resting heart rates" (a comparison follows) */
  outcome: string;
  outcomeNoun: string;
  /** a yes-or-no result counted in each group */
  success: string;
  convenience: string;
  website: string;
  /** a measure scored from 0 to 100, fitting the outcome: "a cardiovascular fitness assessment" */
  score: string;
}

export const CONTEXTS: readonly Study[] = [
  {
    population: 'adults in Linwood County',
    widerPopulation: 'adults in the United States',
    act: 'walk at least 30 minutes a day',
    actNoun: 'Walking at least 30 minutes a day',
    outcome: 'had lower average resting heart rates',
    outcomeNoun: 'a lower resting heart rate',
    success: 'reported sleeping better',
    convenience: 'a running club',
    website: 'a fitness website',
    score: 'a cardiovascular fitness assessment',
  },
  {
    population: 'students at Westbrook High School',
    widerPopulation: 'high school students in the state',
    act: 'study with music playing',
    actNoun: 'Studying with music playing',
    outcome: 'had higher average quiz scores',
    outcomeNoun: 'higher quiz scores',
    success: 'passed a vocabulary quiz',
    convenience: "the school's music club",
    website: "the school newspaper's website",
    score: 'a reading comprehension test',
  },
  {
    population: 'employees of Brightline Software',
    widerPopulation: 'office workers in the country',
    act: 'work from home two days a week',
    actNoun: 'Working from home two days a week',
    outcome: 'reported higher average job satisfaction',
    outcomeNoun: 'higher job satisfaction',
    success: 'met all their project deadlines',
    convenience: "the company's cafeteria at lunch",
    website: "the company's internal message board",
    score: 'a job satisfaction survey',
  },
  {
    population: 'adult residents of Pine City',
    widerPopulation: 'adults in the country',
    act: 'take a daily vitamin D supplement',
    actNoun: 'Taking a daily vitamin D supplement',
    outcome: 'missed fewer days of work, on average,',
    outcomeNoun: 'fewer missed days of work',
    success: 'had no colds during the winter',
    convenience: 'a pharmacy',
    website: 'a wellness blog',
    score: 'a general health assessment',
  },
  {
    population: 'customers of the FreshMart grocery chain',
    widerPopulation: 'grocery shoppers in the country',
    act: "use FreshMart's mobile app",
    actNoun: "Using FreshMart's mobile app",
    outcome: 'spent more per visit, on average,',
    outcomeNoun: 'higher spending per visit',
    success: 'shopped again within a week',
    convenience: 'one FreshMart store on a Saturday morning',
    website: "FreshMart's social media page",
    score: 'a shopping satisfaction survey',
  },
  {
    population: 'seventh graders in the Ridgefield School District',
    widerPopulation: 'seventh graders in the state',
    act: 'read for 20 minutes each evening',
    actNoun: 'Reading for 20 minutes each evening',
    outcome: 'had higher average vocabulary test scores',
    outcomeNoun: 'higher vocabulary test scores',
    success: 'improved their vocabulary test scores',
    convenience: "the district's summer reading program",
    website: "the district's parent newsletter site",
    score: 'a vocabulary test',
  },
];
