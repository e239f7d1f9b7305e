import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar at the top while a route (and its lazy code) loads. Plain CSS: it ships in the entry. */
export const LoadingBar = ({ active }: { active?: boolean }) => {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const loading = active ?? navigation.state !== 'idle';
  if (!loading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: '100%',
        height: 3,
        overflow: 'hidden',
        zIndex: 1600,
        bgcolor: 'rgba(88, 171, 200, 0.25)',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: '#58abc8',
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
};
