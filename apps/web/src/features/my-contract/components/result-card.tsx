import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyContractAnswer } from '@portal/contracts/my-contract';
import { nameIn, type MyContractLanguage } from '../languages';

type Found = Extract<MyContractAnswer, { found: true }>;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);

const FACTS_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' },
  columnGap: 3,
  rowGap: 1,
  m: 0,
} as const;

/** Amounts with Latin digits in every language (as the portal's other numbers). */
const amountIn = (amount: number, language: MyContractLanguage) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 }).format(amount);

/** The request found: its status, the next step, the contract's summary and the no-fee statement first. */
export const ResultCard = ({ answer, language }: { answer: Found; language: MyContractLanguage }) => {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  const { summary } = answer;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-contract-result-heading"
      sx={{ p: 3, mt: 4 }}
    >
      <Typography
        id="my-contract-result-heading"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: 22, mb: 2, outline: 'none' }}
      >
        {t('result.heading')}
      </Typography>
      <Alert severity="success" variant="filled" sx={{ mb: 3 }}>
        <AlertTitle component="p" sx={{ fontWeight: 700, fontSize: 18 }}>
          {t('result.noFeeTitle')}
        </AlertTitle>
        {t('result.noFeeBody')}
      </Alert>
      <Box component="dl" sx={FACTS_SX}>
        <Fact label={t('result.requestNumber')}>
          <bdi dir="ltr">{answer.requestNumber}</bdi>
        </Fact>
        <Fact label={t('result.status')}>{t(`statuses.${answer.status}`)}</Fact>
        <Fact label={t('result.nextStep')}>{t(`nextSteps.${answer.nextStep}`)}</Fact>
      </Box>
      <Typography variant="h3" sx={{ fontSize: 18, mt: 3, mb: 2 }}>
        {t('result.summaryHeading')}
      </Typography>
      <Box component="dl" sx={FACTS_SX}>
        <Fact label={t('result.employerCity')}>{t(`cities.${summary.employerCity}`)}</Fact>
        <Fact label={t('result.job')}>{nameIn(summary.job, language)}</Fact>
        <Fact label={t('result.monthlySalary')}>
          {t('result.salaryValue', { amount: amountIn(summary.monthlySalary, language) })}
        </Fact>
        <Fact label={t('result.contractLength')}>
          {t('result.months', { count: summary.contractMonths })}
        </Fact>
        <Fact label={t('result.probation')}>{t('result.days', { count: summary.probationDays })}</Fact>
        <Fact label={t('result.restDay')}>{t(`restDays.${summary.restDay}`)}</Fact>
        <Fact label={t('result.agency')}>
          <bdi>{nameIn(summary.agency.name, language)}</bdi>
        </Fact>
        <Fact label={t('result.office')}>
          <bdi>{nameIn(summary.office.name, language)}</bdi>
        </Fact>
      </Box>
    </Paper>
  );
};
