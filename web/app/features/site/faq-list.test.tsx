import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

afterEach(cleanup);

const faqs = [
  { id: 1, question: 'What is the branch?', answer: 'A community of students.' },
  { id: 2, question: 'How do I join?', answer: 'Sign up with IEEE.' },
];

describe('FAQ accordion', () => {
  it('is a set of closed native disclosures sharing one name, so the browser keeps one open', () => {
    render(<FaqList faqs={faqs} />);
    const disclosures = screen.getAllByRole('group') as HTMLDetailsElement[];
    expect(disclosures).toHaveLength(2);
    for (const [index, details] of disclosures.entries()) {
      expect(details.tagName).toBe('DETAILS');
      // The shared name is what makes opening one close the other (checked in the browser).
      expect(details.getAttribute('name')).toBe('faqs');
      expect(details.open).toBe(false);
      expect(details.querySelector('summary')?.textContent).toBe(faqs[index]?.question);
      expect(details.querySelector('p')?.textContent).toBe(faqs[index]?.answer);
    }
  });

  it('keeps each answer once in the page', () => {
    const { container } = render(<FaqList faqs={faqs} />);
    expect(container.innerHTML.split('Sign up with IEEE.')).toHaveLength(2);
  });
});
