import { createFileRoute } from '@tanstack/react-router';
import { TutorLayout } from '../../features/tutor/components/tutor-layout';

export const Route = createFileRoute('/_authenticated/tutor')({
  component: TutorLayout,
});
