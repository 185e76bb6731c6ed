import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkedText, plainText } from './marked-text';

afterEach(cleanup);

describe('MarkedText', () => {
  it('marks the parts the query matched, and keeps the rest as plain text', () => {
    const { container } = render(
      <p>
        <MarkedText
          parts={[
            { text: 'Intro to ', match: false },
            { text: 'Robotics', match: true },
            { text: ' and ', match: false },
            { text: 'robots', match: true },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('Intro to Robotics and robots');
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Robotics', 'robots']);
  });

  it('shows markup in the data as text: a <script> stays words on the page', () => {
    const hostile = '<script>window.pwned = true</script><img src=x onerror="alert(1)">';
    const { container } = render(
      <p>
        <MarkedText
          parts={[
            { text: hostile, match: false },
            { text: '<b>match</b>', match: true },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(`${hostile}<b>match</b>`);
    expect(container.querySelector('mark')?.textContent).toBe('<b>match</b>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('gives the plain text of the parts', () => {
    expect(
      plainText([
        { text: 'Cloud ', match: false },
        { text: 'Day', match: true },
      ]),
    ).toBe('Cloud Day');
  });
});
