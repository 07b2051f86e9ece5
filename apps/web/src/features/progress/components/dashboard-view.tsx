import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { cn } from '../../../lib/cn';
import { MasteryLevelsHelp } from './mastery-levels-help';
import { ProgressSummary } from './progress-summary';
import { TopicMastery } from './topic-mastery';
import { WeakestConcepts } from './weakest-concepts';
import { WeeklyActivity } from './weekly-activity';

interface DashboardViewProps {
  data: ProgressDashboard;
  /**
   * Whose dashboard a parent or the tutor is reading (their first name): the headings name the
   * student and the concepts have no Practice button. Absent: the student's own, with Practice.
   */
  studentName?: string;
}

/**
 * The dashboard's two columns, 24rem beside the rest: from 1024 px, while their @container (the
 * dashboard, the tutor's student page) has 41.5rem, 16rem left beside the 24rem. In rem, so that with
 * large text the columns stack: at 200% on a 1280 px window the first was a strip of 255 px,
 * whose chart titles ran into each other and whose topic names ran out of their card.
 */
export const DASHBOARD_COLUMNS =
  'grid grid-cols-1 lg:@min-[41.5rem]:grid-cols-[minmax(0,1fr)_24rem] lg:@min-[41.5rem]:items-start';

/** A student's dashboard: totals and estimate, weeks, mastery by topic, weakest concepts. */
export function DashboardView({ data, studentName }: DashboardViewProps) {
  // All of it is read, scores and words alike (decision 026): on a phone the mascot stood on
  // concept scores, the charts and the weakest concepts as the page scrolled.
  return (
    <div className="@container space-y-6" data-mascot-avoid>
      <ProgressSummary
        totals={data.totals}
        estimate={data.estimate}
        readingWritingEstimate={data.readingWritingEstimate}
        studentName={studentName}
      />
      <div className={cn(DASHBOARD_COLUMNS, 'gap-6')}>
        <div className="min-w-0 space-y-6">
          <WeeklyActivity weeks={data.weeks} studentName={studentName} />
          <TopicMastery topics={data.topics} />
        </div>
        <div className="space-y-6">
          <WeakestConcepts weakest={data.weakest} studentName={studentName} />
          <MasteryLevelsHelp />
        </div>
      </div>
    </div>
  );
}
