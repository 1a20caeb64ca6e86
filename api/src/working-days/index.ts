export { addDays, addWorkingDays, isWorkingDay, refundDueBy } from './working-days';
