import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while a route (and its lazy code) loads. */
export const LoadingBar = ({ active }: { active?: boolean }) => {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const loading = active ?? navigation.state !== 'idle';
  if (!loading) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, insetInlineStart: 0, width: '100%', zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <LinearProgress color="secondary" sx={{ height: 3 }} aria-label={t('common.loading')} />
    </Box>
  );
};
