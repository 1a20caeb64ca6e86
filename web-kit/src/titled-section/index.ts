export { TitledSection } from './titled-section';
export type { TitledSectionProps } from './titled-section';
