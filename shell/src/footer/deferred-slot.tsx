import { useNearViewport } from '@jetkiz/web-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';

/** Renders its children once the slot comes near the viewport: a footer remote loads only for those who scroll to it. */
export function DeferredSlot({ children, className }: { children: ReactNode; className?: string }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element, '300px');
  return (
    <div ref={setElement} className={className}>
      {near && children}
    </div>
  );
}
