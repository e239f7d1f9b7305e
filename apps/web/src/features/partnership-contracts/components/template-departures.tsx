import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import {
  clauseDeparture,
  clausesOfText,
  paymentTermsDepart,
  type ClauseMark,
} from '@portal/contracts/contract-templates-values';

type Lang = 'ar' | 'en';
const LANG = { ar: { lang: 'ar-SA', dir: 'rtl' }, en: { lang: 'en-US', dir: 'ltr' } } as const;

/** The bracketed word of a mark: read aloud and printed, never a colour alone (decision 0053). */
const Mark = ({ kind }: { kind: 'changed' | 'added' | 'removed' }) => {
  const { t } = useTranslation();
  return (
    <Box component="strong" sx={{ fontWeight: 700, marginInlineEnd: 0.5 }}>
      [{t(`partnershipContracts.template.marks.${kind}`)}]
    </Box>
  );
};

const TemplateWording = ({ text, language }: { text: string; language: Lang }) => {
  const { t } = useTranslation();
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'block', fontStyle: 'italic' }}
      color="textSecondary"
    >
      {t('partnershipContracts.template.wording')}:{' '}
      <span lang={LANG[language].lang} dir={LANG[language].dir}>
        {text}
      </span>
    </Typography>
  );
};

const itemSx = (marked: boolean) =>
  marked
    ? { borderInlineStart: '3px double', borderColor: 'text.primary', paddingInlineStart: 1, mb: 0.5 }
    : { mb: 0.5 };

const Clause = ({ clause, language }: { clause: ClauseMark; language: Lang }) => (
  <Box component="li" sx={itemSx(clause.kind !== 'same')}>
    {clause.kind !== 'same' ? <Mark kind={clause.kind} /> : null}
    <span lang={LANG[language].lang} dir={LANG[language].dir}>
      {clause.text}
    </span>
    {clause.kind === 'changed' ? <TemplateWording text={clause.templateText} language={language} /> : null}
  </Box>
);

/** One side's clauses in one language, each marked where it departs from the template's. */
export const MarkedClauses = ({
  text,
  templateClauses,
  language,
}: {
  text: string;
  templateClauses: string[];
  language: Lang;
}) => {
  const departure = clauseDeparture(templateClauses, clausesOfText(text));
  return (
    <Box
      component="ol"
      dir={LANG[language].dir}
      lang={LANG[language].lang}
      sx={{ mt: 0, mb: 1, paddingInlineStart: 3 }}
    >
      {departure.clauses.map((clause, index) => (
        <Clause key={index} clause={clause} language={language} />
      ))}
      {departure.removed.map((clause, index) => (
        <Box component="li" key={`removed-${index}`} sx={itemSx(true)}>
          <Mark kind="removed" />
          <del>{clause}</del>
        </Box>
      ))}
    </Box>
  );
};

/** A line's payment terms in both languages, each marked when it departs from the template's. */
export const MarkedPaymentTerms = ({
  terms,
  template,
}: {
  terms: { paymentTerms: string; paymentTermsAr: string };
  template: ContractTemplateContentRef | null | undefined;
}) => {
  const parts: { language: Lang; text: string; standard: string | null }[] = [
    { language: 'ar', text: terms.paymentTermsAr, standard: template?.paymentTermsAr ?? null },
    { language: 'en', text: terms.paymentTerms, standard: template?.paymentTermsEn ?? null },
  ];
  return (
    <>
      {parts.map(({ language, text, standard }) => {
        const changed = standard !== null && paymentTermsDepart(standard, text);
        return (
          <Box key={language} sx={{ display: 'block' }} lang={LANG[language].lang} dir={LANG[language].dir}>
            {changed ? <Mark kind="changed" /> : null}
            {text}
            {changed && standard !== null ? <TemplateWording text={standard} language={language} /> : null}
          </Box>
        );
      })}
    </>
  );
};

/** Which template the contract started from and what the marks mean. */
export const TemplateLegend = ({ template }: { template: ContractTemplateContentRef }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <Typography variant="body2">
        {t('partnershipContracts.template.startedFrom', { version: template.version })}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, paddingInlineStart: 3 }}>
        {(['changed', 'added', 'removed'] as const).map((kind) => (
          <li key={kind}>
            <Mark kind={kind} /> {t(`partnershipContracts.template.legend.${kind}`)}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
