import Box from '@mui/material/Box';

/** MUI's completed step icon (CheckCircle), drawn as its StepIcon draws it. */
const CHECK_CIRCLE = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

type WizardStepsProps = {
  labels: readonly string[];
  /** The position of the step shown (0 the first): the steps before it are done. */
  active: number;
  'aria-label': string;
};

/**
 * The wizard's steps as MUI's Stepper with `alternativeLabel` draws them (a numbered circle, a check
 * once done, the name under it, a line between two steps; the same colours, sizes and spacing), as an
 * ordered list whose current item has `aria-current="step"`. MUI's Stepper, Step, StepLabel,
 * StepIcon and StepConnector were ~4 KB gzipped on every wizard step (9 routes) for a drawing
 * without behaviour (decision 0064). The lines use left and right: the right-to-left cache flips them.
 */
export const WizardSteps = ({ labels, active, 'aria-label': label }: WizardStepsProps) => (
  <Box component="ol" aria-label={label} sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
    {labels.map((name, position) => {
      const done = position < active;
      const lit = position <= active;
      return (
        <Box
          component="li"
          key={name}
          aria-current={position === active ? 'step' : undefined}
          sx={{ flex: 1, position: 'relative', px: 1, textAlign: 'center' }}
        >
          {position > 0 ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: 12,
                left: 'calc(-50% + 20px)',
                right: 'calc(50% + 20px)',
                borderTop: 1,
                borderColor: 'grey.400',
              }}
            />
          ) : null}
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden
            focusable="false"
            sx={{
              display: 'block',
              mx: 'auto',
              width: 24,
              height: 24,
              fill: 'currentColor',
              color: lit ? 'primary.main' : 'text.disabled',
            }}
          >
            {done ? (
              <path d={CHECK_CIRCLE} />
            ) : (
              <>
                <circle cx="12" cy="12" r="12" />
                <Box
                  component="text"
                  x="12"
                  y="12"
                  textAnchor="middle"
                  dominantBaseline="central"
                  sx={(theme) => ({
                    fill: theme.palette.primary.contrastText,
                    fontSize: theme.typography.caption.fontSize,
                  })}
                >
                  {position + 1}
                </Box>
              </>
            )}
          </Box>
          <Box
            component="span"
            sx={{
              display: 'block',
              mt: 2,
              typography: 'body2',
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
              color: lit ? 'text.primary' : 'text.secondary',
              fontWeight: lit ? 500 : undefined,
            }}
          >
            {name}
          </Box>
        </Box>
      );
    })}
  </Box>
);
