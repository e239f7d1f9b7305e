import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * An icon button's name shown under it on hover and keyboard focus, in CSS: MUI's Tooltip brings its
 * positioning library (11 KB gzipped) into the signed-in layout's first load (decision 0050). The
 * label is hidden from assistive technology: the button's own accessible name says the same.
 */
export const HoverLabel = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    sx={{
      position: 'relative',
      display: 'inline-flex',
      '&:hover > .hover-label, &:focus-within > .hover-label': { opacity: 1, visibility: 'visible' },
    }}
  >
    {children}
    <Box
      component="span"
      className="hover-label"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: '50%',
        transform: 'translateX(-50%)',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'grey.700',
        color: 'common.white',
        fontSize: '0.6875rem',
        fontWeight: 500,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
        opacity: 0,
        visibility: 'hidden',
        transition: 'opacity 150ms',
        zIndex: 'tooltip',
      }}
    >
      {label}
    </Box>
  </Box>
);
