import { isLocaleCode } from '@jetkiz/contracts';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useShellStores } from '../app/shell-stores-context';
import { detectBrowserLocale, withLocale } from '../locale';

/** `/` → the locale from the cookie or the browser (spec §2). */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${withLocale(detectBrowserLocale(), '/')}${search}${hash}`} replace />;
}

/** Accepts `/ru|kz|en/...` and makes the locale follow it; a path with no prefix gets the detected one. */
export function LocaleGate() {
  const { locale } = useParams();
  const { pathname, search, hash } = useLocation();
  const { locale: localeStore } = useShellStores();
  const valid = locale !== undefined && isLocaleCode(locale);

  useLayoutEffect(() => {
    if (valid) localeStore.follow(locale);
  }, [valid, locale, localeStore]);

  if (!valid) return <Navigate to={`${withLocale(detectBrowserLocale(), pathname)}${search}${hash}`} replace />;
  return <Outlet />;
}
