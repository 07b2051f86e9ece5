import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import { isSpecialQuestion, randomQuestionQueryOptions } from '../api/get-random-question';
import { AllAnswered, NoQuestions } from './practice-outcome';
import { QuestionCard } from './question-card';

interface PracticeSessionProps {
  subModuleId: string;
  subModuleName: string;
}

/** One random question of the submodule at a time, or what to do when there is none. */
export function PracticeSession({ subModuleId, subModuleName }: PracticeSessionProps) {
  const queryClient = useQueryClient();
  const questionQuery = useSuspenseQuery(randomQuestionQueryOptions(subModuleId));
  const { data: question, dataUpdatedAt } = questionQuery;
  // The id of the last question whose answer was recorded.
  const recordedId = useRef<string | null>(null);
  // Set once the visitor asks for another question: the new card then takes focus.
  const [movedOn, setMovedOn] = useState(false);

  // An answered question is done: leaving drops it from the cache, so coming back draws a new
  // one instead of showing it again. An unanswered one stays, so stepping away and back keeps it.
  useEffect(() => {
    const { queryKey } = randomQuestionQueryOptions(subModuleId);
    return () => {
      const current = queryClient.getQueryData(queryKey);
      if (current && !isSpecialQuestion(current) && current._id === recordedId.current) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    };
  }, [queryClient, subModuleId]);

  async function next() {
    setMovedOn(true);
    const result = await questionQuery.refetch();
    if (result.isError) toast.error('Failed to fetch question');
  }

  if (isSpecialQuestion(question)) {
    return question.body === NO_QUESTIONS_FOUND ? (
      <NoQuestions />
    ) : (
      <AllAnswered subModuleName={subModuleName} />
    );
  }
  return (
    <QuestionCard
      // A new draw is a new card: answer, hints and verdict start afresh.
      key={`${question._id}:${dataUpdatedAt}`}
      question={question}
      focusOnArrival={movedOn}
      onNext={() => void next()}
      loadingNext={questionQuery.isFetching}
      onRecorded={() => {
        recordedId.current = question._id;
      }}
    />
  );
}
