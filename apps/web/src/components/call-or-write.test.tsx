import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ACADEMY } from '../lib/academy';
import { CallOrWrite } from './call-or-write';

describe('CallOrWrite', () => {
  it('keeps the phone number on one line (a narrow card broke it at its hyphen)', () => {
    render(<CallOrWrite />);
    const phone = screen.getByRole('link', { name: ACADEMY.phone });
    expect(phone.getAttribute('href')).toBe(ACADEMY.phoneHref);
    expect(phone.className.split(' ')).toContain('whitespace-nowrap');
  });
});
