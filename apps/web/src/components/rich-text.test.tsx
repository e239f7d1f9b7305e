import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TAGS } from '@portal/contracts/announcements';
import { RICH_TEXT_TAGS, RichText } from './rich-text';

describe('RichText', () => {
  it('renders the allowed tags and safe links only', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()">Hi <strong>all</strong><script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example">ok</a></p>' +
          '<ul><li><em>one</em></li></ul><h1>plain</h1>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img|<h1/);
    expect(html).toContain('<strong>all</strong>');
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('bad');
    expect(html).toContain('<ul><li><em>one</em></li></ul>plain');
  });

  it('allows exactly the tags the server keeps (the contracts list)', () => {
    expect([...RICH_TEXT_TAGS].sort()).toEqual([...ANNOUNCEMENT_TAGS].sort());
  });
});
