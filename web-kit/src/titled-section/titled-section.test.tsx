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

  it('takes an anchor and may put its heading and content in a box of their own', () => {
    render(
      <TitledSection id="faq" title="Сұрақтар" innerClassName="column">
        <p>Жауап</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: 'Сұрақтар' });
    expect(section).toHaveAttribute('id', 'faq');
    const box = section.firstElementChild;
    expect(box).toHaveClass('column');
    expect(box).toContainElement(screen.getByRole('heading', { level: 2, name: 'Сұрақтар' }));
    expect(box).toHaveTextContent('Жауап');
  });
});
