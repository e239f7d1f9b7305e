import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Layout of the pages open without sign-in. */
export const PublicLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
    <PublicHeader />
    <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
      <Outlet />
    </Box>
    <PublicFooter />
  </Box>
);
