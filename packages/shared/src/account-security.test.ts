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

describe('the change of password', () => {
  it('sent empty, asks for each password, not for a different one', () => {
    const messages = messagesOf(
      changePasswordFormSchema.safeParse({
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    );
    expect(messages).toContain(accountSecurityMessages.currentPasswordRequired);
    expect(messages).not.toContain(accountSecurityMessages.sameAsCurrent);
  });

  it('the same as the current one, is refused', () => {
    expect(
      messagesOf(
        changePasswordFormSchema.safeParse({
          currentPassword: 'Secret123',
          newPassword: 'Secret123',
          confirmPassword: 'Secret123',
        }),
      ),
    ).toEqual([accountSecurityMessages.sameAsCurrent]);
  });
});
