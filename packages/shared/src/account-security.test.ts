import { describe, expect, it } from 'vitest';
import {
  accountSecurityMessages,
  changePasswordFormSchema,
  resetPasswordFormSchema,
} from './account-security';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the password forms’ confirmation', () => {
  it('left empty, is only asked for, not also said not to match', () => {
    expect(
      messagesOf(resetPasswordFormSchema.safeParse({ password: 'Secret123', confirmPassword: '' })),
    ).toEqual([accountSecurityMessages.confirmRequired]);
    expect(
      messagesOf(
        changePasswordFormSchema.safeParse({
          currentPassword: 'Secret123',
          newPassword: 'Better456',
          confirmPassword: '',
        }),
      ),
    ).toEqual([accountSecurityMessages.confirmRequired]);
  });

  it('filled in differently, does not match', () => {
    expect(
      messagesOf(
        resetPasswordFormSchema.safeParse({ password: 'Secret123', confirmPassword: 'Secret124' }),
      ),
    ).toEqual([accountSecurityMessages.confirmMismatch]);
  });
});
