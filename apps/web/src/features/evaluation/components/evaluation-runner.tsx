import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEvaluationSession, type EvaluationSections } from '../hooks/use-evaluation-session';
import { LEAVE } from '../lib/evaluation-navigation';
import { EvaluationHeader } from './evaluation-header';
import { EvaluationNav } from './evaluation-nav';
import { QuestionCard } from './question-card';
import { ResumedNotice } from './resumed-notice';
import { SectionTimer } from './section-timer';
import { SubmitBanner } from './submit-banner';
import { SubmitDialog } from './submit-dialog';
import type { SubmitDialogProps } from './submit-dialog-body';
import { useAuth } from '../../auth/auth-context';

/** Taking the evaluation: one question at a time, Back/Next, then submitting. */
export function EvaluationRunner({
  sections,
  onSubmitted,
  focusFirst = false,
}: {
  sections: EvaluationSections;
  onSubmitted: SubmitDialogProps['onSubmitted'];
  /** Started from a button that is now gone: the focus goes to the question, not the page. */
  focusFirst?: boolean;
}) {
  const auth = useAuth();
  const session = useEvaluationSession(sections);
  const [dialogOpen, setDialogOpen] = useState(false);
  const headerRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();

  // After Back or Next low on a long page, bring the new question's top into view. On a phone
  // that leaves the button just pressed below the screen, its focus out of sight: the new
  // question takes it then, where the reader starts and Tab goes on to its choices.
  const questionRef = useRef<HTMLElement>(null);
  const focusQuestionIfLost = useRef(false);
  const revealQuestion = () => {
    const header = headerRef.current;
    if (!header || header.getBoundingClientRect().top >= 0) return;
    header.scrollIntoView({ block: 'start' });
    focusQuestionIfLost.current = true;
  };
  const questionId = session.question?._id;
  useEffect(() => {
    if (focusFirst) questionRef.current?.focus({ preventScroll: true });
  }, [focusFirst]);
  useEffect(() => {
    if (!focusQuestionIfLost.current) return;
    focusQuestionIfLost.current = false;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      const { top, bottom } = focused.getBoundingClientRect();
      if (top >= 0 && bottom <= window.innerHeight) return;
    }
    questionRef.current?.focus({ preventScroll: true });
  }, [questionId]);

  const onBack = () => {
    if (session.goBack() !== LEAVE) return revealQuestion();
    // SPEC §4: the previous browser page, in this app or on the site the visitor came from. A
    // tab opened on the evaluation has none, so Back goes home rather than doing nothing.
    if (canGoBack || window.history.length > 1) router.history.back();
    else void navigate({ to: '/' });
  };

  const { question } = session;
  if (!question) return null;
  const position = `Question ${session.questionNumber} of ${session.sectionSize}`;
  return (
    <SubmitDialog
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      answers={session.submission}
      sectionSeconds={session.sectionSeconds}
      accountEmail={auth.state.user?.email}
      onSubmitted={(sent) => {
        session.finish();
        setDialogOpen(false);
        onSubmitted(sent);
      }}
    >
      <div ref={headerRef} className="scroll-mt-20">
        <EvaluationHeader progress={session} />
      </div>
      {session.resumedCount > 0 ? (
        <ResumedNotice
          count={session.resumedCount}
          onStartOver={() => {
            // Drawn at once, so the focus goes to the first question, not the one leaving.
            flushSync(() => session.startOver());
            questionRef.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      <SectionTimer
        sectionNumber={session.sectionNumber}
        spent={session.sectionSeconds[session.sectionNumber - 1] ?? 0}
        hidden={session.timerHidden}
        onHiddenChange={session.setTimerHidden}
      />
      <QuestionCard
        ref={questionRef}
        key={question._id}
        question={question}
        label={`Section ${session.sectionNumber}, ${position}`}
        answer={session.answers[question._id]}
        onAnswer={session.setAnswer}
      />
      <EvaluationNav
        isFinal={session.isFinal}
        canSubmit={session.canSubmit}
        onBack={onBack}
        onNext={() => {
          session.goNext();
          revealQuestion();
        }}
      />
      {session.showsBanner ? (
        <SubmitBanner answeredCount={session.answeredCount} total={session.total} />
      ) : null}
    </SubmitDialog>
  );
}
