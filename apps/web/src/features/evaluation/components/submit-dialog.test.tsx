import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AREA_TOAST_OPTIONS } from '../../../components/toaster';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SubmitDialog } from './submit-dialog';

let fetchMock: ReturnType<typeof mockFetch>;
const onSubmitted = vi.fn();
const RESULT = { scoreRange: { low: 480, high: 570 }, sections: [], domains: [], missed: [] };
const onOpenChange = vi.fn();

beforeEach(() => {
  fetchMock = mockFetch();
  onSubmitted.mockReset();
  onOpenChange.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The dialog, once its form (loaded on the first opening) is in. */
async function openDialog() {
  renderWithProviders(
    <SubmitDialog
      open
      onOpenChange={onOpenChange}
      answers={{ q1: 'A' }}
      onSubmitted={onSubmitted}
    />,
  );
  // The dialog's code loads on the first opening too.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Submit Your Evaluation' },
    { timeout: 5000 },
  );
  const email = await within(dialog).findByLabelText('Email Address', {}, { timeout: 5000 });
  // The form loads after the dialog opened, and its field takes the focus then.
  await waitFor(() => expect(document.activeElement).toBe(email));
  return dialog;
}

function submitWith(dialog: HTMLElement, email: string) {
  fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('SubmitDialog', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['abc', 'Please enter a valid email address'],
  ])('refuses %j with %s and sends nothing', async (email, message) => {
    const dialog = await openDialog();
    submitWith(dialog, email);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed email with the answers, showing Submitting... meanwhile, and hands the report on with its address', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = await openDialog();
    submitWith(dialog, '  parent@example.com  ');

    const pending = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(pending).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/questions/evaluation/submit');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'parent@example.com',
      answers: { q1: 'A' },
    });

    const report = { id: 'sitting-1', key: 'its-key' };
    answer(jsonResponse(200, { success: true, message: 'Hooray!', result: RESULT, report }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({
        result: RESULT,
        report,
        email: 'parent@example.com',
      }),
    );
  });

  it('sends once however fast Submit is pressed twice', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const dialog = await openDialog();
    submitWith(dialog, 'parent@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Submit/ }));

    await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("puts the server's email message under the field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Validation failed',
        errors: [{ param: 'email', msg: 'Please enter a valid email address' }],
      }),
    );
    const dialog = await openDialog();
    submitWith(dialog, 'a@b');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email Address').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows the failure toast, top right for 5 s, and stays open when sending fails', async () => {
    const toastError = vi.spyOn(toast, 'error');
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal Server Error' }));
    const dialog = await openDialog();
    submitWith(dialog, 'parent@example.com');
    expect(await screen.findByText('Failed to submit evaluation. Please try again.')).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith(
      'Failed to submit evaluation. Please try again.',
      AREA_TOAST_OPTIONS.error,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes it', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the typed email when Cancel closes it and it opens again', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <SubmitDialog
            open={open}
            onOpenChange={setOpen}
            answers={{ q1: 'A' }}
            onSubmitted={onSubmitted}
          />
        </>
      );
    }
    renderWithProviders(<Page />);
    const email = () => screen.getByLabelText('Email Address');
    await screen.findByLabelText('Email Address', {}, { timeout: 5000 });
    fireEvent.change(email(), { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((email() as HTMLInputElement).value).toBe('parent@example.com');
  });
});
