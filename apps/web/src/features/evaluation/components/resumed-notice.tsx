import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../components/ui/notice';

interface ResumedNoticeProps {
  /** Answers kept from an earlier visit on this device. */
  count: number;
  onStartOver: () => void;
}

const linkButton = 'font-semibold text-primary-800 underline underline-offset-2';

/**
 * Said when the evaluation opens with answers from an earlier visit: they are kept, and whoever
 * is not the one who gave them can start over (asked twice: it drops every answer).
 */
export function ResumedNotice({ count, onStartOver }: ResumedNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes away as the notice changes: the focus moves to the question asked,
  // and back to "Start over" when the answers are kept.
  const confirm = useRef<HTMLButtonElement>(null);
  const startOver = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
    else if (asked.current) startOver.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);
  const answers = count === 1 ? '1 answer' : `${count} answers`;
  return (
    <Notice className="mb-4">
      {confirming ? (
        <>
          Clear the {answers} and start again from the first question?{' '}
          <button ref={confirm} type="button" className={linkButton} onClick={onStartOver}>
            Yes, start over
          </button>{' '}
          <button type="button" className={linkButton} onClick={() => setConfirming(false)}>
            Keep my answers
          </button>
        </>
      ) : (
        <>
          Welcome back! Your {answers} from earlier on this device {count === 1 ? 'is' : 'are'}{' '}
          kept, so you can go on where you left off. Not yours?{' '}
          <button
            ref={startOver}
            type="button"
            className={linkButton}
            onClick={() => setConfirming(true)}
          >
            Start over
          </button>
        </>
      )}
    </Notice>
  );
}
