import { kazakhstanToday } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CityFields } from '../cities';
import {
  AmountField,
  choiceOptions,
  CheckboxField,
  ChoiceField,
  EmailField,
  formStyles,
  PhoneField,
  TextField,
} from '@jetkiz/web-kit/forms';
import { WIDGETS_NAMESPACE } from '../i18n';
import { ShipmentForm, type WidgetFormProps } from '../shipment-form';
import type { TripFormStore } from './trip-form-store';

const WEIGHT_ALLOWANCE_TEXTS = { hand_luggage: 'trip.handLuggage', baggage: 'trip.baggage' };
const DELIVERY_TYPE_TEXTS = { address: 'trip.address', railway: 'trip.railway', airport: 'trip.airport' };

/** The trip widget's form (issue 7); the app shows what comes after it. */
export const TripForm = observer(function TripForm({ store, services, onCancel }: WidgetFormProps<TripFormStore>) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { fields } = store;
  const today = kazakhstanToday();
  return (
    <ShipmentForm kind="trip" store={store} services={services} onCancel={onCancel}>
      <CityFields cities={store.cities} language={services.language} from={fields.from_city_id} to={fields.to_city_id} />
      <div className={formStyles.row}>
        <TextField field={fields.trip_date} name="trip_date" label={t('trip.tripDate')} type="date" min={today} />
        <TextField
          field={fields.return_date}
          name="return_date"
          label={t('trip.returnDate')}
          type="date"
          min={fields.trip_date.value || today}
        />
      </div>
      <ChoiceField
        field={fields.weight_allowance}
        name="weight_allowance"
        legend={t('trip.weightAllowance')}
        options={choiceOptions(t, WEIGHT_ALLOWANCE_TEXTS)}
      />
      <ChoiceField
        field={fields.delivery_type}
        name="delivery_type"
        legend={t('trip.deliveryType')}
        options={choiceOptions(t, DELIVERY_TYPE_TEXTS)}
      />
      <AmountField field={fields.offered_amount} name="offered_amount" label={t('trip.offeredAmount')} language={services.language} />
      <TextField field={fields.first_name} name="first_name" label={t('trip.firstName')} autoComplete="given-name" />
      <CheckboxField field={fields.is_logistic_company} name="is_logistic_company" label={t('trip.logisticCompany')} />
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>{t('trip.contact')}</legend>
        <div className={formStyles.row}>
          <PhoneField field={fields.contact_phone} name="contact_phone" label={t('trip.contactPhone')} />
          <EmailField field={fields.contact_email} name="contact_email" label={t('trip.contactEmail')} />
        </div>
      </fieldset>
    </ShipmentForm>
  );
});
