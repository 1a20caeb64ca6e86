import { SiteFooter } from '../footer';

export default SiteFooter;
