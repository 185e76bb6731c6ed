import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

afterEach(cleanup);

const faqs = [
  { id: 1, question: 'What is the branch?', answer: 'A community of students.' },
  { id: 2, question: 'How do I join?', answer: 'Sign up with IEEE.' },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  it('opens one answer at a time and closes the open one when clicked again', () => {
    render(<FaqList faqs={faqs} />);
    const first = question('What is the branch?');
    const second = question('How do I join?');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'What is the branch?' });
    expect(panel.id).toBe(first.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('A community of students.');

    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
