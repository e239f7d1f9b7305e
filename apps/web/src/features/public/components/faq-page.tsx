import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PublicPage } from '../../../components/public-page';

/** The question on joining the portal, answered with a link to the registration form. */
const REGISTRATION_ITEM = 'q2';

export const FAQ_ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;

/** `/faq`: frequent questions, one accordion each. */
export const FaqPage = () => {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('routes.faq.title')} lead={t('faq.lead')}>
      {FAQ_ITEMS.map((item) => (
        <Accordion key={item} disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${item}-answer`}
            id={`faq-${item}-question`}
          >
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {t(`faq.items.${item}.question`)}
            </Typography>
          </AccordionSummary>
          {/* The accordion names its region from the summary's id and aria-controls. */}
          <AccordionDetails>
            <Typography>{t(`faq.items.${item}.answer`)}</Typography>
            {item === REGISTRATION_ITEM ? (
              <Link component={RouterLink} to="/rf" sx={{ display: 'inline-block', mt: 1 }}>
                {t('faq.registerLink')}
              </Link>
            ) : null}
          </AccordionDetails>
        </Accordion>
      ))}
    </PublicPage>
  );
};
