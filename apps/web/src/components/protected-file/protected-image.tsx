import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import PersonIcon from '@mui/icons-material/Person';
import { useProtectedObjectUrl } from './use-protected-file';

type ProtectedImageProps = {
  /** An API address (`/api/…/photo`); null when there is no image. */
  src: string | null;
  /** The image's text alternative (e.g. "Photo of Maria Santos"). */
  alt: string;
  /** Said by the busy placeholder while the image loads; `alt` when not given. */
  loadingLabel?: string;
  /** Said by the placeholder when there is no image or it could not be loaded. */
  missingLabel: string;
  size: number;
  shape?: 'circle' | 'rounded';
  query?: Record<string, string>;
  version?: number;
};

/**
 * An image of the API, fetched with the token (`useProtectedObjectUrl`); a person placeholder while
 * it loads (busy, with the image's text) and when there is none or it failed (with `missingLabel`).
 */
export const ProtectedImage = ({
  src,
  alt,
  loadingLabel,
  missingLabel,
  size,
  shape = 'circle',
  query,
  version,
}: ProtectedImageProps) => {
  const image = useProtectedObjectUrl(src, { accept: 'image/*', query, version });
  const radius = shape === 'circle' ? '50%' : 1;
  if (image.objectUrl)
    return (
      <Box
        component="img"
        src={image.objectUrl}
        alt={alt}
        sx={{ width: size, height: size, objectFit: 'cover', borderRadius: radius, flexShrink: 0 }}
      />
    );
  return (
    <Avatar
      role="img"
      aria-label={image.loading ? (loadingLabel ?? alt) : missingLabel}
      aria-busy={image.loading || undefined}
      variant={shape === 'circle' ? 'circular' : 'rounded'}
      sx={{ width: size, height: size, flexShrink: 0 }}
    >
      <PersonIcon aria-hidden fontSize={size > 80 ? 'large' : 'small'} />
    </Avatar>
  );
};
