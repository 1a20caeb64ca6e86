export { MainLayout, WidgetLayout } from './main-layout';
export { LanguageSwitch } from './language-switch';
