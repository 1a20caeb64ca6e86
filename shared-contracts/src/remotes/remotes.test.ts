import { MODAL_OWNERS, REMOTES, isAuthModal, isLogisticsModal, isMarketingModal, remoteModuleId } from './remotes';

describe('remotes', () => {
  it('name module ids as loadRemote takes them', () => {
    expect(remoteModuleId('marketing', 'page')).toBe('mfe_marketing/Page');
    expect(remoteModuleId('marketing', 'subscriptionForm')).toBe('mfe_marketing/SubscriptionForm');
    expect(remoteModuleId('auth', 'modal')).toBe('mfe_auth/Modal');
    expect(remoteModuleId('widgets', 'widget')).toBe('mfe_widgets/Widget');
    expect(Object.values(REMOTES)).toEqual(['mfe_marketing', 'mfe_auth', 'mfe_schedule', 'mfe_widgets', 'mfe_logistics']);
  });

  it('give every modal one owner', () => {
    expect(MODAL_OWNERS['create-travel']).toBe('shell');
    expect(MODAL_OWNERS['parcel-created']).toBe('shell');
    expect(isAuthModal('email-confirmation')).toBe(true);
    expect(isAuthModal('contacts')).toBe(false);
    expect(isMarketingModal('contact-form')).toBe(true);
    expect(isLogisticsModal('delivery-state')).toBe(true);
  });
});
