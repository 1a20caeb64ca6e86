import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { ProfileLayout } from '../layout';
import { RedirectEntry } from '../redirect-entry';
import { HandoffPrompt, SessionNotice } from '../session';
import { TripConfirmationPage } from '../trip-confirmation';
import { LoadFailedState, LoadingState } from '../ui';
import { DealPage } from './deal-page';
import { FinancePage } from './finance-page';
import { HomePage } from './home-page';
import { InsurancePage } from './insurance-page';
import { MessagesPage } from './messages-page';
import { NotFoundPage } from './not-found-page';
import { useProfileStores } from './stores-context';
import { TravelsPage } from './travels-page';
import { useRefreshOnReturn } from './use-refresh-on-return';
import { VerificationPage } from './verification-page';

/** Pages need a user: until there is one, the session's state is the page. */
const SessionGate = observer(function SessionGate({ children }: { children: ReactNode }) {
  const { session, locale } = useProfileStores();
  const { t } = useProfileTexts();
  switch (session.state) {
    case 'loading':
      return <LoadingState label={t('app.loading')} />;
    case 'error':
      return <LoadFailedState title={t('app.failed')} onRetry={() => void session.load()} />;
    case 'anonymous':
    case 'expired':
    case 'loggedOut':
      return (
        <>
          <HandoffPrompt session={session} />
          <SessionNotice reason={session.state} links={locale.links} />
        </>
      );
    case 'ready':
      return (
        <>
          <HandoffPrompt session={session} />
          {children}
        </>
      );
  }
});

/** The unread messages the navigation counts: asked for once logged in, and again on coming back to the tab. */
function useUnreadMessages(): number | null {
  const { session, chats } = useProfileStores();
  const ready = session.state === 'ready';
  useEffect(() => {
    if (ready) void chats.load();
    else chats.reset();
  }, [ready, chats]);
  const refresh = useCallback(() => {
    if (ready) void chats.load();
  }, [ready, chats]);
  useRefreshOnReturn(refresh);
  return chats.list.state === 'ready' ? chats.unreadTotal : null;
}

/** The profile's layout, with the session's user and its logout. */
const SessionLayout = observer(function SessionLayout({
  unreadMessages,
  children,
}: {
  unreadMessages?: number | null;
  children: ReactNode;
}) {
  const { session, locale } = useProfileStores();
  return (
    <ProfileLayout
      locale={locale}
      user={session.state === 'ready' ? session.user : null}
      loggingOut={session.loggingOut}
      onLogout={() => void session.logout()}
      unreadMessages={unreadMessages}
    >
      {children}
    </ProfileLayout>
  );
});

/**
 * The profile host: its root, `/travels`, `/verification`, `/deals/:id`, `/messages`, `/finance`, the redirect entry
 * (spec §2) and the trip confirmation link.
 */
export const ProfileApp = observer(function ProfileApp() {
  const { locale, api } = useProfileStores();
  const unreadMessages = useUnreadMessages();
  return (
    <Routes>
      <Route path="/redirect" element={<RedirectEntry siteHome={locale.links.home} />} />
      <Route
        path="/confirm-trip"
        element={
          // The link's token is the proof: it opens for whoever holds it, logged in here or not.
          <SessionLayout>
            <TripConfirmationPage api={api} />
          </SessionLayout>
        }
      />
      <Route
        path="*"
        element={
          <SessionLayout unreadMessages={unreadMessages}>
            <SessionGate>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/travels" element={<TravelsPage />} />
                <Route path="/verification" element={<VerificationPage />} />
                <Route path="/deals/:id" element={<DealPage />} />
                <Route path="/messages" element={<MessagesPage />} />
                <Route path="/finance" element={<FinancePage />} />
                <Route path="/insurance" element={<InsurancePage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </SessionGate>
          </SessionLayout>
        }
      />
    </Routes>
  );
});
