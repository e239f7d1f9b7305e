import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadWhenOpened } from '../load-when-opened';

let loads = 0;

/** A dialog whose module is loaded lazily; `loads` counts how often its code was asked for. */
const LazyDialog = lazy(async () => {
  loads += 1;
  await Promise.resolve();
  const Loaded = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
    <Dialog open={open} onClose={onClose} aria-labelledby="lazy-title">
      <DialogTitle id="lazy-title">Add a worker</DialogTitle>
      <button onClick={onClose}>Close</button>
    </Dialog>
  );
  return { default: Loaded };
});

const Page = () => {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Add</button>
      <LoadWhenOpened open={open}>
        <LazyDialog open={open} onClose={() => setOpen(false)} />
      </LoadWhenOpened>
    </main>
  );
};

describe('LoadWhenOpened', () => {
  it("loads the dialog's code when it first opens, once, and focus returns to the button that opened it", async () => {
    render(<Page />);
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add a worker' })).toBeVisible();
    expect(loads).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();

    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add a worker' })).toBeVisible();
    expect(loads).toBe(1);
  });
});
