import { createTheme, type Theme } from '@mui/material/styles';

/** Spec section 9 colours and sizes. */
export const THEME_TOKENS = {
  accent: '#58abc8',
  inputBorder: '#cfcfcf',
  inputRadius: 5,
  selectedOption: '#eff5f9',
  inputPaddingY: '0.375rem',
  autocompletePaddingY: '0.38rem',
  chipRemoveIcon: '1.3rem',
  primary: '#1f5f7a',
} as const;

const FONT_FAMILY = [
  '"Noto Sans Variable"',
  '"Noto Sans Arabic Variable"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

const ARABIC_FONT_FAMILY = [
  '"Noto Sans Arabic Variable"',
  '"Noto Sans Variable"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The keyboard focus ring: 3 px in the primary colour (about 7:1 on the page backgrounds) around a
 * 2 px white ring, so it also shows on dark areas (the home page's banner, the footer); all white
 * on the app bar. Buttons get it outside their edge; full-width items (menu and list items, tabs,
 * accordion headers) inside, where a scrolling parent would clip it.
 */
export const FOCUS_RING = {
  outline: `3px solid ${THEME_TOKENS.primary}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
} as const;
/**
 * A focused input keeps spec 9's light-blue border (#58abc8, 2.6:1 on white: too faint to show focus
 * by itself, WCAG 1.4.11) inside a 2 px ring in the primary colour (about 7:1).
 */
const INPUT_FOCUS_RING = { outline: `2px solid ${THEME_TOKENS.primary}`, outlineOffset: 1 } as const;
/** The ring inside a full-width item's edge, with the button's white halo (the side menu's entries). */
export const INSET_FOCUS_OUTLINE = {
  outline: `3px solid ${THEME_TOKENS.primary}`,
  outlineOffset: -3,
} as const;
const INSET_FOCUS_RING = { '&.Mui-focusVisible': INSET_FOCUS_OUTLINE } as const;

/** The texts MUI components say themselves (button names, empty states), in the person's language. */
export type ComponentTexts = {
  openList: string;
  closeList: string;
  clear: string;
  noOptions: string;
  loading: string;
  close: string;
};

/** MUI's own defaults: what a theme made without texts (tests of colours and sizes) says. */
const ENGLISH_COMPONENT_TEXTS: ComponentTexts = {
  openList: 'Open',
  closeList: 'Close',
  clear: 'Clear',
  noOptions: 'No options',
  loading: 'Loading…',
  close: 'Close',
};

/**
 * For a person who asked for less motion (WCAG 2.3.3): MUI's dialogs, menus, drawers and collapses
 * appear and go at once, and buttons draw no ripple (the focus ring above still shows focus). The
 * loading bar and the placeholders stop their own animations in CSS.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  buttonBase: { disableRipple: true },
} as const;

export type Motion = 'full' | 'reduced';

/**
 * Light mode only; `direction` flips MUI for Arabic; `texts` are the components' own words; `motion`
 * follows the person's `prefers-reduced-motion`.
 */
export const createPortalTheme = (
  direction: 'ltr' | 'rtl',
  texts: ComponentTexts = ENGLISH_COMPONENT_TEXTS,
  motion: Motion = 'full',
): Theme =>
  createTheme({
    direction,
    ...(motion === 'reduced' ? { transitions: REDUCED_MOTION.transitions } : {}),
    palette: {
      mode: 'light',
      primary: { main: THEME_TOKENS.primary },
      secondary: { main: THEME_TOKENS.accent, contrastText: '#0b2a36' },
      // MUI's orange (#ed6c02) reads at 3:1 as text on white; this amber passes AA (5.6:1) as text,
      // outline and filled (white text).
      warning: { main: '#a35200', contrastText: '#fff' },
      background: { default: '#f6f8fa' },
    },
    shape: { borderRadius: THEME_TOKENS.inputRadius },
    typography: {
      fontFamily: direction === 'rtl' ? ARABIC_FONT_FAMILY : FONT_FAMILY,
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
      h3: { fontSize: '1.15rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: THEME_TOKENS.inputRadius,
            '& .MuiOutlinedInput-notchedOutline': { borderColor: THEME_TOKENS.inputBorder },
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: THEME_TOKENS.accent },
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: THEME_TOKENS.accent },
            '&.Mui-focused': INPUT_FOCUS_RING,
          },
          input: { paddingTop: THEME_TOKENS.inputPaddingY, paddingBottom: THEME_TOKENS.inputPaddingY },
        },
      },
      MuiInputLabel: {
        styleOverrides: { root: { '&.Mui-focused': { color: THEME_TOKENS.primary } } },
      },
      MuiAutocomplete: {
        defaultProps: {
          openText: texts.openList,
          closeText: texts.closeList,
          clearText: texts.clear,
          noOptionsText: texts.noOptions,
          loadingText: texts.loading,
        },
        styleOverrides: {
          inputRoot: {
            paddingTop: THEME_TOKENS.autocompletePaddingY,
            paddingBottom: THEME_TOKENS.autocompletePaddingY,
            '& .MuiAutocomplete-input': { paddingTop: 0, paddingBottom: 0 },
          },
          option: {
            '&[aria-selected="true"]': { backgroundColor: `${THEME_TOKENS.selectedOption} !important` },
          },
        },
      },
      MuiChip: {
        styleOverrides: { deleteIcon: { fontSize: THEME_TOKENS.chipRemoveIcon } },
      },
      MuiTabs: {
        styleOverrides: {
          root: { backgroundColor: 'transparent' },
          indicator: { backgroundColor: THEME_TOKENS.accent },
        },
      },
      MuiButtonBase: {
        ...(motion === 'reduced' ? { defaultProps: REDUCED_MOTION.buttonBase } : {}),
        styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
      },
      MuiMenuItem: { styleOverrides: { root: INSET_FOCUS_RING } },
      MuiListItemButton: { styleOverrides: { root: INSET_FOCUS_RING } },
      MuiTab: {
        styleOverrides: { root: { '&.Mui-selected': { color: THEME_TOKENS.primary }, ...INSET_FOCUS_RING } },
      },
      MuiAccordionSummary: { styleOverrides: { root: INSET_FOCUS_RING } },
      MuiAppBar: {
        styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#fff' } } },
      },
      MuiAlert: { defaultProps: { closeText: texts.close } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });

/** Tab panels have no padding (spec 9): use this `sx` on custom tab panels. */
export const TAB_PANEL_SX = { p: 0 } as const;
