import { reportHeight, widgetMessage } from '@jetkiz/contracts';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { NO_OUTLET } from '../bridge';
import { ParcelForm, ParcelFormStore } from '../parcel-form';
import type { ShipmentServices } from '../submission';
import { TripForm, TripFormStore } from '../trip-form';
import type { WidgetEnvironment } from './connect-widget';
import { HandedOver, ParcelCreated, TripCreated } from './created-views';
import styles from './widget-app.module.css';

type WidgetStore = ParcelFormStore | TripFormStore;

function servicesOf(environment: WidgetEnvironment): ShipmentServices {
  const { api, session, outlet, botCheck, language } = environment;
  return { api, session, outlet, botCheck, language };
}

const WidgetContent = observer(function WidgetContent({ store, environment }: { store: WidgetStore; environment: WidgetEnvironment }) {
  const services = servicesOf(environment);
  const { outlet, links } = environment;
  // With nobody to tell (the page opened on its own), there is nothing to close.
  const close = outlet === NO_OUTLET ? undefined : () => outlet.send(widgetMessage('close-widget', {}));
  const { stage } = store;
  if (stage.step === 'handed-over') return <HandedOver to={stage.to} />;
  if (store instanceof ParcelFormStore) {
    if (store.stage.step === 'created')
      return (
        <ParcelCreated
          outlet={outlet}
          links={links}
          id={store.stage.id}
          guestToken={store.stage.guestToken}
          request={store.stage.request}
        />
      );
    return <ParcelForm store={store} services={services} onCancel={close} />;
  }
  if (store.stage.step === 'created') return <TripCreated outlet={outlet} links={links} guestEmail={store.stage.guestEmail} />;
  return <TripForm store={store} services={services} onCancel={close} />;
});

/** The trip or parcel widget, wired to its parent: says `loaded`, follows `setCity`, reports its height. */
export function WidgetApp({ environment }: { environment: WidgetEnvironment }) {
  const root = useRef<HTMLDivElement>(null);
  const [store] = useState<WidgetStore>(() => {
    if (environment.widget === 'trip') return new TripFormStore(servicesOf(environment));
    const parcel = new ParcelFormStore(servicesOf(environment));
    parcel.prefill(environment.prefill);
    return parcel;
  });

  useEffect(() => {
    const stopStore = store.start();
    const stopCity = reaction(
      () => environment.presetCityId(),
      (cityId) => {
        if (cityId !== null) store.presetCity(cityId);
      },
    );
    const stopLoading = reaction(
      () => store.busy,
      (loading) => environment.outlet.send(widgetMessage('loading', { loading })),
    );
    const disconnect = environment.start();
    const stopHeight = root.current ? reportHeight(root.current, environment.outlet) : () => {};
    return () => {
      stopHeight();
      disconnect();
      stopLoading();
      stopCity();
      stopStore();
    };
  }, [environment, store]);

  return (
    <div ref={root} className={styles.widget}>
      <WidgetContent store={store} environment={environment} />
    </div>
  );
}
