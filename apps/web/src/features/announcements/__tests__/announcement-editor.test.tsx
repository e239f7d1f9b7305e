import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ANNOUNCEMENT_TAGS, type Announcement } from '@portal/contracts/announcements';
import { setupTestI18n } from '../../../test/i18n';
import { AnnouncementForm } from '../components/announcement-form';
import { RichTextEditor } from '../components/rich-text-editor';

const tagsOf = (html: string): string[] => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]!);

type HarnessProps = { onChange: (html: string) => void; dir?: 'ltr' | 'rtl'; initial?: string };

const Harness = ({ onChange, dir = 'ltr', initial = '' }: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      id="field-bodyEn"
      label="English text"
      toolbarLabel="Formatting: English text"
      value={value}
      dir={dir}
      hint="Bold, italic, lists and links are kept."
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
};

const announcement: Announcement = {
  id: 4,
  titleAr: 'عنوان',
  titleEn: 'Title',
  bodyAr: '<p>نص</p>',
  bodyEn: '<p>Hello</p>',
  audiencePublic: true,
  audienceRoles: [],
  visibleFrom: '2027-01-01',
  visibleTo: '2027-01-31',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, init?: RequestInit) =>
    new Response(init?.body ?? '{}', { status: 200, headers: { 'content-type': 'application/json' } }),
);

describe('announcement rich-text editor', { timeout: 30_000 }, () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchMock);
    // ProseMirror asks where a click landed; jsdom has no layout.
    document.elementFromPoint = () => null;
  });
  afterAll(() => vi.unstubAllGlobals());

  it('makes bold text and a list out of the allowed tags only, from a labelled toolbar', async () => {
    await setupTestI18n('en-US');
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="<p>Apply now</p>" />);
    const editor = screen.getByRole('textbox', { name: 'English text' });
    expect(editor).toHaveAttribute('dir', 'ltr');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: English text' });
    await userEvent.click(within(editor).getByText('Apply now'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Apply now</strong></p>');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toBe('<ul><li><p><strong>Apply now</strong></p></li></ul>');
    for (const tag of tagsOf(html)) expect(ANNOUNCEMENT_TAGS).toContain(tag);
  });

  it('moves between the toolbar buttons with the arrow keys, one Tab stop', async () => {
    await setupTestI18n('en-US');
    render(<Harness onChange={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar');
    const tabbable = within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    tabbable[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    // "Remove link" is off outside a link: End stops on "Link".
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
  });

  it('writes the Arabic body right to left', async () => {
    await setupTestI18n('ar-SA');
    render(<Harness onChange={vi.fn()} dir="rtl" />);
    expect(screen.getByRole('textbox', { name: 'English text' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'غامق' })).toBeInTheDocument();
  });

  it('loads the stored HTML and the form sends the edited HTML', async () => {
    await setupTestI18n('en-US');
    const router = createMemoryRouter([
      { path: '/', element: <AnnouncementForm announcement={announcement} /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // The form loads its editor lazily (decision 0050).
    const editor = await screen.findByRole('textbox', { name: /English text/ }, { timeout: 10_000 });
    expect(within(editor).getByText('Hello')).toBeInTheDocument();
    await userEvent.click(within(editor).getByText('Hello'));
    await userEvent.keyboard('{Control>}a{/Control}');
    const toolbar = screen.getByRole('toolbar', { name: /English text/ });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Italic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/announcements/4');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      bodyEn: '<p><em>Hello</em></p>',
      bodyAr: '<p>نص</p>',
    });
  });
});
