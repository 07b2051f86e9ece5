/** SPEC §2 /tests: a placeholder that only says 'Tests Page'. */
export function TestsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tests Page</h1>
    </div>
  );
}
