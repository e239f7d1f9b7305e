import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Layout of the pages open without sign-in. The main area is at least the screen's height, so the
 * footer starts below the first screen: a page whose content grows once its texts or data arrive (the
 * registry's results, the worker's check) no longer pushes a visible footer down (layout shift 0.26–0.34).
 */
export const PublicLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
    <PublicHeader />
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}
    >
      <Outlet />
    </Box>
    <PublicFooter />
  </Box>
);
