import { render } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo at its size, hidden from screen readers as the name stands beside it', () => {
    const { container } = render(<Avatar person={{ first_name: 'Dana', avatar_url: 'https://cdn.jetkiz.test/dana.jpg' }} size="large" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.jetkiz.test/dana.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '48');
  });

  it('shows the initial without a photo, and nothing while the person is not known', () => {
    const { container, rerender } = render(<Avatar person={{ first_name: 'әйгерім', avatar_url: null }} size="small" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Ә$/);
    rerender(<Avatar person={null} size="small" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });
});
