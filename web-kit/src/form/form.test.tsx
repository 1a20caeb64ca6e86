import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from './form';

describe('Form', () => {
  it('submits on Enter without loading a page or asking the browser to check the fields', async () => {
    const onSubmit = jest.fn();
    render(
      <Form aria-label="Search" onSubmit={onSubmit}>
        <label>
          City
          <input name="city" required />
        </label>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Search' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.type(screen.getByLabelText('City'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(fireEvent.submit(form)).toBe(false);
  });
});
