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
