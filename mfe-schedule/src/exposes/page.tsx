import type { LanguageCode, SchedulePage, SchedulePageProps } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, use, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LoadingList } from '../controls';
import { loadScheduleTexts } from '../i18n';
import styles from './page.module.css';

/** Each page is its own chunk: the board does not carry the traveler choice, nor the other way round. */
const PAGES: Readonly<Record<SchedulePage, LazyExoticComponent<ComponentType<SchedulePageProps>>>> = {
  parcel: lazy(() => import('../pages/parcel-page')),
  board: lazy(() => import('../pages/board-page')),
  success: lazy(() => import('../pages/success-page')),
};

/** Said while the page's texts are still on their way, so it cannot come from them. */
const LOADING_LABEL: Readonly<Record<LanguageCode, string>> = { ru: 'Загружаем страницу…', kk: 'Бет жүктелуде…', en: 'Loading the page…' };

function WithTexts({ language, children }: { language: LanguageCode; children: ReactNode }) {
  use(loadScheduleTexts(language));
  return children;
}

/** The schedule remote's pages: schedule/{id}, schedule and schedule/success (spec §2). */
const Page = observer(function Page(props: SchedulePageProps) {
  const Chosen = PAGES[props.page];
  const { language } = props.host.locale;
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <LoadingList label={LOADING_LABEL[language]} count={2} />
        </div>
      }
    >
      <WithTexts language={language}>
        {/* A new parcel or link is a new choice, not the old one's state. */}
        <Chosen key={`${props.page}:${props.parcelId ?? ''}:${props.searchParams.get('guest_token') ?? ''}`} {...props} />
      </WithTexts>
    </Suspense>
  );
});

export default Page;
