export { loadWidgetsTexts, useWidgetsTexts, WIDGETS_NAMESPACE } from './widgets-texts';
