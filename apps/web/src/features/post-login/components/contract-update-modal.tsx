import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec 4 step 6: a partnership contract update waits for confirmation (check answered 409). */
export const ContractUpdateModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openContracts = () => {
    onClose();
    navigate('/partnership-contracts');
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="contract-modal-title"
      aria-describedby="contract-modal-body"
      data-testid="contract-update-modal"
    >
      <DialogTitle id="contract-modal-title">{t('postLogin.contractTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="contract-modal-body">{t('postLogin.contractBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button onClick={openContracts} variant="contained" autoFocus>
          {t('postLogin.contractOpen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
