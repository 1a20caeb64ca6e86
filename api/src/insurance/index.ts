export { insurerFor } from './insurer-choice';
export { createInsurance } from './register-insurance';
