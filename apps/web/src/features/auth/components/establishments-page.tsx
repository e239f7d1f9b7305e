import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeResponse, Membership } from '@portal/contracts/credentials';
import { formatEstablishmentKey } from '@portal/contracts/http-headers';
import { RouteGuard } from '../../../app/route-guard';
import { QueryBoundary } from '../../../lib/query-boundary';
import { useFeatureFlags } from '../../../lib/config';
import { localized } from '../../../lib/i18n/localized';
import { useMe } from '../api/get-me';
import { chooseEstablishment } from '../credentials-from-membership';
import { AuthCard } from './public-page';

const membershipKey = (membership: Membership) =>
  formatEstablishmentKey(
    membership.establishment.id.laborOfficeId,
    membership.establishment.id.sequenceNumber,
  );

type ChoiceListProps = { me: MeResponse; onChoose: (membership: Membership) => void };

/** One button per membership: organisation, establishment, role and establishment number. */
export const EstablishmentChoiceList = ({ me, onChoose }: ChoiceListProps) => {
  const { t, i18n } = useTranslation();
  return (
    <List aria-label={t('establishments.listLabel')}>
      {me.memberships.map((membership) => {
        const organization = localized(membership.organization.name, i18n.language);
        const establishment = localized(membership.establishment.name, i18n.language);
        return (
          <ListItem key={membershipKey(membership)} disablePadding sx={{ mb: 1 }}>
            <ListItemButton
              onClick={() => onChoose(membership)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <ListItemText
                primary={<bdi dir="auto">{organization}</bdi>}
                secondary={
                  <Stack
                    component="span"
                    direction="row"
                    spacing={1}
                    sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Chip component="span" size="small" label={t(`roles.${membership.establishment.role}`)} />
                    {establishment && establishment !== organization ? (
                      <bdi dir="auto">{establishment}</bdi>
                    ) : null}
                    <span>
                      {t('establishments.number')} <bdi dir="ltr">{membershipKey(membership)}</bdi>
                    </span>
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};

const Choice = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const features = useFeatureFlags();
  const me = useMe();
  const returnTo = params.get('returnTo');
  const choose = (data: MeResponse, membership: Membership) =>
    navigate(chooseEstablishment(data, membership, features, returnTo), { replace: true });

  const only = me.data?.memberships.length === 1 ? me.data.memberships[0] : undefined;
  useEffect(() => {
    if (me.data && only) navigate(chooseEstablishment(me.data, only, features, returnTo), { replace: true });
  }, [me.data, only, features, returnTo, navigate]);

  return (
    <AuthCard title={t('establishments.title')}>
      {me.isPending || only ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : me.data && me.data.memberships.length > 1 ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('establishments.intro')}</Typography>
          <EstablishmentChoiceList me={me.data} onChoose={(membership) => choose(me.data, membership)} />
        </>
      ) : me.data ? (
        <Alert severity="warning">{t('establishments.none')}</Alert>
      ) : (
        <Alert severity="error">{t('errors.unknown')}</Alert>
      )}
    </AuthCard>
  );
};

/** `/establishments`: the person chooses which establishment to act for; one membership goes straight in. */
export const EstablishmentsPage = () => (
  <QueryBoundary>
    <RouteGuard>
      <Choice />
    </RouteGuard>
  </QueryBoundary>
);
