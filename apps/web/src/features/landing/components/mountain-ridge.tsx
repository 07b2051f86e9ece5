/** Layered ridges under the hero: the logo's summit, stretched into a horizon. */
export function MountainRidge({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="fill-primary-100"
        d="M0 120 180 52l120 46 170-84 150 70 110-40 210 92 160-76 140 58 200-62v144H0Z"
      />
      <path
        className="fill-primary-200/70"
        d="M0 140 140 96l150 34 190-66 170 62 150-30 180 44 200-58 150 40 110-22v60H0Z"
      />
      <path
        className="fill-slate-50"
        d="M0 160V150l240-22 260 18 240-26 300 24 250-20 150 12v24Z"
      />
    </svg>
  );
}
