import { ModalStore } from './modal-store';

describe('ModalStore', () => {
  it('opens a modal by name with params', () => {
    const modals = new ModalStore();
    modals.open('forgot-password-verify-phone', { phone: '77012345678' });
    expect(modals.current).toEqual({ name: 'forgot-password-verify-phone', params: { phone: '77012345678' } });
  });

  it('refuses to close while loading', () => {
    const modals = new ModalStore();
    modals.open('login');
    modals.setLoading(true);
    modals.close();
    expect(modals.current?.name).toBe('login');
    modals.setLoading(false);
    modals.close();
    expect(modals.current).toBeNull();
  });
});
