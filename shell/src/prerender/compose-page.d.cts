export interface FragmentHeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface PageFragment {
  page: string;
  locale: string;
  lang: string;
  title: string;
  head: FragmentHeadTag[];
  preloads?: FragmentHeadTag[];
  stylesheets?: FragmentHeadTag[];
  publicPathToken: string;
  html: string;
  htmlWithPromoVideo?: string;
}

export interface ServeTimeUrls {
  apiUrl: string;
  profileUrl: string;
  widgetsUrl: string;
  siteUrl: string;
}

/** The tree with the request's query (`?…`, or '') on its language links, as the hydrating language switch renders them. */
export declare function withQueryOnLanguageLinks(tree: string, search: string): string;
export declare function composePage(
  template: string,
  parts: { tree: string; fragment?: PageFragment | null; remoteBase?: string; lang?: string; promoVideo?: boolean; urls: ServeTimeUrls },
): string;

export declare function createFragmentSource(options?: {
  fetch?: typeof fetch;
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): (url: string) => Promise<PageFragment | null>;

export declare function fragmentUrlOf(manifestUrl: string, locale: string, page: string): string;
export declare function remoteBaseOf(manifestUrl: string): string;
export declare function isFragment(value: unknown): value is PageFragment;

export declare function createPrerenderRoute(options: {
  distDir: string;
  remotes: Record<string, string>;
  urls: ServeTimeUrls;
  promoVideo: boolean;
  fragmentAt: (url: string) => Promise<PageFragment | null>;
  fallbackStatus: (req: import('node:http').IncomingMessage) => number;
  onError?: (error: unknown) => void;
}): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean;
