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
  // The button pressed goes away with the question it asked: the focus moves to the answer.
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
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
          Welcome back! Your {answers} from earlier on this device are kept, so you can go on where
          you left off. Not yours?{' '}
          <button type="button" className={linkButton} onClick={() => setConfirming(true)}>
            Start over
          </button>
        </>
      )}
    </Notice>
  );
}
