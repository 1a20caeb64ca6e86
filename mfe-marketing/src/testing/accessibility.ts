export { seriousAxeViolations } from '@jetkiz/jest-config/axe.cjs';
