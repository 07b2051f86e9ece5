/**
 * On the tutor's homework panel of a Guest: how many free questions they have left. Past them
 * practice stops at the plan page, so homework longer than that cannot be finished; the tutor,
 * told, can give the Free tier or ask the family to choose a plan.
 */
export function TrialLeftNote({ firstname, left }: { firstname: string; left: number }) {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {left === 0
        ? `${firstname} has used every free question: no homework can be practiced until the family chooses a plan or you give the Free tier.`
        : `${firstname} is on the free trial, with ${left} free ${left === 1 ? 'question' : 'questions'} left: homework past ${left === 1 ? 'it' : 'them'} waits for a plan or the Free tier.`}
    </p>
  );
}
