export { InsurerError } from './insurer';
export type { Decision, InsuranceApplication, InsuredPerson, Insurer, InsurerErrorCode, Issued, Quote, RoutePoint } from './insurer';
export type { InsuranceContext } from './insurance-context';
export { insurerFor } from './insurer-choice';
export { createInsurance } from './register-insurance';
export type { Insurance } from './register-insurance';
export { restInsurer } from './rest/rest-insurer';
export type { RestInsurerOptions } from './rest/rest-insurer';
export { SIMULATED_MAX_COST_TENGE, SIMULATED_TARIFF, simulatedQuote } from './simulator/insurer-tariff';
export {
  SIMULATED_MAX_ROUTE_KM,
  SIMULATED_SANCTIONED_IINS,
  simulatedInsurer,
  SIMULATOR_REFUSE_ON_ISSUE_MARKER,
} from './simulator/simulated-insurer';
