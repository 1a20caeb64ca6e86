import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { LoadingState } from '../ui';
import { isEntryAlertKey, type EntryAlertKey } from './entry-alerts';
import { decideRedirect } from './redirect-decision';

/** Router state that carries an alert's message to the profile root. */
export interface EntryState {
  entryAlert: EntryAlertKey;
}

/** The alert key router state carries; history state is checked again, it could have been written by anyone. */
export function entryAlertOf(state: unknown): EntryAlertKey | null {
  const message = (state as Partial<EntryState> | null)?.entryAlert;
  return isEntryAlertKey(message) ? message : null;
}

interface RedirectEntryProps {
  /** the main site under the user's locale, e.g. https://jetkiz.kz/ru */
  siteHome: string;
  /** leaves for another origin; replaces this entry in history so Back does not bounce */
  leave?: (url: string) => void;
}

function replaceLocation(url: string): void {
  window.location.replace(url);
}

/** `/redirect`: follows a login action (spec §4) to where it points, leaving no entry in history. */
export function RedirectEntry({ siteHome, leave = replaceLocation }: RedirectEntryProps) {
  const { t } = useProfileTexts();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const decision = decideRedirect(new URLSearchParams(search));
    if (decision.kind === 'site') return leave(`${siteHome}${decision.path}`);
    if (decision.kind === 'alert') {
      const state: EntryState | null = decision.message ? { entryAlert: decision.message } : null;
      navigate('/', { replace: true, state });
      return;
    }
    navigate(decision.path, { replace: true });
  }, [search, siteHome, leave, navigate]);
  return <LoadingState label={t('redirect.leaving')} />;
}
