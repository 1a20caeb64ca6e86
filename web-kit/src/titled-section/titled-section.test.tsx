import { render, screen } from '@testing-library/react';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its heading', () => {
    render(
      <TitledSection title="Байланыс">
        <p>+7 700 000 00 00</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: 'Байланыс' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Байланыс' }));
    expect(section).toHaveTextContent('+7 700 000 00 00');
  });
});
