import type { LanguageCode } from '@jetkiz/contracts';
import { useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { OwnList, Section } from '../ui';
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

/** My parcels: status, route, deadline, the bound trip and traveler, and the way to choose one. */
export function MyParcelsSection({ store, cityName, language, links, focusBindId, focusParcelId }: MyParcelsSectionProps) {
  const { t } = useProfileTexts();
  return (
    <Section id="my-parcels" title={t('parcels.title')}>
      <OwnList
        list={store.list}
        texts="parcels"
        createHref={links.createParcel}
        renderItems={() =>
          store.items.map((parcel) => (
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
          ))
        }
      />
    </Section>
  );
}
