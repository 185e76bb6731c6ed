import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text.js';

describe('sanitiseRichText', () => {
  it('keeps the allowed formatting', () => {
    expect(
      sanitiseRichText(
        '<p>Learn <strong>fast</strong><br>and <em>well</em></p><ul><li>one</li></ul>',
      ),
    ).toBe('<p>Learn <strong>fast</strong><br />and <em>well</em></p><ul><li>one</li></ul>');
    expect(sanitiseRichText('<a href="https://www.ieee.org">IEEE</a>')).toBe(
      '<a href="https://www.ieee.org" rel="noopener noreferrer" target="_blank">IEEE</a>',
    );
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><style>p{}</style><iframe src="https://evil.example"></iframe>';
    const clean = sanitiseRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });
});
