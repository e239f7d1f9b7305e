import Box from '@mui/material/Box';
import type { EarlyNotice } from './early-screen';

/**
 * A notice as MUI's standard `Alert` draws it (its type, padding, colours and its icon's place), for
 * the first screen (decision 0065): MUI's Alert is in a chunk the signed-in layout loads, and in the
 * application's own chunk it would weigh on every public page. The page's own Alert then takes its
 * place with the same text in a box of the same size.
 */
export const EarlyNoticeView = ({ notice }: { notice: EarlyNotice }) => (
  <Box
    sx={(theme) => ({
      ...theme.typography.body2,
      // The Alert's padding, and its icon's place (22 px, and 12 px to the text) left empty.
      padding: '14px 16px 14px 50px',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: theme.darken(theme.palette[notice.severity].light, 0.6),
      backgroundColor: theme.lighten(theme.palette[notice.severity].light, 0.9),
    })}
  >
    {notice.text}
  </Box>
);
