import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, jsonResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditableGoal } from './editable-goal';

describe('EditableGoal', () => {
  it('gives the focus back to the button that opened the form when it closes', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { dates: [] }));
    renderWithProviders(<EditableGoal goal={null} save={async () => undefined} />);
    const open = () => screen.getByRole('button', { name: 'Set goal' });
    open().focus();
    fireEvent.click(open());
    const target = await screen.findByLabelText('Target score');
    await waitFor(() => expect(document.activeElement).toBe(target));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(open()));

    fireEvent.click(open());
    fireEvent.change(await screen.findByLabelText('Target score'), { target: { value: '1400' } });
    const save = screen.getByRole('button', { name: 'Save goal' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(open()));
  });
});
