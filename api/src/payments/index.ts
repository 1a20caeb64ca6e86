export { PaymentProviderError, WebhookPayloadError, WebhookSignatureError } from './payment-provider';
export type {
  Checkout,
  CheckoutRequest,
  PaymentEventSink,
  PaymentProvider,
  PaymentWebhookEvent,
  PayoutRequest,
  PayoutResult,
} from './payment-provider';
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
export { simulatedPaymentProvider, simulatedPayoutFails, simulatorCheckoutPath } from './simulator/simulated-provider';
export { iokaCustomerExternalId, iokaPaymentProvider } from './ioka/ioka-provider';
export type { IokaOptions } from './ioka/ioka-provider';
