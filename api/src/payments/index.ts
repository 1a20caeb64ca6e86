export { dispatchPaymentEvents } from './payment-event-dispatch';
export type { PaymentOwner } from './payment-event-dispatch';
export { PaymentProviderError, WebhookPayloadError, WebhookSignatureError } from './payment-provider';
export type * from './payment-provider';
export {
  captureFeaturePayment,
  expirePendingPayments,
  handleFeaturePayments,
  newFeaturePayment,
  readFeaturePayment,
  startFeatureCheckout,
} from './feature-payments';
export type { FeaturePayment, FeaturePaymentContext, FeaturePayments, FeaturePaymentTable } from './feature-payments';
export { paymentWebhookRoutes } from './payment-webhook-routes';
export type { PaymentWebhookDependencies } from './payment-webhook-routes';
export { paymentProviderFor } from './provider-choice';
export { registerPayments } from './register-payments';
export type { PaymentsDependencies } from './register-payments';
export { simulatedCheckoutRoutes } from './simulator/checkout-routes';
export { completeSimulatedCheckout, handleSimulatorWebhooks, SIMULATOR_WEBHOOK_JOB } from './simulator/simulated-checkout';
export type { CheckoutAnswer, CheckoutOutcome, WebhookDelivery } from './simulator/simulated-checkout';
export { signedSimulatorEvent } from './simulator/simulated-events';
export type { SimulatorEventBody } from './simulator/simulated-events';
export { completeSimulatedCardBinding } from './simulator/simulated-card-binding';
export type { CardBindingOutcome, CardPageAnswer } from './simulator/simulated-card-binding';
export {
  SIMULATED_PAYOUT_CARD,
  simulatedPaymentProvider,
  simulatedPayoutFails,
  simulatorCardPagePath,
  simulatorCheckoutPath,
} from './simulator/simulated-provider';
export { iokaCustomerExternalId, iokaPaymentProvider } from './ioka/ioka-provider';
export type { IokaOptions } from './ioka/ioka-provider';
