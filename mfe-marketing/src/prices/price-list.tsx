import { PARCEL_CLASSES, PRICE_LIST } from '@jetkiz/contracts';
import type { ParcelClass } from '@jetkiz/contracts';
import { useId } from 'react';
import { formatKilograms, formatTenge } from '../amounts';
import { useTexts } from '../i18n';
import styles from './prices.module.css';

export const PARCEL_CLASS_ORDER: readonly ParcelClass[] = ['documents', 'S', 'M', 'L'];

/** The published price list: one row per parcel class, one column per distance band. */
export function PriceList() {
  const { t, language } = useTexts('prices');
  const captionId = useId();
  const kg = (value: number) => formatKilograms(value, language);

  const bandLabel = (index: number) => {
    const band = PRICE_LIST[index]!;
    const previous = PRICE_LIST[index - 1];
    if (band.maxKm === null) return t('priceList.bands.over', { km: previous?.maxKm ?? 0 });
    if (!previous) return t('priceList.bands.upTo', { km: band.maxKm });
    return t('priceList.bands.between', { from: previous.maxKm, to: band.maxKm });
  };
  const weightLabel = (parcelClass: ParcelClass) => {
    const { minKg, maxKg } = PARCEL_CLASSES[parcelClass];
    return minKg === 0 ? t('priceList.weightUpTo', { max: kg(maxKg) }) : t('priceList.weightRange', { min: kg(minKg), max: kg(maxKg) });
  };

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{t('priceList.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceList.class')}</th>
            <th scope="col">{t('priceList.weight')}</th>
            {PRICE_LIST.map((band, index) => (
              <th key={band.maxKm ?? 'over'} scope="col">
                {bandLabel(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PARCEL_CLASS_ORDER.map((parcelClass) => (
            <tr key={parcelClass}>
              <th scope="row">
                <span className={styles.className}>{t(`classes.${parcelClass}.name`)}</span>
                <span className={styles.classFits}>{t(`classes.${parcelClass}.fits`)}</span>
              </th>
              <td>{weightLabel(parcelClass)}</td>
              {PRICE_LIST.map((band) => (
                <td key={band.maxKm ?? 'over'} className={styles.amount}>
                  {formatTenge(band.amounts[parcelClass], language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
