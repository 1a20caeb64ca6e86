import type { SchedulePageProps } from '@jetkiz/contracts';
import { BindSuccessView } from '../bind-success';

/** schedule/success: what happens next after a traveler is chosen. */
export default function SuccessPage({ host, searchParams }: SchedulePageProps) {
  return <BindSuccessView host={host} searchParams={searchParams} />;
}
