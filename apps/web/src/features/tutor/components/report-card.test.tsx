import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TutorQuestionReportDetail } from '@academy/shared/question-report-detail';
import {
  MAX_RESOLUTION_NOTE_LENGTH,
  questionReportResolutionMessages,
} from '@academy/shared/question-report-resolution';
import type { TutorQuestionReport } from '@academy/shared/question-reports';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ReportCard } from './report-card';

const open: TutorQuestionReport = {
  id: 7,
  questionId: 'alg-001',
  subModuleName: 'Algebra',
  concepts: ['Linear Equations in One Variable'],
  reason: 'wrong-answer',
  text: 'B is right, not C',
  reporterName: 'Stella Student',
  createdAt: '2026-11-28T16:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
};

const resolved: TutorQuestionReport = {
  ...open,
  resolvedAt: '2026-11-29T16:00:00.000Z',
  resolvedByName: 'Tess Tutor',
  resolutionNote: 'You were right: the key is B now.',
};

// The server's HTML stands in as plain markup: the card inserts what it is sent.
const choiceDetail: TutorQuestionReportDetail = {
  id: 7,
  question: {
    type: 'multiple_choice',
    bodyLatex: 'If $2x + 3 = 11$, what is $x$?',
    bodyHtml: 'If <b>2x + 3 = 11</b>, what is x?',
    choices: ['3', '4', '5', '7'].map((n, i) => ({
      id: 'ABCD'[i]!,
      latex: `$${n}$`,
      text: n,
      html: `<i>${n}</i>`,
    })),
    correctAnswer: 'B',
    correctAnswerLatex: '$4$',
    correctAnswerHtml: '<i>4</i>',
    acceptedAnswers: [],
    explanationLatex: 'Subtract $3$, then halve.',
    explanationHtml: 'Subtract 3, then halve.',
    retired: false,
  },
  firstAttempt: { answer: 'C', isCorrect: false, answeredAt: '2026-11-28T15:50:00.000Z' },
};

describe('ReportCard', () => {
  it('shows the reason, where the question sits and the text', () => {
    mockFetch();
    renderWithProviders(<ReportCard report={open} />);
    expect(screen.getByRole('heading', { name: 'The answer is wrong' })).toBeTruthy();
    expect(screen.getByText(/Algebra · Linear Equations in One Variable/)).toBeTruthy();
    expect(screen.getByText('B is right, not C')).toBeTruthy();
  });

  it('opens the question with the key, the student’s first answer and the explanation', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, choiceDetail));
    renderWithProviders(<ReportCard report={open} />);
    const toggle = screen.getByRole('button', { name: 'Show the question' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('2x + 3 = 11')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/tutor/reports/7');
    expect(screen.getByRole('button', { name: 'Hide the question' })).toBeTruthy();

    const choices = screen
      .getAllByRole('listitem')
      .filter((li) => /^[A-D]\./.test(li.textContent!));
    expect(choices.map((li) => li.textContent)).toEqual([
      'A.3',
      'B.4Key',
      "C.5Student's answer",
      'D.7',
    ]);
    expect(screen.getByText(/\(wrong\) on Nov 28, 2026/)).toBeTruthy();
    expect(screen.getByText('Subtract 3, then halve.')).toBeTruthy();
  });

  it('shows a typed question’s key and accepted answers, and says when it was not answered', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, {
        id: 7,
        question: {
          ...choiceDetail.question!,
          type: 'free_entry',
          choices: [],
          correctAnswer: '2/3',
          correctAnswerLatex: '$\\frac{2}{3}$',
          correctAnswerHtml: '<span>two thirds</span>',
          acceptedAnswers: ['2/3', '.6666', '.6667'],
        },
        firstAttempt: null,
      } satisfies TutorQuestionReportDetail),
    );
    renderWithProviders(<ReportCard report={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the question' }));
    expect(await screen.findByText('two thirds')).toBeTruthy();
    for (const form of ['2/3', '.6666', '.6667']) expect(screen.getByText(form)).toBeTruthy();
    expect(screen.getByText(/Not answered/)).toBeTruthy();
  });

  it('resolves with a note, once however often it is pressed', async () => {
    const fetchMock = mockFetch();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ReportCard report={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    fireEvent.change(screen.getByLabelText('Note to the student (optional)'), {
      target: { value: 'Fixed, thank you!' },
    });
    const submit = screen.getByRole('button', { name: 'Mark resolved' });
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/tutor/reports/7/resolve');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ note: 'Fixed, thank you!' });
    answer(jsonResponse(200, { id: 7, resolved: true, resolutionNote: 'Fixed, thank you!' }));
    expect(await screen.findByText(/Stella Student is emailed in 2 minutes/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/resolve'))).toHaveLength(1);
  });

  it('says a note is too long before sending it, with the shared message', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ReportCard report={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    fireEvent.change(screen.getByLabelText('Note to the student (optional)'), {
      target: { value: 'x'.repeat(MAX_RESOLUTION_NOTE_LENGTH + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      questionReportResolutionMessages.noteTooLong,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // "Not yet" puts the form away.
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByLabelText('Note to the student (optional)')).toBeNull();
  });

  it('says who resolved it and the note, and reopens it', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { id: 7, resolved: false, resolutionNote: null }),
    );
    renderWithProviders(<ReportCard report={resolved} />);
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getByText(/resolved by Tess Tutor on Nov 29, 2026/)).toBeTruthy();
    const note = screen.getByText(/Note to the student/).closest('p')!;
    expect(within(note).getByText(/You were right: the key is B now\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark resolved' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/tutor/reports/7/reopen');
    expect(init?.method).toBe('POST');
  });
});
