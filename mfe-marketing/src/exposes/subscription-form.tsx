import type { SubscriptionFormProps } from '@jetkiz/contracts';
import { SubscriptionSlot } from '../subscription';

/** The footer's subscription form; the shell renders it in the footer's slot. */
export default function SubscriptionForm({ host }: SubscriptionFormProps) {
  return <SubscriptionSlot host={host} />;
}
