import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { focusHeadingWhenShown } from '../layouts/focus-heading';

const page = (html: string) => {
  document.body.innerHTML = html;
};

describe('focusHeadingWhenShown', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the new page heading once it appears, from the menu link that was used', async () => {
    page('<nav><a href="/b">B</a></nav><main id="main-content"></main>');
    document.querySelector<HTMLElement>('nav a')?.focus();
    const stop = focusHeadingWhenShown();
    const heading = document.createElement('h1');
    heading.textContent = 'Organizations';
    document.querySelector('main')?.append(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    stop();
  });

  it('follows a record page from its loading frame to its loaded frame (another h1)', async () => {
    page('<main id="main-content"><a href="/things/1">PC-0000001</a></main>');
    document.querySelector<HTMLElement>('main a')?.focus();
    const main = document.querySelector('main')!;
    main.innerHTML = '<article><h1>Contract</h1><div role="progressbar"></div></article>';
    const stop = focusHeadingWhenShown();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Contract'));
    main.innerHTML = '<article><h1>Contract PC-0000001</h1><p>Loaded</p></article>';
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Contract PC-0000001'));
    stop();
  });

  it('leaves focus where the page put it (a field with autofocus, an open dialog)', () => {
    page('<main><h1>Add</h1><input aria-label="Name" /></main><div role="dialog"><button>OK</button></div>');
    document.querySelector('input')?.focus();
    focusHeadingWhenShown()();
    expect(document.activeElement).toBe(document.querySelector('input'));
    document.querySelector<HTMLElement>('[role="dialog"] button')?.focus();
    focusHeadingWhenShown()();
    expect(document.activeElement).toBe(document.querySelector('[role="dialog"] button'));
  });
});
