import { createFileRoute } from '@tanstack/react-router';
import { configQueryOptions } from '../features/auth/api/get-config';
import { SignupPage } from '../features/auth/components/signup-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/signup')({
  loader: ({ context }) => context.queryClient.prefetchQuery(configQueryOptions()),
  head: () => pageTitle('Sign Up'),
  component: SignupPage,
});
