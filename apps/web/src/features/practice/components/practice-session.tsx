import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import { isSpecialQuestion, randomQuestionQueryOptions } from '../api/get-random-question';
import { AllAnswered, ConceptDone, NoQuestions } from './practice-outcome';
import { QuestionCard } from './question-card';

interface PracticeSessionProps {
  subModuleId: string;
  subModuleName: string;
  /** The concept the pick stays inside, if one was chosen. */
  concept?: { _id: string; name: string };
}

export const RETRY_NOTE =
  'A retry: points and concept scores count your first try, so this answer changes neither.';
export const ROUND_NOTE =
  'Practice again: points and concept scores count your first try, so answers in this round change neither.';

/** One random question of the submodule at a time, or what to do when there is none. */
export function PracticeSession({ subModuleId, subModuleName, concept }: PracticeSessionProps) {
  const queryClient = useQueryClient();
  const conceptId = concept?._id;
  const questionQuery = useSuspenseQuery(randomQuestionQueryOptions(subModuleId, conceptId));
  const { data: question, dataUpdatedAt } = questionQuery;
  // The id of the last question whose answer was recorded.
  const recordedId = useRef<string | null>(null);
  // Set once the visitor asks for another question: the new card then takes focus.
  const [movedOn, setMovedOn] = useState(false);
  const navigate = useNavigate({ from: '/practice/$subModuleId' });
  const { question: retriedId } = useSearch({ strict: false });

  // An answered question is done: leaving drops it from the cache, so coming back draws a new
  // one instead of showing it again. An unanswered one stays, so stepping away and back keeps it.
  useEffect(() => {
    const { queryKey } = randomQuestionQueryOptions(subModuleId, conceptId);
    return () => {
      const current = queryClient.getQueryData(queryKey);
      if (current && !isSpecialQuestion(current) && current._id === recordedId.current) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    };
  }, [queryClient, subModuleId, conceptId]);

  async function next() {
    setMovedOn(true);
    // A retried question is left behind with the next draw: a reload must show the new one,
    // which the server serves again until it is answered, not the retry the address names.
    if (retriedId) void navigate({ search: ({ question: _done, ...rest }) => rest, replace: true });
    const result = await questionQuery.refetch();
    if (result.isError) toast.error('Failed to fetch question');
  }

  if (isSpecialQuestion(question)) {
    if (question.body === NO_QUESTIONS_FOUND) return <NoQuestions focusOnArrival={movedOn} />;
    return concept && question.concept ? (
      <ConceptDone subModuleId={subModuleId} conceptName={concept.name} focusOnArrival={movedOn} />
    ) : (
      <AllAnswered
        subModuleId={subModuleId}
        subModuleName={subModuleName}
        focusOnArrival={movedOn}
      />
    );
  }
  const retrying = retriedId !== undefined && question._id === retriedId;
  // A student retrying a miss from the review, or answering a "Practice again" round right,
  // expected it to mend the score, which did not move.
  const note = retrying ? RETRY_NOTE : question.round !== undefined ? ROUND_NOTE : null;
  return (
    <>
      {note ? (
        <p
          role="note"
          data-mascot-avoid
          className="mb-4 rounded-xl border border-primary-100 bg-primary-50 px-4 py-3 text-sm text-primary-900"
        >
          {note}
        </p>
      ) : null}
      <QuestionCard
        // A new draw is a new card: answer, hints and verdict start afresh.
        key={`${question._id}:${dataUpdatedAt}`}
        question={question}
        focusOnArrival={movedOn}
        onNext={() => void next()}
        onSkipped={() => void next()}
        loadingNext={questionQuery.isFetching}
        onRecorded={() => {
          recordedId.current = question._id;
        }}
      />
    </>
  );
}
