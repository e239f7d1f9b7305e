import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WizardSteps } from './wizard-steps';

export type WizardStepDef<S extends string> = { id: S; label: string };

type WizardFrameProps<S extends string> = {
  steps: readonly WizardStepDef<S>[];
  /** The step of the URL. */
  current: S;
  /** The step's form: the primary button submits it (validation first, then the next step or the save). */
  formId: string;
  /** Where Back goes; none on the first step. */
  backTo?: string | null;
  /** Defaults to "Next"; the last step says what it does (e.g. "Save"). */
  primaryLabel?: string;
  /** While saving: the primary button is disabled. */
  busy?: boolean;
  /** Above the step (e.g. "your draft was restored"). */
  notice?: ReactNode;
  /** Beside Back / Next (e.g. Start over). */
  extraActions?: ReactNode;
  children: ReactNode;
};

const focusIsInDialog = () =>
  Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));

/**
 * The frame every wizard uses: a stepper with the step names, the step's heading ("Step 2 of 4:
 * …", focused when the step opens so keyboard and screen-reader users start there), the step's
 * content, and Back / Next whose arrows follow the reading direction.
 */
export const WizardFrame = <S extends string>(props: WizardFrameProps<S>) => {
  const { steps, current, formId, backTo, primaryLabel, busy, notice, extraActions, children } = props;
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const heading = useRef<HTMLHeadingElement>(null);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  const step = steps[index];

  useEffect(() => {
    if (!focusIsInDialog()) heading.current?.focus({ preventScroll: false });
  }, [current]);

  // "Back" points to where the reading starts: left in English, right in Arabic.
  const BackIcon = rtl ? ArrowForwardIcon : ArrowBackIcon;
  const NextIcon = rtl ? ArrowBackIcon : ArrowForwardIcon;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <WizardSteps labels={steps.map((item) => item.label)} active={index} aria-label={t('wizard.steps')} />
      {notice}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.25rem', mb: 2, outline: 'none' }}
          data-testid="wizard-step-heading"
        >
          {t('wizard.stepOf', { number: index + 1, total: steps.length, name: step?.label ?? '' })}
        </Typography>
        {children}
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
          {backTo ? (
            <Button component={RouterLink} to={backTo} startIcon={<BackIcon />}>
              {t('wizard.back')}
            </Button>
          ) : null}
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={busy}
            endIcon={primaryLabel ? undefined : <NextIcon />}
          >
            {primaryLabel ?? t('wizard.next')}
          </Button>
          {extraActions}
        </Stack>
      </Paper>
    </Stack>
  );
};
