import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/forgot-password')({
  head: () => pageTitle('Forgot password'),
  component: ForgotPasswordPage,
});
