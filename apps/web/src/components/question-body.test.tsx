import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionBody } from './question-body';

const question = {
  bodyLatex: 'What is the area of the triangle shown?',
  bodyHtml: 'What is the area of the triangle shown?',
  imageUrl: '/content-images/triangle.svg',
  imageAlt: 'A right triangle with legs 3 and 4',
};

/** Whether the figure comes before the question's text in the page. */
function figureFirst() {
  const figure = screen.getByRole('img', { name: question.imageAlt });
  const text = screen.getByText(question.bodyLatex);
  return Boolean(figure.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('QuestionBody', () => {
  it('puts the figure above the text unless the bank says below, in every layout', () => {
    const { rerender } = render(<QuestionBody question={question} />);
    expect(figureFirst()).toBe(true);
    rerender(<QuestionBody compact question={question} />);
    expect(figureFirst()).toBe(true);
    rerender(<QuestionBody compact question={{ ...question, imagePosition: 'bottom' }} />);
    expect(figureFirst()).toBe(false);
  });
});
