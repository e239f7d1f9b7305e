import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * What MUI's small SvgIcon (`fontSize="small"`, 20 px) draws, for a plain `<svg viewBox="0 0 24 24">`
 * inside an element styled once for many (decision 0097).
 */
export const smallSvgIconSx = (theme: Theme): CSSObject => ({
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: theme.typography.pxToRem(20),
  userSelect: 'none',
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
});
