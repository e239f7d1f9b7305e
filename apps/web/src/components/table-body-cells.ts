import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * What MUI's small SvgIcon (`fontSize="small"`, 20 px) draws, for a plain `<svg viewBox="0 0 24 24">`
 * inside an element styled once for many (decision 0097). Here, beside the cells' style that uses it:
 * a module of its own was one more file for every page that draws a table to wait for.
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

/** A cell's alignment when it is not the start of the line (`column.align`). */
export const alignClassOf = (align: 'left' | 'right' | 'center' | undefined): string | undefined =>
  align && align !== 'left' ? `cell-${align}` : undefined;

/** The row actions' cell: MUI's small table's checkbox padding, its button flush. */
export const ACTIONS_CELL_CLASS = 'cell-actions';

/** A link in a cell (`CellLink`): MUI's Link with the theme's underline on hover. */
export const CELL_LINK_CLASS = 'cell-link';

/** A row's "⋮" button (`RowActionsMenu`): MUI's small IconButton, flush in its cell. */
export const ROW_ACTION_CLASS = 'row-action';

/** The theme's keyboard focus ring around a button (theme.ts, MuiButtonBase). */
const focusRing = (theme: Theme): CSSObject => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
});

/** What MUI's TableRow draws (`display: table-row` is a `<tr>`'s own). */
const ROW = { color: 'inherit', verticalAlign: 'middle', outline: 0 } as const;

type BodyCells = {
  /** Every row's height (a list's rows take the loading rows' place exactly, decision 0050). */
  height?: number;
  /** A shade under the pointer (rows that lead somewhere). */
  hover?: boolean;
  /** Cells keep their text on one line. */
  nowrap?: boolean;
  /** The header row's cells (`<th scope="col">` in a TableHead): MUI's head line height, bold labels. */
  head?: boolean;
};

/**
 * The style of a table body's rows and cells, once for the whole body (`sx` of its TableBody): the
 * rows are plain `<tr>` and their cells plain `<td>` or `<th scope="row">`, drawn as MUI's TableRow
 * and small TableCell draw them (body2 text, 6 px 16 px padding, the divider's bottom line). A list
 * page rendered 110 TableCells, each with its styled element and its style's insertion, for its
 * loading rows and again for its data: a quarter of the components it rendered as it loaded
 * (`npm run lighthouse:renders`, decision 0092).
 */
export const tableBodyCellsSx =
  ({ height, hover = false, nowrap = false, head = false }: BodyCells) =>
  (theme: Theme): CSSObject => {
    const divider = alpha(theme.palette.divider, 1);
    const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
    return {
      '& > tr': { ...ROW, ...(height && { height }) },
      ...(hover && { '& > tr:hover': { backgroundColor: theme.palette.action.hover } }),
      '& > tr > :is(td, th)': {
        fontFamily,
        fontWeight: head ? 600 : fontWeight,
        fontSize,
        lineHeight: head ? theme.typography.pxToRem(24) : lineHeight,
        letterSpacing,
        verticalAlign: 'inherit',
        borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
        textAlign: 'left',
        padding: '6px 16px',
        color: theme.palette.text.primary,
        ...(nowrap && { whiteSpace: 'nowrap' }),
      },
      '& > tr > .cell-right': { textAlign: 'right' },
      '& > tr > .cell-center': { textAlign: 'center' },
      [`& > tr > .${ACTIONS_CELL_CLASS}`]: {
        textAlign: 'right',
        width: 24,
        padding: '0 12px 0 16px',
        '& > *': { padding: 0 },
      },
      [`& .${CELL_LINK_CLASS}`]: {
        color: theme.palette.primary.main,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: 'auto' },
      },
      [`& .${ROW_ACTION_CLASS}`]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        boxSizing: 'border-box',
        flex: '0 0 auto',
        margin: 0,
        padding: 5,
        // Strings: in `sx` a bare 0 of a border or outline means "0px solid".
        border: '0',
        borderRadius: '50%',
        outline: '0',
        backgroundColor: 'transparent',
        color: theme.palette.action.active,
        fontSize: theme.typography.pxToRem(18),
        textAlign: 'center',
        verticalAlign: 'middle',
        cursor: 'pointer',
        userSelect: 'none',
        appearance: 'none',
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create('background-color', {
          duration: theme.transitions.duration.shortest,
        }),
        '&:hover': {
          backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
          '@media (hover: none)': { backgroundColor: 'transparent' },
        },
        '&:focus-visible': focusRing(theme),
        '& > svg': smallSvgIconSx(theme),
      },
    };
  };
