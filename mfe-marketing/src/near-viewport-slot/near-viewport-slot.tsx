import { Suspense, useState, type ReactNode } from 'react';
import { useNearViewport } from '@jetkiz/web-kit';

/**
 * Room kept below the fold for lazily loaded content: its code is fetched when the visitor gets near, and the box
 * (sized by `className`) is there from the start, so nothing moves when it arrives.
 */
export function NearViewportSlot({ className, children }: { className: string; children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={setSlot} className={className}>
      {near && <Suspense>{children}</Suspense>}
    </div>
  );
}
