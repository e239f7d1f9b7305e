import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SKELETON_CLASS } from '../skeleton';

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
});
