import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { isIncompatibleRemote, loadRemoteComponent } from './load-remote-component';
import { useLoadedComponent } from './use-loaded-component';
import styles from './remote-component.module.css';

interface RemoteComponentProps<P> {
  /** `mfe_marketing/Page` */
  moduleId: string;
  props: P;
  /** What a small slot shows instead of the full-size unavailable notice. */
  unavailable?: (retry: () => void) => ReactNode;
  /** What shows while loading; a full-size placeholder by default. */
  loading?: ReactNode;
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.unavailable} role="alert">
      <p>{t('remoteUnavailable')}</p>
      <Button className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A remote built for another HostApi major version: retrying cannot help, a reload may bring its new build. */
function RemoteOutdated() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div className={styles.unavailable} role="alert">
      <Button className={styles.retry} onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </Button>
    </div>
  );
}

function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}

/** Renders a component another team deploys: loaded at run time, inside its own error boundary with retry. */
export function RemoteComponent<P extends object>({ moduleId, props, unavailable, loading }: RemoteComponentProps<P>) {
  const { state, retry } = useLoadedComponent<P>(() => loadRemoteComponent<P>(moduleId), moduleId);
  const showUnavailable = (onRetry: () => void) => (unavailable ? unavailable(onRetry) : <RemoteUnavailable onRetry={onRetry} />);
  if (state.status === 'loading') return loading === undefined ? <RemoteLoading /> : loading;
  if (state.status === 'failed') return isIncompatibleRemote(state.error) && !unavailable ? <RemoteOutdated /> : showUnavailable(retry);
  const { Component } = state;
  return (
    <ErrorBoundary
      resetKeys={[moduleId]}
      onError={(error, info) => console.error('A remote failed to render', error, info.componentStack)}
      fallbackRender={({ resetErrorBoundary }) =>
        showUnavailable(() => {
          resetErrorBoundary();
          retry();
        })
      }
    >
      <Component {...props} />
    </ErrorBoundary>
  );
}
