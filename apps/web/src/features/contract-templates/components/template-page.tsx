import { useTranslation } from 'react-i18next';
import type { ContractTemplate } from '@portal/contracts/contract-templates';
import { LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useContractTemplate } from '../api/contract-templates-api';
import { TemplateForm } from './template-form';
import { TemplateVersions } from './template-versions';

const useNoLabels = () => null;

/**
 * `/admin/contract-templates/{id}`: the newest version's wording to save a new version from
 * (LOOKUP WRITE; read-only with READ), every version with its wording, and the history.
 */
export const TemplatePage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <LookupRecordPage<ContractTemplate, null>
      useRecord={useContractTemplate}
      useLabels={useNoLabels}
      notFoundKey="contractTemplates.notFound"
      writeRoute="admin.contractTemplateAdd"
      entityType="contractTemplate"
      title={(template) =>
        t('contractTemplates.title', { country: localized(template.country.name, language) })
      }
      form={(template, readOnly) => (
        <>
          <TemplateForm template={template} readOnly={readOnly} />
          <TemplateVersions template={template} />
        </>
      )}
    />
  );
};
