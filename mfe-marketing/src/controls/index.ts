export { Checklist, ContentPage, ContentSection, TextCards } from './content-page';
export type { CardsLook } from './content-page';
export { focusField } from './focus-field';
export { LandingSection } from './landing-section';
export { default as pageStyles } from './page.module.css';
export { default as landingStyles } from './landing.module.css';
export { ModalContent } from './modal-content';
export { ParcelAndTripButtons } from './parcel-and-trip-buttons';
export { default as modalContentStyles } from './modal-content.module.css';
