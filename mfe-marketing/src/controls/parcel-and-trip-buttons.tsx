import type { HostApi } from '@jetkiz/contracts';
import { buttonClass, type ButtonVariant } from '@jetkiz/web-kit';

interface ParcelAndTripButtonsProps {
  host: HostApi;
  className: string;
  parcelLabel: string;
  tripLabel: string;
  /** the parcel button's look: primary, or the accent of the home page's closing call */
  parcelVariant?: ButtonVariant;
}

/** The two ways in: send a parcel or offer a trip, each opening its widget's modal. */
export function ParcelAndTripButtons({ host, className, parcelLabel, tripLabel, parcelVariant }: ParcelAndTripButtonsProps) {
  return (
    <div className={className}>
      <button type="button" className={buttonClass(parcelVariant)} onClick={() => host.modals.open('create-parcel')}>
        {parcelLabel}
      </button>
      <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('create-travel')}>
        {tripLabel}
      </button>
    </div>
  );
}
