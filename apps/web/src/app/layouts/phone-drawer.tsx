import Drawer from '@mui/material/Drawer';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The side navigation as a temporary drawer on a phone. Loaded the first time the menu button opens it
 * (`app-layout.tsx`): MUI's drawer brings its modal and slide transition, which a wide screen never
 * uses (decision 0064, 2026-11-29).
 */
export const PhoneDrawer = ({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) => {
  // Mounted closed and opened a moment later, so that the first opening slides in like the others (MUI's
  // drawer does not animate one that is open when it mounts).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      variant="temporary"
      open={open && mounted}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
    >
      {children}
    </Drawer>
  );
};
