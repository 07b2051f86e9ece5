import type { AnsweredQuestion } from '@academy/shared/progress';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { AnsweredCardButton } from './answered-card-button';
import { QuestionDetails } from './question-details';

/** A review card with its 'Question Details' dialog, mounted open by the card's first press. */
export function AnsweredCardDetails({
  question,
  now,
  previewId,
}: {
  question: AnsweredQuestion;
  now: Date;
  previewId: string;
}) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <AnsweredCardButton question={question} now={now} previewId={previewId} />
      </DialogTrigger>
      <QuestionDetails question={question} />
    </Dialog>
  );
}
