import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeMissingKeys, setTestLanguage } from '../testing';
import { FAQ_ITEMS, Faq } from './faq';

async function renderFaq(language: 'ru' | 'kk' | 'en' = 'en') {
  await setTestLanguage(language, ['faq']);
  const user = userEvent.setup();
  render(<Faq />);
  return { user, questions: screen.getAllByRole('button') };
}

describe('FAQ accordion', () => {
  it('shows every question as a collapsed button inside a heading', async () => {
    const { questions } = await renderFaq();
    expect(questions).toHaveLength(FAQ_ITEMS.length);
    for (const question of questions) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(question.closest('h3')).not.toBeNull();
      expect(document.getElementById(question.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(takeMissingKeys()).toEqual([]);
  });

  it('opens an answer on click, labelled by its question, and closes it again', async () => {
    const { user } = await renderFaq();
    const question = screen.getByRole('button', { name: 'How does safe payment work?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How does safe payment work?' });
    expect(answer).toBeVisible();
    expect(answer.id).toBe(question.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent('the money comes back within 3 working days');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('keeps several answers open at once', async () => {
    const { user, questions } = await renderFaq();
    await user.click(questions[0]!);
    await user.click(questions[1]!);
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    const { user, questions } = await renderFaq();
    questions[0]!.focus();
    await user.keyboard('{Enter}');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(questions.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(questions.at(-1)).toHaveFocus();
  });

  it('quotes the commission and the example payout in the language’s format', async () => {
    const { user } = await renderFaq('ru');
    await user.click(screen.getByRole('button', { name: 'Сколько получает путешественник?' }));
    const answer = screen.getByRole('region', { name: 'Сколько получает путешественник?' });
    const text = answer.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('20 %');
    expect(text).toContain('из вознаграждения 10 000 ₸ путешественник получит 8 000 ₸');
    expect(within(answer).queryByText(/{{/)).toBeNull();
  });
});
