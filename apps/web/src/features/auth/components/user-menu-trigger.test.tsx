import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { AuthUser } from '@academy/shared/profile';
import { UserMenuTrigger } from './user-menu-trigger';

const NOW = new Date('2026-11-25T12:00:00.000Z');

const ada = (endDate: string): AuthUser => ({
  _id: 'u1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  subscriptionTier: 'OneTimeMonth',
  subscriptionEndDate: endDate,
  createdAt: '2024-01-01T00:00:00.000Z',
  emailVerified: true,
  role: 'student',
});

const tierShown = () => screen.getByTestId('user-menu-tier').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('UserMenuTrigger', () => {
  it('shows Guest for a plan that has ended, and follows the end while the page is open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const { rerender } = render(<UserMenuTrigger user={ada('2026-11-25T11:59:00.000Z')} />);
    expect(tierShown()).toBe('Guest');

    rerender(<UserMenuTrigger user={ada('2026-11-25T12:01:00.000Z')} />);
    expect(tierShown()).toBe('One-Time Month');
    act(() => vi.advanceTimersByTime(60_000));
    expect(tierShown()).toBe('Guest');
  });

  it('shows the role of the academy’s staff instead of their own plan', () => {
    const { rerender } = render(
      <UserMenuTrigger user={{ ...ada('2026-11-25T11:59:00.000Z'), role: 'tutor' }} />,
    );
    expect(tierShown()).toBe('Tutor');
    rerender(<UserMenuTrigger user={{ ...ada('2026-11-25T11:59:00.000Z'), role: 'admin' }} />);
    expect(tierShown()).toBe('Admin');
  });

  it('shows a parent as a parent, unless they have a plan of their own', () => {
    const parent = { ...ada('2099-01-01T00:00:00.000Z'), role: 'parent' as const };
    const { rerender } = render(
      <UserMenuTrigger user={{ ...parent, subscriptionTier: 'Guest' }} />,
    );
    expect(tierShown()).toBe('Parent');
    rerender(<UserMenuTrigger user={{ ...parent, subscriptionTier: 'Monthly' }} />);
    expect(tierShown()).toBe('Monthly');
  });

  it('cuts a long first name to the header, with the whole name in its title', () => {
    const firstname = 'Bartholomew-Maximilian-Featherstonehaugh-Worthingt';
    render(<UserMenuTrigger user={{ ...ada('2099-01-01T00:00:00.000Z'), firstname }} />);
    const name = screen.getByTestId('user-menu-name');
    expect(name.className).toContain('truncate');
    expect(name.title).toBe(firstname);
    expect(screen.getByRole('button').textContent).toContain(firstname);
  });
});
