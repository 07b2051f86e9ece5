import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { MascotEmotion } from '../../../store/mascot-slice';
import './mascot-figure.css';

// Summit, the academy's study buddy: a little snow-capped mountain beside a rising sun (the
// logo's motif), drawn here from scratch. Every pose is the same drawing; mascot-figure.css moves
// the arms, brows and body and swaps eyes and mouth by the data-pose attribute, so a change of
// emotion is a CSS transition rather than a new picture.
//
// Every part that moves all the time (body, arms, blinking eyes, sun rays, tears, sparkles, the
// shadow) is a layer of its own: a box stacked on the others, holding an <svg> with the same
// viewBox. The browser runs animations of such boxes on its compositor; animating shapes inside
// one <svg> would restyle and repaint the drawing on the page's main thread at every frame, for
// as long as the mascot is on screen.

const BODY =
  'M18 178C16 140 40 84 66 48Q80 30 94 48C120 84 144 140 142 178Q142 188 130 188H30Q18 188 18 178Z';
const SNOW = 'M0 0H160V70H112Q104 82 96 70Q88 84 80 70Q72 84 64 70Q56 82 48 70H0Z';
const OPEN_MOUTH = 'M66 133Q80 138 94 133Q80 162 66 133Z';
const SPARKLE = 'M0-7Q1.5-1.5 7 0Q1.5 1.5 0 7Q-1.5 1.5-7 0Q-1.5-1.5 0-7Z';
const TEAR = 'M0 0C-5 7-5 12 0 12C5 12 5 7 0 0Z';
const SUN_RAYS = [0, 45, 90, 135, 180, 225, 270, 315];
const TEAR_SPOTS = ['translate(52 124)', 'translate(108 124)'];
const SPARKLE_SPOTS = ['translate(22 60)', 'translate(142 92)', 'translate(44 24) scale(0.7)'];

const line = 'fill-none stroke-slate-900';

/**
 * One layer of the drawing: the whole 160×200 picture's box, holding only some of its parts. The
 * box is a <div>: the compositor does not animate `rotate`, `translate` or `scale` on an <svg>.
 */
function Layer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mascot-layer', className)}>
      <svg viewBox="0 0 160 200" className="size-full overflow-visible">
        {children}
      </svg>
    </div>
  );
}

export function MascotFigure({ emotion }: { emotion: MascotEmotion }) {
  const id = useId();
  const bodyClip = `${id}-body`;
  const mouthClip = `${id}-mouth`;

  return (
    <div className="mascot-figure relative size-full" data-pose={emotion} aria-hidden="true">
      <Layer className="mascot-shadow">
        <ellipse className="fill-slate-900/15" cx="80" cy="193" rx="46" ry="5" />
      </Layer>

      <div className="mascot-body mascot-layer">
        <div className="mascot-sun mascot-layer">
          <Layer className="mascot-sun-rays">
            <g className="stroke-accent-400" strokeWidth="3" strokeLinecap="round">
              {SUN_RAYS.map((angle) => (
                <line
                  key={angle}
                  x1="118"
                  y1="29"
                  x2="118"
                  y2="33"
                  transform={`rotate(${angle} 118 46)`}
                />
              ))}
            </g>
          </Layer>
          <Layer>
            <circle className="fill-accent-400" cx="118" cy="46" r="10" />
          </Layer>
        </div>

        <Layer>
          <defs>
            <clipPath id={bodyClip}>
              <path d={BODY} />
            </clipPath>
            <clipPath id={mouthClip}>
              <path d={OPEN_MOUTH} />
            </clipPath>
          </defs>

          <ellipse className="fill-primary-800" cx="60" cy="187" rx="16" ry="7" />
          <ellipse className="fill-primary-800" cx="100" cy="187" rx="16" ry="7" />

          <path className="fill-primary-500" d={BODY} />
          <g clipPath={`url(#${bodyClip})`}>
            <ellipse className="fill-primary-700/35" cx="156" cy="150" rx="40" ry="96" />
            <path className="fill-white" d={SNOW} />
            <path className="fill-primary-100" d="M80 36Q90 46 104 70H96Q90 52 80 36Z" />
          </g>

          <ellipse className="mascot-cheek fill-rose-300" cx="42" cy="131" rx="9" ry="5.5" />
          <ellipse className="mascot-cheek fill-rose-300" cx="118" cy="131" rx="9" ry="5.5" />

          <path
            className={`mascot-brow mascot-brow-left ${line}`}
            strokeWidth="3.5"
            strokeLinecap="round"
            d="M50 92Q60 87 70 90"
          />
          <path
            className={`mascot-brow mascot-brow-right ${line}`}
            strokeWidth="3.5"
            strokeLinecap="round"
            d="M90 90Q100 87 110 92"
          />

          <g
            className={`mascot-part mascot-eyes-happy ${line}`}
            strokeWidth="5"
            strokeLinecap="round"
          >
            <path d="M50 117Q62 101 74 117" />
            <path d="M86 117Q98 101 110 117" />
          </g>
          <g
            className={`mascot-part mascot-eyes-shut ${line}`}
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M54 104L70 112L54 120" />
            <path d="M106 104L90 112L106 120" />
          </g>

          <path
            className={`mascot-part mascot-mouth-smile ${line}`}
            strokeWidth="3.5"
            strokeLinecap="round"
            d="M70 136Q80 145 90 136"
          />
          <g className="mascot-part mascot-mouth-open">
            <path className="fill-slate-900" d={OPEN_MOUTH} />
            <ellipse
              className="fill-rose-400"
              clipPath={`url(#${mouthClip})`}
              cx="80"
              cy="149"
              rx="8"
              ry="5"
            />
          </g>
          <path
            className={`mascot-part mascot-mouth-frown ${line}`}
            strokeWidth="3.5"
            strokeLinecap="round"
            d="M70 145Q80 136 90 145"
          />
          <path
            className="mascot-part mascot-mouth-wail fill-slate-900"
            d="M66 148Q80 126 94 148Q80 142 66 148Z"
          />
        </Layer>

        <Layer className="mascot-part mascot-eyes-open">
          <ellipse className="fill-white" cx="62" cy="112" rx="13" ry="15" />
          <ellipse className="fill-white" cx="98" cy="112" rx="13" ry="15" />
          <g className="mascot-pupils">
            <circle className="fill-slate-900" cx="64" cy="115" r="7" />
            <circle className="fill-slate-900" cx="96" cy="115" r="7" />
            <circle className="fill-white" cx="66.5" cy="111.5" r="2.5" />
            <circle className="fill-white" cx="98.5" cy="111.5" r="2.5" />
          </g>
        </Layer>

        <div className="mascot-tears mascot-layer">
          {TEAR_SPOTS.map((spot) => (
            <Layer key={spot} className="mascot-tear">
              <path className="fill-sky-300" transform={spot} d={TEAR} />
            </Layer>
          ))}
        </div>

        <Layer className="mascot-arm mascot-arm-left">
          <path
            className="fill-none stroke-primary-600"
            strokeWidth="14"
            strokeLinecap="round"
            d="M40 128L16 160"
          />
        </Layer>
        <Layer className="mascot-arm mascot-arm-right">
          <path
            className="fill-none stroke-primary-600"
            strokeWidth="14"
            strokeLinecap="round"
            d="M120 128L144 160"
          />
        </Layer>
      </div>

      <div className="mascot-sparkles mascot-layer">
        {SPARKLE_SPOTS.map((spot) => (
          <Layer key={spot} className="mascot-sparkle">
            <path className="fill-accent-400" transform={spot} d={SPARKLE} />
          </Layer>
        ))}
      </div>
    </div>
  );
}
