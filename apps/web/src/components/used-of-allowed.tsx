import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

type UsedOfAllowedProps = {
  used: number;
  /** null: no limit (only the count shows). */
  allowed: number | null;
  /** The translated text, e.g. "3 of 10". */
  label: string;
};

/** How much of a limit is used (quotas, organisation limits): the text and a bar, red when reached. */
export const UsedOfAllowed = ({ used, allowed, label }: UsedOfAllowedProps) => (
  <Box sx={{ minWidth: 120 }}>
    <bdi>{label}</bdi>
    {allowed === null ? null : (
      <LinearProgress
        variant="determinate"
        value={allowed > 0 ? Math.min(100, Math.round((used / allowed) * 100)) : 100}
        color={used >= allowed ? 'error' : 'primary'}
        aria-label={label}
        sx={{ mt: 0.5 }}
      />
    )}
  </Box>
);
