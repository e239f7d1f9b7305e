import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { FOCUS_RING, INSET_FOCUS_OUTLINE, THEME_TOKENS } from '../providers/theme';
import { VISUALLY_HIDDEN_SX } from '../../components/visually-hidden';

/** The classes of a menu's parts, styled once by `MenuList`. */
export const MENU_CLASSES = {
  item: 'menu-item',
  selected: 'menu-item-selected',
  icon: 'menu-item-icon',
  iconPlace: 'menu-item-icon-place',
  label: 'menu-item-label',
  badge: 'menu-item-badge',
  hidden: 'menu-item-hidden',
} as const;

const c = (name: keyof typeof MENU_CLASSES) => `.${MENU_CLASSES[name]}`;

/**
 * What MUI's dense List, ListItemButton (with the theme's inside focus ring), ListItemIcon and
 * ListItemText drew for the side menu, as one style for the whole list: its entries are plain links
 * and spans (decision 0097). Each entry was 12 components, five of them styled with a style insertion
 * of their own, rendered when the signed-in page mounts and again when the menu's counts come.
 */
const menuListSx = (theme: Theme): CSSObject => {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  const { action, primary } = theme.palette;
  return {
    listStyle: 'none',
    margin: 0,
    padding: '4px 0',
    position: 'relative',
    [c('item')]: {
      display: 'flex',
      flexGrow: 1,
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 0,
      margin: 0,
      padding: '4px 16px',
      // Strings: in `sx` a bare 0 of a border or outline means "0px solid".
      border: '0',
      borderInlineStart: '3px solid transparent',
      borderRadius: 0,
      outline: '0',
      color: 'inherit',
      textAlign: 'left',
      textDecoration: 'none',
      verticalAlign: 'middle',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': {
        backgroundColor: action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      // A menu item's ring as the theme draws it: MUI's button halo, the ring inside the edge.
      '&:focus-visible': { boxShadow: FOCUS_RING.boxShadow, ...INSET_FOCUS_OUTLINE },
    },
    [c('selected')]: {
      borderInlineStartColor: THEME_TOKENS.accent,
      backgroundColor: THEME_TOKENS.selectedOption,
      '&:hover': {
        backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: alpha(primary.main, action.selectedOpacity) },
      },
    },
    [c('icon')]: { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: action.active },
    [c('iconPlace')]: { display: 'inline-block', width: 24, height: 24 },
    [c('label')]: {
      display: 'block',
      flex: '1 1 auto',
      minWidth: 0,
      margin: '4px 0',
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
    },
    [c('badge')]: {
      minWidth: 22,
      padding: '0 6px',
      borderRadius: 11,
      backgroundColor: THEME_TOKENS.primary,
      color: '#fff',
      fontSize: '0.75rem',
      fontWeight: 700,
      lineHeight: '22px',
      textAlign: 'center',
    },
    [c('hidden')]: VISUALLY_HIDDEN_SX,
  };
};

/** A menu's `<ul>`: its entries are `<li>` holding a link with `MENU_CLASSES.item`. */
export const MenuList = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={menuListSx}>
    {children}
  </Box>
);
