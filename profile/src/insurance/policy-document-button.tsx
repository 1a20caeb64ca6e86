import type { InsurancePolicy } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { InlineError } from '../ui';
import type { InsuranceStore } from './insurance-store';

/** 'Open the policy to print', for an issued policy; says so when the page could not be had. */
export const PolicyDocumentButton = observer(function PolicyDocumentButton({
  policy,
  store,
}: {
  policy: InsurancePolicy;
  store: InsuranceStore;
}) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  if (policy.status !== 'issued' || !policy.document_url) return null;
  const failure = store.documentFailure?.policyId === policy.id ? store.documentFailure.key : null;
  return (
    <>
      <Button variant="secondary" loading={store.openingDocument === policy.id} onClick={() => void store.openDocumentOf(policy)}>
        {t('insurance.document')}
      </Button>
      {failure && <InlineError>{common.t(failure)}</InlineError>}
    </>
  );
});
