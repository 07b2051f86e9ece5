/** A refusal of the whole form (a sign-in lock), said above its button while it holds. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
