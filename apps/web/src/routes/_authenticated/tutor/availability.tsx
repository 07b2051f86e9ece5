import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '../../../features/availability/components/availability-page';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/availability')({
  head: () => pageTitle('Availability'),
  component: AvailabilityPage,
});
