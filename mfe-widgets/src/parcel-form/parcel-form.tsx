import { kazakhstanToday } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatTenge } from '../amounts';
import { CityFields } from '../cities';
import { AmountField, choiceOptions, ChoiceField, EmailField, formStyles, PhoneField, TextField } from '@jetkiz/web-kit/forms';
import { WIDGETS_NAMESPACE } from '../i18n';
import { PhotoPicker } from '../photos';
import { ShipmentForm, type WidgetFormProps } from '../shipment-form';
import type { ShipmentServices } from '../submission';
import type { ParcelFormStore } from './parcel-form-store';
import styles from './parcel-form.module.css';

const RecommendedPriceNote = observer(function RecommendedPriceNote({
  store,
  services,
}: {
  store: ParcelFormStore;
  services: ShipmentServices;
}) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const price = store.recommended;
  if (!price) return null;
  return (
    <p className={styles.price} role="status">
      <strong>{t('parcel.recommendedPrice', { amount: formatTenge(price.amount, services.language) })}</strong>{' '}
      <span className={formStyles.hint}>{t(price.source === 'market' ? 'parcel.recommendedMarket' : 'parcel.recommendedPriceList')}</span>
    </p>
  );
});

const WEIGHT_CLASS_TEXTS = { S: 'parcel.classS', M: 'parcel.classM', L: 'parcel.classL' };

/** The parcel widget's form (issue 7); the app shows what comes after it. */
export const ParcelForm = observer(function ParcelForm({ store, services, onCancel }: WidgetFormProps<ParcelFormStore>) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { fields } = store;
  const guestFields = (
    <>
      <EmailField field={fields.guest_email} name="guest_email" label={t('parcel.guestEmail')} hint={t('parcel.guestEmailHint')} />
      <PhoneField field={fields.guest_phone} name="guest_phone" label={t('parcel.guestPhone')} />
    </>
  );
  return (
    <ShipmentForm kind="parcel" store={store} services={services} onCancel={onCancel} guestFields={guestFields}>
      {store.tripId !== null && <p className={styles.tripNote}>{t('parcel.forTrip')}</p>}
      <ChoiceField
        field={fields.type}
        name="type"
        legend={t('parcel.type')}
        options={[
          { value: 'documents', label: t('parcel.documents'), hint: t('parcel.documentsHint') },
          { value: 'parcel', label: t('parcel.parcel'), hint: t('parcel.parcelHint') },
        ]}
      />
      {store.type === 'parcel' && (
        <div className={formStyles.row}>
          <ChoiceField
            field={fields.weight_class}
            name="weight_class"
            legend={t('parcel.size')}
            options={choiceOptions(t, WEIGHT_CLASS_TEXTS)}
          />
          <TextField field={fields.weight_kg} name="weight_kg" label={t('parcel.weight')} inputMode="decimal" />
        </div>
      )}
      <PhotoPicker photos={store.photos} />
      <TextField
        field={fields.description}
        name="description"
        label={t('parcel.description')}
        placeholder={t('parcel.descriptionPlaceholder')}
        rows={3}
      />
      <TextField field={fields.deadline} name="deadline" label={t('parcel.deadline')} type="date" min={kazakhstanToday()} />
      <CityFields cities={store.cities} language={services.language} from={fields.from_city_id} to={fields.to_city_id} />
      <RecommendedPriceNote store={store} services={services} />
      <AmountField field={fields.reward} name="reward" label={t('parcel.reward')} language={services.language} />
    </ShipmentForm>
  );
});
