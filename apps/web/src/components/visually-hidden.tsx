import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The style of text for screen readers only. Sizes are strings on purpose: in MUI `sx` a bare
 * `width: 1` means 100%, which stretched the page sideways (decision 0018).
 */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Text for screen readers only (e.g. the sort direction of a column, the name of an icon column). */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={VISUALLY_HIDDEN_SX}>
    {children}
  </Box>
);
