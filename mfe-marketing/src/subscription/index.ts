export { SubscriptionSlot } from './subscription-slot';
