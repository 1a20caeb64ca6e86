import fs from 'node:fs';
import path from 'node:path';
import { MODAL_OWNERS, REMOTES, REMOTE_LIST, isAuthModal, isLogisticsModal, isMarketingModal, remoteModuleId } from './remotes';

const repoRoot = path.resolve(__dirname, '../../..');

describe('remotes', () => {
  it('name module ids as loadRemote takes them', () => {
    expect(remoteModuleId('marketing', 'page')).toBe('mfe_marketing/Page');
    expect(remoteModuleId('marketing', 'subscriptionForm')).toBe('mfe_marketing/SubscriptionForm');
    expect(remoteModuleId('auth', 'modal')).toBe('mfe_auth/Modal');
    expect(remoteModuleId('widgets', 'widget')).toBe('mfe_widgets/Widget');
    expect(remoteModuleId('logistics', 'modal')).toBe('mfe_logistics/Modal');
    expect(Object.values(REMOTES)).toEqual(['mfe_marketing', 'mfe_auth', 'mfe_schedule', 'mfe_widgets', 'mfe_logistics']);
  });

  it('list only workspaces and files that exist, on distinct ports', () => {
    const remotes = Object.values(REMOTE_LIST);
    expect(new Set(remotes.map((remote) => remote.port)).size).toBe(remotes.length);
    for (const remote of remotes) {
      expect(remote.container).toBe(remote.workspace.replace(/-/g, '_'));
      for (const { file } of Object.values(remote.exposes)) {
        expect(fs.existsSync(path.join(repoRoot, remote.workspace, file))).toBe(true);
      }
    }
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
