import { modalFromQuery, withoutModalParam } from './modal-query';

describe('modalFromQuery', () => {
  it('opens the named modal with the other parameters', () => {
    expect(modalFromQuery('?modal=forgot-password-verify-phone&phone=77012345678')).toEqual({
      name: 'forgot-password-verify-phone',
      params: { phone: '77012345678' },
    });
  });

  it('ignores a name that is not a modal', () => {
    expect(modalFromQuery('?modal=nope')).toBeNull();
    expect(modalFromQuery('?guest_token=abc')).toBeNull();
  });
});

describe('withoutModalParam', () => {
  it('drops only the modal parameter', () => {
    expect(withoutModalParam('?guest_token=abc&modal=login')).toBe('?guest_token=abc');
    expect(withoutModalParam('?modal=contacts')).toBe('');
  });

  it('is null when there is nothing to drop', () => {
    expect(withoutModalParam('?guest_token=abc')).toBeNull();
  });
});
