import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../test/i18n';
import { FAQ_ITEMS, FaqPage } from '../components/faq-page';

const idsOnPage = () => [...document.querySelectorAll('[id]')].map((element) => element.id);

describe('FAQ page', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('gives every answer one region with a unique id, named by its question', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <FaqPage /> }])} />);
    const ids = idsOnPage();
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);

    const question = screen.getAllByRole('button')[0];
    if (!question) throw new Error('no question');
    await userEvent.click(question);
    const answer = screen.getByRole('region', { name: question.textContent ?? '' });
    expect(answer.id).toBe(`faq-${FAQ_ITEMS[0]}-answer`);
    expect(question).toHaveAttribute('aria-controls', answer.id);
  });
});
