import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { ButtonLink } from '@jetkiz/web-kit';
import { useProfileTexts } from '../i18n';
import type { Loadable } from '../loadable';
import { EmptyState, LoadFailedState, LoadingState } from './page-states';
import { CardList } from './section';

interface OwnListProps {
  /** the user's own things (parcels, trips) as loaded */
  list: Loadable<readonly unknown[]>;
  /** the profile namespace's group of the list's texts (loading, failed, empty.*, title) */
  texts: 'parcels' | 'trips';
  /** where the empty state's action creates the first one */
  createHref: string;
  /** the cards, each in an `<li>`; called only once the list has some */
  renderItems: () => ReactNode;
}

/** The states every own list shares: loading, failed with a retry, empty with the way to create one, else its cards. */
export const OwnList = observer(function OwnList({ list, texts, createHref, renderItems }: OwnListProps) {
  const { t } = useProfileTexts();
  if (list.state === 'idle' || list.state === 'loading') return <LoadingState label={t(`${texts}.loading`)} />;
  if (list.state === 'failed') {
    return <LoadFailedState title={t(`${texts}.failed`)} failure={list.loadFailure} onRetry={() => void list.load()} />;
  }
  if (list.value.length === 0) {
    return (
      <EmptyState
        title={t(`${texts}.empty.title`)}
        text={t(`${texts}.empty.text`)}
        action={<ButtonLink href={createHref}>{t(`${texts}.empty.action`)}</ButtonLink>}
      />
    );
  }
  return <CardList label={t(`${texts}.title`)}>{renderItems()}</CardList>;
});
