export { AboutContent } from './about-content';
