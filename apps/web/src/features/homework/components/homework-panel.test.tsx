import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { HomeworkPanel } from './homework-panel';

const TOPICS = [
  { _id: 'algebra', name: 'Algebra', module: 'SAT Math', averageScore: 0, questionCount: 4 },
];
const CONCEPTS = [
  { _id: 'linear-equations-one-variable', name: 'Linear Equations in One Variable' },
];

describe('HomeworkPanel', () => {
  beforeEach(() => sessionStorage.clear());

  it('sets homework on a concept, and shows what the server says about a field', async () => {
    const fetchMock = mockFetch();
    let posted = 0;
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/modules/submodules') return jsonResponse(200, TOPICS);
      if (path.endsWith('/concepts')) return jsonResponse(200, CONCEPTS);
      if (init?.method === 'POST') {
        posted += 1;
        return posted === 1
          ? jsonResponse(400, {
              message: 'No topic with that id',
              errors: [{ param: 'subModuleId', msg: 'No topic with that id' }],
            })
          : jsonResponse(201, {});
      }
      return jsonResponse(200, { homework: [] });
    });
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    expect(await screen.findByText('No homework set.')).toBeTruthy();
    const topic = screen.getByLabelText('Topic');
    await screen.findByRole('option', { name: 'Algebra' });
    fireEvent.change(topic, { target: { value: 'algebra' } });
    await screen.findByRole('option', { name: 'Linear Equations in One Variable' });
    fireEvent.change(screen.getByLabelText('Concept (optional)'), {
      target: { value: 'linear-equations-one-variable' },
    });
    fireEvent.change(screen.getByLabelText('Questions'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set homework' }));
    expect(await screen.findByText('No topic with that id')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set homework' }));
    await waitFor(() => expect(posted).toBe(2));
    const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
    expect(post[0]).toBe('/api/tutor/students/s1/homework');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      subModuleId: 'algebra',
      conceptId: 'linear-equations-one-variable',
      questionCount: 12,
    });
  });

  it('shows a spinner while the homework set is read, not an empty section', async () => {
    mockFetch().mockImplementation((url) =>
      String(url).includes('/homework')
        ? new Promise<Response>(() => undefined)
        : Promise.resolve(jsonResponse(200, [])),
    );
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    expect(await screen.findByText('Loading the homework')).toBeTruthy();
    expect(screen.queryByText('No homework set.')).toBeNull();
  });

  it('asks for a topic before sending anything', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/modules/submodules'
        ? jsonResponse(200, TOPICS)
        : jsonResponse(200, { homework: [] }),
    );
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set homework' }));
    expect(await screen.findByText('Choose a topic')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('removes a homework with word of it, the focus kept on the section', async () => {
    const fetchMock = mockFetch();
    let removed = false;
    const homework = {
      id: 'h1',
      subModuleId: 'algebra',
      subModuleName: 'Algebra',
      conceptId: null,
      conceptName: null,
      questionCount: 10,
      answered: 2,
      dueOn: null,
      note: null,
      authorName: 'Maya Reyes',
      createdAt: '2026-12-01T12:00:00.000Z',
    };
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/modules/submodules') return jsonResponse(200, TOPICS);
      if (init?.method === 'DELETE') {
        removed = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { homework: removed ? [] : [homework] });
    });
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    const button = await screen.findByRole('button', { name: 'Remove' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Homework removed')).toBeTruthy();
    expect(await screen.findByText('No homework set.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Homework' }));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(call[0]).toBe('/api/tutor/homework/h1');
  });

  it('tells the tutor how many free questions a Guest has left, which caps the homework', async () => {
    mockFetch().mockImplementation(async (url) =>
      String(url) === '/api/modules/submodules'
        ? jsonResponse(200, TOPICS)
        : jsonResponse(200, { homework: [] }),
    );
    const shown = async (trial?: { firstname: string; left: number }) => {
      const { unmount } = renderWithProviders(<HomeworkPanel studentId="s1" trial={trial} />);
      await screen.findByText('No homework set.');
      const note = screen.queryByText(/free question/)?.textContent ?? null;
      unmount();
      return note;
    };
    expect(await shown({ firstname: 'Gina', left: 5 })).toBe(
      'Gina is on the free trial, with 5 free questions left: homework past them waits for a plan or the Free tier.',
    );
    expect(await shown({ firstname: 'Gina', left: 1 })).toContain(
      'with 1 free question left: homework past it waits',
    );
    expect(await shown({ firstname: 'Gina', left: 0 })).toBe(
      'Gina has used every free question: no homework can be practiced until the family chooses a plan or you give the Free tier.',
    );
    // On Free or a plan, nothing to say.
    expect(await shown()).toBeNull();
  });

  it('keeps a half-set homework per student when the page is left, until it is set', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/modules/submodules') return jsonResponse(200, TOPICS);
      if (path.endsWith('/concepts')) return jsonResponse(200, CONCEPTS);
      if (init?.method === 'POST') return jsonResponse(201, {});
      return jsonResponse(200, { homework: [] });
    });
    const first = renderWithProviders(<HomeworkPanel studentId="s1" />);
    await screen.findByRole('option', { name: 'Algebra' });
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'algebra' } });
    await screen.findByRole('option', { name: 'Linear Equations in One Variable' });
    fireEvent.change(screen.getByLabelText('Concept (optional)'), {
      target: { value: 'linear-equations-one-variable' },
    });
    fireEvent.change(screen.getByLabelText('Questions'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Note to the student (optional)'), {
      target: { value: 'Slow down on the word problems' },
    });
    first.unmount();

    // Another student's page starts empty.
    const other = renderWithProviders(<HomeworkPanel studentId="s2" />);
    await screen.findByRole('option', { name: 'Algebra' });
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
    expect(
      (screen.getByLabelText('Note to the student (optional)') as HTMLInputElement).value,
    ).toBe('');
    other.unmount();

    // Back on the first: the choices come back once their lists have loaded.
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    await screen.findByRole('option', { name: 'Linear Equations in One Variable' });
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('algebra');
    expect((screen.getByLabelText('Concept (optional)') as HTMLSelectElement).value).toBe(
      'linear-equations-one-variable',
    );
    expect((screen.getByLabelText('Questions') as HTMLInputElement).value).toBe('12');
    expect(
      (screen.getByLabelText('Note to the student (optional)') as HTMLInputElement).value,
    ).toBe('Slow down on the word problems');

    fireEvent.click(screen.getByRole('button', { name: 'Set homework' }));
    expect(await screen.findByText('Homework set.')).toBeTruthy();
    cleanup();
    renderWithProviders(<HomeworkPanel studentId="s1" />);
    await screen.findByRole('option', { name: 'Algebra' });
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Questions') as HTMLInputElement).value).toBe('10');
  });
});
