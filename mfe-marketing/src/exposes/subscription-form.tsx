import type { SubscriptionFormProps } from '@jetkiz/contracts';
import { SubscriptionSlot } from '../subscription';

/** The footer's subscription form; the shell renders it in the footer's slot in place of its stand-in. */
export default function SubscriptionForm(props: SubscriptionFormProps) {
  return <SubscriptionSlot {...props} />;
}
