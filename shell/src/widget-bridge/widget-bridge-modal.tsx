import { parcelPrefillOf, parcelPrefillParams } from '@jetkiz/contracts';
import type { HostApi, ModalName, ModalParams, OpenModal, WidgetName } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@jetkiz/web-kit';
import { ParcelCreatedModal, TripCreatedModal } from './created-modals';
import { WidgetFrame } from './widget-frame';

const WIDGET_OF_MODAL: Partial<Record<ModalName, { widget: WidgetName; titleKey: string }>> = {
  'create-travel': { widget: 'trip', titleKey: 'modal.createTravel' },
  'create-parcel': { widget: 'parcel', titleKey: 'modal.createParcel' },
};

function cityIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** create-travel / create-parcel hold the widget iframe; trip-created / parcel-created offer the next step. */
export function WidgetBridgeModal({ host, modal }: { host: HostApi; modal: OpenModal }) {
  const { t } = useTranslation('shell');
  const frame = WIDGET_OF_MODAL[modal.name];
  if (frame) {
    // A parcel started from a trip opens with its route and date, and is offered to that trip once created.
    const query: ModalParams = frame.widget === 'parcel' ? parcelPrefillParams(parcelPrefillOf(modal.params)) : {};
    return (
      <>
        <VisuallyHidden as="h2">{t(frame.titleKey)}</VisuallyHidden>
        <WidgetFrame host={host} widget={frame.widget} title={t(frame.titleKey)} cityId={cityIdOf(modal.params.city)} query={query} />
      </>
    );
  }
  if (modal.name === 'trip-created') return <TripCreatedModal host={host} params={modal.params} />;
  if (modal.name === 'parcel-created') return <ParcelCreatedModal host={host} params={modal.params} />;
  return null;
}
