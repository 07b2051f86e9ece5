import { FaqAccordion, type FaqItem } from '../../../components/ui/faq-accordion';

const ITEMS: FaqItem[] = [
  {
    question: 'Do I need an account first?',
    answer:
      'Yes. Create a free account, then pick a plan on your Subscription page. Every account starts as Guest with a short practice trial, so you can try the questions before paying.',
  },
  {
    question: 'How does the launch offer work?',
    answer:
      'For a limited time every plan is 25% off its regular price. The price in large type is what you pay; the struck-through price is the regular one.',
  },
  {
    question: 'Subscription or one-time payment: which should I choose?',
    answer:
      'A subscription renews automatically until you cancel it and costs less per month. A one-time payment buys a fixed period of access and never renews, which suits a single test date.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your Subscription page whenever you like: you keep access until the end of the period you paid for and are not charged again.',
  },
  {
    question: 'What does a plan include?',
    answer:
      'Unlimited SAT Math and Reading and Writing practice by topic, one question at a time, with hints, in-depth superhints and worked explanations, plus scores per concept and a review of every question you have answered.',
  },
  {
    question: 'Are tutor sessions included?',
    answer:
      'Tutor sessions are separate: book them online or in person from the home page, with or without a plan.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl space-y-4">
      <h2
        id="pricing-faq-title"
        className="text-center text-2xl font-bold tracking-tight text-slate-900"
      >
        Frequently asked questions
      </h2>
      <FaqAccordion items={ITEMS} />
    </section>
  );
}
