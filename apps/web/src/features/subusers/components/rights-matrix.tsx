import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ACCESS_LEVELS,
  MODULES,
  type AccessLevel,
  type AccessRight,
  type Module,
} from '@portal/contracts/access';

type RightsMatrixProps = {
  value: readonly AccessRight[];
  onChange?: (rights: AccessRight[]) => void;
  disabled?: boolean;
};

/** Every module with its level; a module without an entry shows NONE (sub-users get explicit levels). */
export const levelOf = (rights: readonly AccessRight[], module: Module): AccessLevel =>
  rights.find((right) => right.module === module)?.access ?? 'NONE';

/** One row per module, one radio per level (NONE, READ, WRITE). */
export const RightsMatrix = ({ value, onChange, disabled }: RightsMatrixProps) => {
  const { t } = useTranslation();
  const set = (module: Module, access: AccessLevel) =>
    onChange?.(MODULES.map((m) => ({ module: m, access: m === module ? access : levelOf(value, m) })));
  return (
    <Table size="small" aria-label={t('subusers.rights')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('subusers.module')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('subusers.access')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {MODULES.map((module) => (
          <TableRow key={module}>
            <TableCell component="th" scope="row" id={`module-${module}`}>
              {t(`subusers.modules.${module}`)}
            </TableCell>
            <TableCell>
              <RadioGroup
                row
                aria-labelledby={`module-${module}`}
                value={levelOf(value, module)}
                onChange={(_event, level) => set(module, level as AccessLevel)}
              >
                {ACCESS_LEVELS.map((level) => (
                  <FormControlLabel
                    key={level}
                    value={level}
                    disabled={disabled}
                    control={<Radio size="small" />}
                    label={t(`subusers.levels.${level}`)}
                  />
                ))}
              </RadioGroup>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
