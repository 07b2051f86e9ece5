import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Bookmark, ChevronLeft, ChevronRight } from 'lucide-react';
import type { TestAttemptView, TestModule, TestQuestion } from '@academy/shared/tests';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { QuestionBody } from '../../../components/question-body';
import { FreeEntryInput } from '../../practice/components/free-entry-input';
import { useCountdown } from '../hooks/use-countdown';
import { useFinishModule, type ModuleEnded } from '../hooks/use-finish-module';
import { useAnnotateTool } from '../hooks/use-annotate-tool';
import { useModuleAnswers, type SyncState } from '../hooks/use-module-answers';
import type { Annotation } from '../lib/annotations';
import { laterModuleNotice } from '../lib/sat-modules';
import { AnnotateButton } from './annotate-button';
import { AnnotationPanel } from './annotation-panel';
import { FinishModuleDialog } from './finish-module-dialog';
import { QuestionNavigator } from './question-navigator';
import { TestChoiceList } from './test-choice-list';
import { TestModuleHeader } from './test-module-header';

export interface TestModuleScreenProps {
  attempt: TestAttemptView & { module: TestModule };
  /** When the device received `attempt` (Date.now()), to read the server's clock. */
  receivedAt: number;
  /** The attempt after the module ended (a finish, or time up). */
  onEnded: (next: TestAttemptView | undefined, ended: ModuleEnded) => void;
  /** The math tools (calculator, reference sheet) of the question on screen; the screen gives
   *  a question with a passage its Annotate tool itself. */
  tools?: (question: TestQuestion) => ReactNode;
}

const NO_ANNOTATIONS: Annotation[] = [];
// The passage's text, where annotations are made and drawn (PassageView).
const passageTextOf = (article: HTMLElement | null) =>
  article?.querySelector('[data-passage-text]') ?? null;

const SYNC_TEXT: Record<SyncState, string> = {
  saved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline: your answers are kept on this device and sent when the connection returns',
};

export function TestModuleScreen({ attempt, receivedAt, onEnded, tools }: TestModuleScreenProps) {
  const { module } = attempt;
  const secondsLeft = useCountdown(module.deadline, attempt.serverNow, receivedAt);
  const [confirming, setConfirming] = useState(false);
  const last = module.index === attempt.modules;
  const finish = useFinishModule({
    attemptId: attempt.attemptId,
    moduleIndex: module.index,
    last,
    onEnded,
  });
  const { ending, ended, end } = finish;
  // A question of the Finish dialog's lists was pressed: it takes the focus as the dialog closes.
  const jumped = useRef(false);
  const answers = useModuleAnswers(attempt.attemptId, module, finish.onTimeUp);
  const { state } = answers;
  const current = Math.min(state.position, module.questions.length - 1);
  const question = module.questions[current]!;
  const given = state.answers[question._id];
  const articleRef = useRef<HTMLElement>(null);
  const getPassage = useCallback(() => passageTextOf(articleRef.current), []);
  const questionId = question._id;
  const annotations = state.annotations[questionId] ?? NO_ANNOTATIONS;
  const annotate = useAnnotateTool({
    questionId,
    hasPassage: Boolean(question.passage),
    annotations,
    getRoot: getPassage,
    onAdd: (annotation) => answers.addAnnotation(questionId, annotation),
    onEdit: (id, draft) => answers.editAnnotation(questionId, id, draft),
    onRemove: (id) => answers.removeAnnotation(questionId, id),
  });

  // Time per question: counted while it is on screen, added as the student leaves it.
  const enteredAt = useRef(Date.now());
  const leave = () => {
    answers.addSeconds(question._id, Math.round((Date.now() - enteredAt.current) / 1000));
    enteredAt.current = Date.now();
  };
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });
  // A reload, a closed tab or another page of the app keeps the time counted so far: the device
  // stores it at once, and sends it now or when the module is next open.
  useEffect(() => {
    const keep = () => {
      if (!ended.current) leaveRef.current();
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [ended]);
  const go = (index: number) => {
    leave();
    annotate.leave();
    answers.setPosition(index);
    document.getElementById('test-question-heading')?.focus();
  };

  // A later module takes over the screen at once (a finish, or time up): the focus goes to its
  // first question, which says the module changed, rather than falling to the page.
  const laterModule = module.index > 1;
  useEffect(() => {
    if (laterModule) document.getElementById('test-question-heading')?.focus();
  }, [laterModule]);

  useEffect(() => {
    if (secondsLeft > 0 || ending) return;
    leaveRef.current();
    void end(answers.flush, false);
  }, [secondsLeft, ending, end, answers.flush]);

  // The questions' numbers, from 1, for the Finish dialog.
  const numbersWhere = (test: (q: TestQuestion) => boolean) =>
    module.questions.flatMap((q, index) => (test(q) ? [index + 1] : []));
  const unanswered = numbersWhere((q) => !state.answers[q._id]?.answer.trim());
  const marked = numbersWhere((q) => Boolean(state.answers[q._id]?.marked));
  const locked = ending || secondsLeft === 0;

  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-6">
      <TestModuleHeader
        attempt={attempt}
        secondsLeft={secondsLeft}
        timerHidden={state.timerHidden}
        onTimerHiddenChange={answers.setTimerHidden}
        tools={
          <>
            {annotate.enabled ? <AnnotateButton tool={annotate} locked={locked} /> : null}
            {tools?.(question)}
          </>
        }
      />

      <p role="status" className="mb-3 text-xs text-slate-600">
        {secondsLeft === 0
          ? 'Time is up: saving your answers…'
          : ending
            ? 'Finishing: saving your answers…'
            : SYNC_TEXT[answers.sync]}
      </p>
      {laterModule && Object.keys(state.answers).length === 0 ? (
        <p
          id="test-module-started"
          data-mascot-avoid
          className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900"
        >
          {laterModuleNotice(attempt, module, attempt.serverNow)}
        </p>
      ) : null}

      {/* The numbers' column beside the question only where both fit, in rem: with text at 200%
          on a laptop its 18rem took 576 px, the question was left about 370, and with a tool
          open the numbers ran under it. Stacked otherwise, as on a phone. */}
      <div className="@container">
        <div className="grid grid-cols-1 gap-4 lg:@[47rem]:grid-cols-[1fr_18rem]">
          {/* Padded in pixels on a phone, as the page is (page-gutter): room for the choices'
            formulas with text at 200%. */}
          <article
            ref={articleRef}
            aria-labelledby="test-question-heading"
            data-mascot-avoid
            className="rounded-2xl border border-slate-200/80 bg-white p-[20px] shadow-card sm:p-7"
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2
                id="test-question-heading"
                tabIndex={-1}
                aria-describedby={laterModule ? 'test-module-started' : undefined}
                className="text-sm font-semibold text-slate-700 focus:outline-none"
              >
                Question {current + 1} of {module.questions.length}
              </h2>
              <Button
                variant={given?.marked ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={given?.marked ?? false}
                disabled={locked}
                onClick={() => answers.toggleMark(question._id)}
              >
                <Bookmark className="size-4" aria-hidden="true" />
                Mark for review
              </Button>
            </div>
            <QuestionBody
              question={question}
              afterPassage={<AnnotationPanel annotations={annotations} tool={annotate} />}
            />
            <div className="mt-6 border-t border-slate-100 pt-5">
              {question.type === 'multiple_choice' ? (
                <TestChoiceList
                  questionId={question._id}
                  choices={question.choices}
                  value={given?.answer}
                  struck={state.struck[question._id] ?? []}
                  disabled={locked}
                  onChoose={(choice) => answers.setAnswer(question._id, choice)}
                  onStrike={(choice) => answers.toggleStruck(question._id, choice)}
                />
              ) : (
                <fieldset disabled={locked}>
                  <FreeEntryInput
                    key={question._id}
                    numberBox
                    value={given?.answer ?? ''}
                    onChange={(value) => answers.setAnswer(question._id, value)}
                  />
                </fieldset>
              )}
            </div>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
              <Button variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Back
              </Button>
              {current < module.questions.length - 1 ? (
                <Button onClick={() => go(current + 1)}>
                  Next
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              ) : (
                <Button disabled={locked} onClick={() => setConfirming(true)}>
                  {last ? 'Finish test' : 'Finish module'}
                </Button>
              )}
            </div>
          </article>
          {/* Only as tall as its contents: below them is where the mascot can stand, clear of the
            question and its tools (stretched to the question's height, it left no such room). */}
          <aside data-mascot-avoid className="space-y-3 lg:@[47rem]:self-start">
            <QuestionNavigator
              questions={module.questions}
              answers={state.answers}
              current={current}
              onGo={go}
            />
            <Button
              variant="secondary"
              fullWidth
              disabled={locked}
              onClick={() => setConfirming(true)}
            >
              {last ? 'Finish test' : 'Finish module'}
            </Button>
            {locked ? <Spinner label="Ending the module" /> : null}
          </aside>
        </div>
      </div>

      <FinishModuleDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) finish.clearError();
        }}
        last={last}
        unanswered={unanswered}
        marked={marked}
        onGo={(index) => {
          jumped.current = true;
          setConfirming(false);
          finish.clearError();
          go(index);
        }}
        focusOnClose={() => {
          // The question gone to takes the focus the closing dialog would give its opener.
          const toQuestion = jumped.current;
          jumped.current = false;
          return toQuestion ? document.getElementById('test-question-heading') : null;
        }}
        finishing={ending}
        error={finish.error}
        onFinish={() => {
          leave();
          void end(answers.flush, true);
        }}
      />
    </div>
  );
}
