import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

/** Icons that point along the reading direction are drawn mirrored in Arabic (right to left). */
const mirroredInRtl = (Icon: typeof LoginIcon) => {
  const Mirrored = (props: SvgIconProps) => {
    const rtl = useTheme().direction === 'rtl';
    return <Icon {...props} style={{ ...props.style, transform: rtl ? 'scaleX(-1)' : undefined }} />;
  };
  return Mirrored;
};

/** Sign in: an arrow into the door, on the reading side. */
export const SignInIcon = mirroredInRtl(LoginIcon);
/** Sign out: an arrow out of the door, on the reading side. */
export const SignOutIcon = mirroredInRtl(LogoutIcon);
