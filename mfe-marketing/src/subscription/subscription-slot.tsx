import type { HostApi } from '@jetkiz/contracts';
import { useNearViewport } from '@jetkiz/web-kit';
import { Suspense, lazy, useState } from 'react';
import styles from './subscription-form.module.css';

// The form validates with the shared rules (yup): fetched when the footer comes near, not with the first page.
const SubscriptionForm = lazy(() => import('./subscription-form'));

/** What the footer slot renders: room for the form, filled once the visitor scrolls towards it. */
export function SubscriptionSlot({ host }: { host: HostApi }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={setSlot} className={styles.slot}>
      {near && (
        <Suspense fallback={null}>
          <SubscriptionForm host={host} />
        </Suspense>
      )}
    </div>
  );
}
