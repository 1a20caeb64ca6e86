import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useCommonTexts, useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { ButtonLink } from '@jetkiz/web-kit';
import { CardList, EmptyState, ErrorState, LoadingState, Section } from '../ui';
import type { MyParcelsStore } from './my-parcels-store';
import { ParcelCard } from './parcel-card';

export interface MyParcelsSectionProps {
  store: MyParcelsStore;
  cityName: (id: number) => string;
  language: LanguageCode;
  links: SiteLinks;
  /** a bind or a parcel a link pointed at */
  focusBindId?: number | null;
  focusParcelId?: number | null;
}

const MyParcelsContent = observer(function MyParcelsContent({
  store,
  cityName,
  language,
  links,
  focusBindId,
  focusParcelId,
}: MyParcelsSectionProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  if (store.state === 'idle' || store.state === 'loading') return <LoadingState label={t('parcels.loading')} />;
  if (store.state === 'failed') {
    return (
      <ErrorState
        title={t('parcels.failed')}
        message={common.t(store.errorKey ?? 'somethingWentWrong')}
        retryLabel={t('retry')}
        onRetry={() => void store.load()}
      />
    );
  }
  if (store.isEmpty) {
    return (
      <EmptyState
        title={t('parcels.empty.title')}
        text={t('parcels.empty.text')}
        action={<ButtonLink href={links.createParcel}>{t('parcels.empty.action')}</ButtonLink>}
      />
    );
  }
  return (
    <CardList label={t('parcels.title')}>
      {store.parcels.map((parcel) => (
        <li key={parcel.id}>
          <ParcelCard
            parcel={parcel}
            store={store}
            cityName={cityName}
            language={language}
            links={links}
            focused={(focusBindId != null && parcel.bind?.id === focusBindId) || (focusParcelId != null && parcel.id === focusParcelId)}
          />
        </li>
      ))}
    </CardList>
  );
});

/** My parcels: status, route, deadline, the bound trip and traveler, and the way to choose one. */
export function MyParcelsSection(props: MyParcelsSectionProps) {
  const { t } = useProfileTexts();
  return (
    <Section id="my-parcels" title={t('parcels.title')}>
      <MyParcelsContent {...props} />
    </Section>
  );
}
