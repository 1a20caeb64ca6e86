export type RouteOwner = 'marketing' | 'schedule' | 'widgets' | 'logistics';

export interface SiteRoute {
  /** after the locale prefix (and after `widget/` for widgets); `:name` matches one segment */
  path: string;
  owner: RouteOwner;
  /** the page or widget name the owning remote renders */
  page: string;
}

export interface SitePathMatch {
  locale: string | null;
  kind: 'page' | 'widget';
  route: SiteRoute;
}

export declare const SITE_PATHS: { locales: string[]; pages: SiteRoute[]; widgets: SiteRoute[] };
export declare const WIDGET_SEGMENT: string;
export declare function matchSitePath(pathname: string): SitePathMatch | null;
export declare function isWidgetPath(pathname: string): boolean;
