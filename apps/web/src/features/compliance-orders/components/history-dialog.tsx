import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ComplianceOrder } from '@portal/contracts/compliance-orders';
import { HistoryPanel } from '../../../components/record/history-panel';

/** An order's steps (decided, breached by the portal, reported, confirmed) with who took each and when. */
export const OrderHistoryDialog = ({
  order,
  onClose,
}: {
  order: ComplianceOrder | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="order-history-title"
    >
      <DialogTitle id="order-history-title">
        {t('complianceOrders.historyTitle', { number: order?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        {order ? <HistoryPanel entityType="complianceOrder" entityId={order.id} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
