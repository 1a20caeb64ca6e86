import { render, screen } from '@testing-library/react';
import { requiredContext } from './required-context';

const [GreetingProvider, useGreeting] = requiredContext<string>('Greeting');

function Greeting() {
  return <p>{useGreeting()}</p>;
}

describe('requiredContext', () => {
  it('gives what the provider holds', () => {
    render(
      <GreetingProvider value="Сәлем">
        <Greeting />
      </GreetingProvider>,
    );
    expect(screen.getByText('Сәлем')).toBeInTheDocument();
  });

  it('fails loudly outside its provider', () => {
    // React reports the error it rethrows; the report is not this test's business.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow('Greeting is used outside its provider');
    report.mockRestore();
  });
});
