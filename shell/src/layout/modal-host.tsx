import { observer } from 'mobx-react-lite';
import { useShellStores } from '../app/shell-stores-context';
import { LazyChunk } from '../remotes';

// Modals are not part of the first paint: their layer and content load when the first one opens.
const loadModalLayer = () => import('./modal-layer');

export const ModalHost = observer(function ModalHost() {
  const { modals } = useShellStores();
  if (!modals.current) return null;
  return <LazyChunk name="modal-layer" load={loadModalLayer} props={{}} />;
});
