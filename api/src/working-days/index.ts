export { addWorkingDays, isWorkingDay, refundDueBy } from './working-days';
