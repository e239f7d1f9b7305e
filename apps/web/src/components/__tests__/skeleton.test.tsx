import { render } from '@testing-library/react';
import Box from '@mui/material/Box';
import { describe, expect, it } from 'vitest';
import { Skeleton, SKELETON_CLASS, skeletonLinesSx } from '../skeleton';

const animationOf = (element: Element) => getComputedStyle(element).animation;

describe('Skeleton', () => {
  it('carries the class the e2e checks wait on, beside a class of its own caller', () => {
    const { container } = render(
      <>
        <Skeleton width={80} />
        <Skeleton variant="rounded" className="row-chip" />
      </>,
    );
    const [plain, named] = [...container.querySelectorAll('span')];
    expect(plain).toHaveClass(SKELETON_CLASS);
    expect(plain).toHaveStyle({ width: '80px' });
    expect(named).toHaveClass(SKELETON_CLASS, 'row-chip');
  });

  it('pulses a holder of many lines once, not each line (decision 0093: a layer per animated line)', () => {
    const { getByTestId } = render(
      <Box data-testid="holder" sx={skeletonLinesSx}>
        <span className={SKELETON_CLASS} />
        <span className={SKELETON_CLASS} />
      </Box>,
    );
    const holder = getByTestId('holder');
    expect(animationOf(holder)).toMatch(/infinite/);
    for (const line of holder.querySelectorAll(`.${SKELETON_CLASS}`)) expect(animationOf(line)).toBe('');
    // The single placeholder still pulses on its own.
    const { container } = render(<Skeleton width={40} />);
    expect(animationOf(container.querySelector(`.${SKELETON_CLASS}`)!)).toMatch(/infinite/);
  });
});
