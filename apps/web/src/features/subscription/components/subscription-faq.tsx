import { FaqAccordion, type FaqItem } from '../../../components/ui/faq-accordion';

const ITEMS: FaqItem[] = [
  {
    question: 'What is the difference between a subscription and a one-time payment?',
    answer:
      'A subscription renews automatically at the end of each billing period until you cancel it. A one-time payment buys a fixed stretch of access (one month, three months or a year) and never renews, so there is nothing to cancel.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Use the Cancel Subscription button on this page. Your plan stays active until the end of the period you have already paid for, and you are not charged again. If a parent pays for your plan, they cancel it from their Family page.',
  },
  {
    question: 'Can I change my plan?',
    answer:
      'Yes: choose Change plan on your current subscription, and you see the price before confirming. A longer plan starts today, with the unused part of your current period credited; a shorter one starts when your current period ends. A one-time pass runs to its end: a subscription chosen during it starts, and is first charged, when the pass ends, so no paid day is lost. A plan a parent pays for is changed by that parent, from their Family page.',
  },
  {
    question: 'What happens when my plan ends?',
    answer:
      'Your account goes back to the Guest tier. Your scores and answered questions are kept, so you can pick up where you left off whenever you choose a plan again.',
  },
  {
    question: 'Is my payment secure?',
    answer:
      'Payments go through our payment provider’s secure checkout page. Your card details never reach our servers.',
  },
  {
    question: 'Do tutor sessions need a plan?',
    answer:
      'No. Online and in-person tutor sessions are booked and paid separately from the home page, with or without a plan.',
  },
];

export function SubscriptionFaq() {
  return (
    <section aria-labelledby="subscription-faq-title" className="space-y-4">
      <h2 id="subscription-faq-title" className="text-xl font-semibold text-slate-900">
        Frequently asked questions
      </h2>
      <FaqAccordion items={ITEMS} />
    </section>
  );
}
