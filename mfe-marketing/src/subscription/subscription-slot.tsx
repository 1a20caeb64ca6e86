import type { SubscriptionFormProps } from '@jetkiz/contracts';
import { Suspense } from 'react';
import SubscriptionForm from './subscription-form';

/**
 * What the footer slot renders. The shell loads it on the visitor's intent, so the form (and yup, its rules) comes
 * with this module; until its texts are in it draws nothing, and the footer's stand-in stays.
 */
export function SubscriptionSlot({ host, handover }: SubscriptionFormProps) {
  return (
    <Suspense>
      <SubscriptionForm host={host} handover={handover} />
    </Suspense>
  );
}
