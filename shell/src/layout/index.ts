export { MainLayout, WidgetLayout } from './main-layout';
