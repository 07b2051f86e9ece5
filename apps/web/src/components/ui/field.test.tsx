import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './field';

const renderField = (errors: string[]) =>
  render(
    <Field id="email" label="Email" errors={errors}>
      {(props) => <input {...props} />}
    </Field>,
  );

describe('Field', () => {
  it('shows a lone error as a sentence, without a bullet', () => {
    renderField(['Please enter your email address']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('bullets each error when there are several', () => {
    renderField(['Too short', 'Needs a digit']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '•Too short',
      '•Needs a digit',
    ]);
  });
});
