import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { fetchCaptchaChallenge } from '../api/registration-api';

type State = 'idle' | 'solving' | 'done' | 'failed';

/**
 * A self-hosted proof-of-work captcha (ALTCHA): the challenge comes from our server and is solved
 * in a Web Worker (same origin, no inline script). `onSolved` gets the payload to send, or null.
 */
export const CaptchaField = ({
  onSolved,
  error,
}: {
  onSolved: (payload: string | null) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  const solve = async () => {
    setState('solving');
    onSolved(null);
    try {
      const challenge = await fetchCaptchaChallenge();
      worker.current?.terminate();
      worker.current = new Worker(new URL('../captcha-worker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = (event: MessageEvent<{ number: number | null }>) => {
        const { number } = event.data;
        if (number === null) {
          setState('failed');
          return;
        }
        onSolved(btoa(JSON.stringify({ ...challenge, number })));
        setState('done');
      };
      worker.current.postMessage({
        challenge: challenge.challenge,
        salt: challenge.salt,
        max: challenge.maxnumber ?? 1_000_000,
      });
    } catch {
      setState('failed');
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'inline-flex', flexDirection: 'column', alignSelf: 'flex-start' }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={state === 'done'}
            disabled={state === 'solving' || state === 'done'}
            onChange={(event) => {
              if (event.target.checked) void solve();
            }}
            slotProps={{ input: { 'aria-describedby': 'captcha-status', 'aria-invalid': Boolean(error) } }}
          />
        }
        label={t('registration.captcha.label')}
      />
      <FormHelperText id="captcha-status" role="status" error={state === 'failed' || Boolean(error)}>
        {state === 'solving' ? <CircularProgress size={12} sx={{ marginInlineEnd: 1 }} /> : null}
        {state === 'idle' ? (error ?? t('registration.captcha.hint')) : t(`registration.captcha.${state}`)}
      </FormHelperText>
    </Paper>
  );
};
