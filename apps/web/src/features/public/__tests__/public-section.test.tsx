import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../test/i18n';
import { FaqPage } from '../components/faq-page';
import { PublicPage } from '../../../components/public-page';

describe('public page headings', { timeout: 30_000 }, () => {
  it('keeps the lead a paragraph under the h1, so headings stay in order', () => {
    render(
      <PublicPage title="Questions" lead="Answers to common questions">
        <h2>First</h2>
      </PublicPage>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2']);
    expect(screen.getByText('Answers to common questions').tagName).toBe('P');
  });

  it('FAQ questions are h2 under the page h1', () => {
    setupTestI18n('en-US');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <FaqPage /> }])} />);
    const levels = new Set(screen.getAllByRole('heading').map((heading) => heading.tagName));
    expect([...levels]).toEqual(['H1', 'H2']);
  });
});
