export declare const PAGE_SLOT: string;
export declare const SERVE_TIME_URLS: { apiUrl: string; profileUrl: string; widgetsUrl: string; siteUrl: string };
export declare const NOT_FOUND_PATH: string;
