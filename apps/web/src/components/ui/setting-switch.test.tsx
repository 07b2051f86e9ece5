import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SettingSwitch } from './setting-switch';

const renderSwitch = (busy: boolean) => (
  <SettingSwitch
    checked
    busy={busy}
    label="Email me when a new device signs in"
    description="A sign-in from a browser this account has not used before."
    onChange={() => undefined}
  />
);

describe('SettingSwitch', () => {
  it('takes the focus back once saved, which its disabling dropped', () => {
    const { rerender } = render(renderSwitch(false));
    const toggle = screen.getByRole('switch');
    act(() => toggle.focus());
    rerender(renderSwitch(true));
    expect(screen.getByText('Saving...')).toBeTruthy();
    // Chromium moves the focus of a control disabled under it to the page; jsdom does not.
    act(() => toggle.blur());
    rerender(renderSwitch(false));
    expect(document.activeElement).toBe(toggle);
  });
});
