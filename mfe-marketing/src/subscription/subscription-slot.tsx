import type { HostApi } from '@jetkiz/contracts';
import { lazy } from 'react';
import { NearViewportSlot } from '../near-viewport-slot';
import styles from './subscription-form.module.css';

// The form validates with the shared rules (yup): fetched when the footer comes near, not with the first page.
const SubscriptionForm = lazy(() => import('./subscription-form'));

/** What the footer slot renders: room for the form, filled once the visitor scrolls towards it. */
export function SubscriptionSlot({ host }: { host: HostApi }) {
  return (
    <NearViewportSlot className={styles.slot}>
      <SubscriptionForm host={host} />
    </NearViewportSlot>
  );
}
