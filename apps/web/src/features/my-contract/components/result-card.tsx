import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyContractAnswer } from '@portal/contracts/my-contract';
import { LabelValue, LabelValueList } from '../../../components/label-value-list';
import { formatNumberInLocale } from '../../../lib/format/intl';
import { nameIn, type MyContractLanguage } from '../languages';

type Found = Extract<MyContractAnswer, { found: true }>;

/** Amounts with Latin digits in every language (as the portal's other numbers). */
const amountIn = (amount: number, language: MyContractLanguage) =>
  formatNumberInLocale(amount, language, { maximumFractionDigits: 2 });

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
      <LabelValueList>
        <LabelValue label={t('result.requestNumber')}>
          <bdi dir="ltr">{answer.requestNumber}</bdi>
        </LabelValue>
        <LabelValue label={t('result.status')}>{t(`statuses.${answer.status}`)}</LabelValue>
        <LabelValue label={t('result.nextStep')}>{t(`nextSteps.${answer.nextStep}`)}</LabelValue>
      </LabelValueList>
      <Typography variant="h3" sx={{ fontSize: 18, mt: 3, mb: 2 }}>
        {t('result.summaryHeading')}
      </Typography>
      <LabelValueList>
        <LabelValue label={t('result.employerCity')}>{t(`cities.${summary.employerCity}`)}</LabelValue>
        <LabelValue label={t('result.job')}>{nameIn(summary.job, language)}</LabelValue>
        <LabelValue label={t('result.monthlySalary')}>
          {t('result.salaryValue', { amount: amountIn(summary.monthlySalary, language) })}
        </LabelValue>
        <LabelValue label={t('result.contractLength')}>
          {t('result.months', { count: summary.contractMonths })}
        </LabelValue>
        <LabelValue label={t('result.probation')}>
          {t('result.days', { count: summary.probationDays })}
        </LabelValue>
        <LabelValue label={t('result.restDay')}>{t(`restDays.${summary.restDay}`)}</LabelValue>
        <LabelValue label={t('result.agency')}>
          <bdi>{nameIn(summary.agency.name, language)}</bdi>
        </LabelValue>
        <LabelValue label={t('result.office')}>
          <bdi>{nameIn(summary.office.name, language)}</bdi>
        </LabelValue>
      </LabelValueList>
    </Paper>
  );
};
