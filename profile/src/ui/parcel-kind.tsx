import { PARCEL_CLASSES } from '@jetkiz/contracts';
import type { LanguageCode, Parcel } from '@jetkiz/contracts';
import { useProfileTexts } from '../i18n';
import { intlLocaleOf } from '../locale';

function kilograms(kg: number, language: LanguageCode): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 }).format(kg);
}

/** 'Documents, up to 3 kg' · 'Parcel M, 1–3 kg' · 'Parcel, 2.5 kg' (spec §9 classes). */
export function ParcelKind({ parcel, language }: { parcel: Pick<Parcel, 'type' | 'weight_class' | 'weight_kg'>; language: LanguageCode }) {
  const { t } = useProfileTexts();
  if (parcel.type === 'documents') return <>{t('parcelKind.documents', { max: kilograms(PARCEL_CLASSES.documents.maxKg, language) })}</>;
  if (parcel.weight_kg !== null) return <>{t('parcelKind.parcelWeight', { kg: kilograms(parcel.weight_kg, language) })}</>;
  const range = PARCEL_CLASSES[parcel.weight_class];
  return (
    <>
      {t('parcelKind.parcelClass', {
        class: parcel.weight_class,
        min: kilograms(range.minKg, language),
        max: kilograms(range.maxKg, language),
      })}
    </>
  );
}
