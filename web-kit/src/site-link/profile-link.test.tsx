import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileLink } from './profile-link';

function renderLink() {
  const handoffs: string[] = [];
  const navigation = {
    profileUrl: (path = '/') => `https://profile.jetkiz.test${path}`,
    profileHandoffUrl: async (path = '/') => {
      handoffs.push(path);
      return `https://profile.jetkiz.test${path}#handoff=code-${handoffs.length}`;
    },
  };
  const leave = jest.fn();
  render(
    <ProfileLink navigation={navigation} path="/travels" leave={leave}>
      My trips
    </ProfileLink>,
  );
  return { handoffs, leave, link: screen.getByRole('link', { name: 'My trips' }) };
}

describe('ProfileLink', () => {
  it('is a real link to the plain profile address', () => {
    const { link, handoffs } = renderLink();
    expect(link).toHaveAttribute('href', 'https://profile.jetkiz.test/travels');
    expect(handoffs).toEqual([]);
  });

  it('leaves for the hand-over address on a plain click, asking for one code however often it is clicked', async () => {
    const { link, leave, handoffs } = renderLink();
    await userEvent.click(link);
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://profile.jetkiz.test/travels#handoff=code-1'));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(handoffs).toEqual(['/travels']);
    expect(link).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
  ])('lets the browser open the plain address on %s (no code in another tab)', (_name, init) => {
    const { link, leave, handoffs } = renderLink();
    expect(fireEvent.click(link, init)).toBe(true); // the browser's own following of the href was not prevented
    expect(leave).not.toHaveBeenCalled();
    expect(handoffs).toEqual([]);
  });
});
