import { SiteFooter } from '../footer';
import { useHost } from '../host-api';
import { SubscriptionSlot } from './subscription-slot';

/** The footer with its subscription slot: one chunk, loaded once the footer comes near (lazy-footer). */
export default function FooterChunk({ onLogout }: { onLogout: () => void }) {
  const host = useHost();
  return <SiteFooter subscription={<SubscriptionSlot host={host} />} onLogout={onLogout} />;
}
