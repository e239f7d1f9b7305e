import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A loading placeholder drawn as MUI's Skeleton draws it (its colour, shapes and pulse, still when the
 * visitor asks for reduced motion), without its component: MUI's Skeleton with its class and
 * variant machinery cost about 1.4 KB gzipped on each route that shows one, among them the wizards'
 * steps at the 250 KB target (decision 0064). The lint's import rules keep `@mui/material/Skeleton`
 * out of the web app.
 */
export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  /** `text` (the default) is a line of the surrounding text's height, drawn at 60 % of it. */
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
};

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const radiusOf = (theme: Theme): number => Number(theme.shape.borderRadius) || 4;

/** A line of the surrounding text's height, drawn at 60 % of it. */
const textShape = (theme: Theme) => ({
  mt: 0,
  mb: 0,
  height: 'auto',
  transformOrigin: '0 55%',
  transform: 'scale(1, 0.60)',
  borderRadius: `${radiusOf(theme)}px/${Math.round((radiusOf(theme) / 0.6) * 10) / 10}px`,
  '&:empty:before': { content: '"\\00a0"' },
});

const shapes: Record<NonNullable<SkeletonProps['variant']>, SxProps<Theme>> = {
  text: textShape,
  rectangular: {},
  rounded: (theme) => ({ borderRadius: `${radiusOf(theme)}px` }),
  circular: { borderRadius: '50%' },
};

/** The class every placeholder carries: the e2e checks wait until none is left on the page. */
export const SKELETON_CLASS = 'portal-skeleton';

/** Every placeholder's block and colour. */
const still = (theme: Theme) => ({
  display: 'block',
  height: '1.2em',
  bgcolor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
});

/** The pulse: still when the visitor asks for reduced motion. */
const pulsing = {
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

const drawn = (theme: Theme) => ({ ...still(theme), ...pulsing });

/**
 * Styles for an element that holds many text lines as plain `<span class="portal-skeleton">`: one
 * style for all of them instead of a styled component each (a list's loading table draws 120).
 * The element pulses, not each line: every element with its own opacity animation is a layer of
 * its own for the compositor, and a list's loading table made 124 of them (decision 0093).
 */
export const skeletonLinesSx = (theme: Theme) => ({
  ...pulsing,
  [`& .${SKELETON_CLASS}`]: { ...still(theme), ...textShape(theme) },
});

export const Skeleton = ({
  variant = 'text',
  width,
  height,
  sx,
  style,
  className,
  ...rest
}: SkeletonProps) => (
  <Box
    component="span"
    {...rest}
    className={className ? `${SKELETON_CLASS} ${className}` : SKELETON_CLASS}
    style={{ width, height, ...style }}
    sx={[drawn, shapes[variant], ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
  />
);

/**
 * The place of a small outlined chip whose code still loads: its label in the chip's shape (24 px
 * high, 8 px each side, its font and border), so a row does not move when the chip comes.
 */
export const ChipPlace = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      px: '8px',
      border: 1,
      borderColor: 'divider',
      borderRadius: '12px',
      fontSize: '0.8125rem',
      whiteSpace: 'nowrap',
    }}
  >
    {children}
  </Box>
);
