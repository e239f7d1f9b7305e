import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { HoverLabel } from '../hover-label';

export type ListPaginationProps = {
  /** Records in the list (0 while unknown). */
  count: number;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  /** "1–10 of 23". */
  displayedRows: (range: { from: number; to: number; count: number }) => string;
};

/**
 * The list table's position and previous/next buttons. MUI's TablePagination brings its rows-per-page
 * select, menu, tooltip and positioning library (about 25 KB gzipped) to every list page for these two
 * buttons (decision 0050); this keeps its look, labels and behaviour: when the focused button becomes
 * disabled (the last or first page), focus moves to the other one.
 */
export const ListPagination = ({ count, page, size, onPageChange, displayedRows }: ListPaginationProps) => {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focused = useRef<HTMLButtonElement | null>(null);
  const from = count === 0 ? 0 : page * size + 1;
  const to = Math.min(count, (page + 1) * size);
  const isFirst = page === 0;
  const isLast = to >= count;

  useLayoutEffect(() => {
    const button = focused.current;
    if (!button?.disabled) return;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body) return;
    const other = button === next.current ? previous.current : next.current;
    if (other && !other.disabled) other.focus();
  });

  const button = (
    which: 'previous' | 'next',
    ref: typeof previous,
    disabled: boolean,
    target: number,
    Icon: typeof KeyboardArrowLeft,
  ) => {
    const label = t(`list.${which}Page`);
    return (
      <HoverLabel label={label}>
        <IconButton
          ref={ref}
          color="inherit"
          aria-label={label}
          disabled={disabled}
          onClick={() => onPageChange(target)}
          onFocus={(event) => {
            focused.current = event.currentTarget;
          }}
        >
          <Icon />
        </IconButton>
      </HoverLabel>
    );
  };

  return (
    <Box
      className="list-pagination"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 2.5,
        minHeight: 52,
        px: 2,
        color: 'text.primary',
      }}
    >
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {displayedRows({ from, to, count })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {button('previous', previous, isFirst, page - 1, rtl ? KeyboardArrowRight : KeyboardArrowLeft)}
        {button('next', next, isLast, page + 1, rtl ? KeyboardArrowLeft : KeyboardArrowRight)}
      </Box>
    </Box>
  );
};
