import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UsedOfAllowed } from '../used-of-allowed';

// Apart from the lookup record page: only the quotas' and the organisation limits' pages load MUI's
// progress bar (decision 0064).

/** A limit's used versus allowed above its form (quotas, organisation limits). */
export const UsagePanel = (props: { label: string; used: number; allowed: number; text: string }) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={props.label} role="group">
    <Typography variant="subtitle2">{props.label}</Typography>
    <UsedOfAllowed used={props.used} allowed={props.allowed} label={props.text} />
  </Paper>
);
