/** A stylised street map with a pin: decoration for the address, not a real map. */
export function MapIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 160"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="160" className="fill-primary-50" />
      <path className="fill-emerald-100" d="M20 18h92v52H20zM268 96h110v50H268z" />
      <path className="fill-sky-100" d="M0 128c60-14 110 10 170-2s90-20 130-6v40H0Z" />
      <g className="fill-none stroke-white" strokeWidth="10" strokeLinecap="round">
        <path d="M-10 88h420M136-10v180M250-10v180M0 30 400 142" />
      </g>
      <g className="fill-none stroke-primary-100" strokeWidth="4" strokeLinecap="round">
        <path d="M-10 52h420M60-10v180M320-10v180" />
      </g>
      <g transform="translate(193 40)">
        <ellipse cx="0" cy="52" rx="14" ry="4" className="fill-slate-900/15" />
        <path
          d="M0 50C-4 38-22 24-22 8a22 22 0 0 1 44 0C22 24 4 38 0 50Z"
          className="fill-primary-600"
        />
        <circle cx="0" cy="8" r="8" className="fill-white" />
      </g>
    </svg>
  );
}
