import { Quote } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I was stuck around 1200 and did not know why. My concept scores showed that systems of equations were pulling me down. After a month of focused practice I scored 1340.',
    name: 'Priya',
    detail: '11th grade, Plano',
  },
  {
    quote:
      'The hints are my favorite part. They nudge you in the right direction without giving the answer away, so I actually learn how to solve the problem.',
    name: 'Marcus',
    detail: '10th grade, Richardson',
  },
  {
    quote:
      'As a parent I finally know what my daughter is working on. The one-on-one sessions gave her the confidence she was missing on test day.',
    name: 'Elena',
    detail: 'Parent, Frisco',
  },
  {
    quote:
      'One question at a time keeps me from feeling overwhelmed. I do ten questions every night after soccer and it adds up fast.',
    name: 'Jordan',
    detail: '12th grade, Irving',
  },
  {
    quote:
      'The explanations are short and clear. When I get something wrong, I understand why right away instead of guessing next time.',
    name: 'Aisha',
    detail: '11th grade, Garland',
  },
  {
    quote:
      'Our son went up 110 points in two months. The weekly in-person sessions in Dallas kept him on track when his motivation dipped.',
    name: 'David',
    detail: 'Parent, Dallas',
  },
];

const AVATAR_COLOURS = [
  'bg-primary-100 text-primary-800',
  'bg-accent-100 text-accent-800',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="border-y border-slate-200/80 bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl page-gutter">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="testimonials-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900"
          >
            What students and parents say
          </h2>
          <p className="mt-3 text-pretty text-slate-600">
            Families across the Dallas area prepare with us.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial, index) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-slate-50/60 p-6">
                <Quote className="size-6 text-primary-300" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-pretty text-slate-700">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-10 items-center justify-center rounded-full font-semibold',
                      AVATAR_COLOURS[index % AVATAR_COLOURS.length],
                    )}
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-500">{testimonial.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
