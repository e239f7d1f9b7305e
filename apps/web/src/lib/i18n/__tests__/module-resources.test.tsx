import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { setupTestI18n } from '../../../test/i18n';
import { changeLanguage, i18n } from '../i18n';
import { loadModuleResources, withModuleResources, type ModuleResources } from '../module-resources';

const Page = () => {
  const { t } = useTranslation();
  return <h1>{t('moduleTest.title')}</h1>;
};

describe('module resources', () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterAll(() => setupTestI18n('en-US'));

  it('merges a feature file into the translation namespace without replacing the main texts', async () => {
    const resources: ModuleResources = {
      './locales/en-US.json': async () => ({ default: { moduleMerge: { a: 'A' }, common: { cancel: 'X' } } }),
      './locales/ar-SA.json': async () => ({ default: { moduleMerge: { a: 'أ' } } }),
    };
    await loadModuleResources(resources, 'en-US');
    expect(i18n.t('moduleMerge.a')).toBe('A');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(i18n.t('common.close')).toBe('Close');
  });

  it('loads each language once, the current one before the page renders and the next one before a switch', async () => {
    const english = vi.fn(async () => ({ default: { moduleTest: { title: 'Contracts' } } }));
    const arabic = vi.fn(async () => ({ default: { moduleTest: { title: 'العقود' } } }));
    const wizardEnglish = vi.fn(async () => ({ default: { moduleWizard: { step: 'Step' } } }));
    const resources: ModuleResources = {
      './locales/en-US.json': english,
      './locales/ar-SA.json': arabic,
      './wizard/locales/en-US.json': wizardEnglish,
    };
    const Loaded = await withModuleResources(resources, async () => Page)();
    expect(english).toHaveBeenCalledTimes(1);
    expect(wizardEnglish).toHaveBeenCalledTimes(1);
    expect(arabic).not.toHaveBeenCalled();
    render(<Loaded />);
    expect(screen.getByRole('heading')).toHaveTextContent('Contracts');
    expect(i18n.t('moduleWizard.step')).toBe('Step');

    await act(() => changeLanguage('ar-SA'));
    expect(arabic).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading')).toHaveTextContent('العقود');

    await act(() => changeLanguage('en-US'));
    expect(screen.getByRole('heading')).toHaveTextContent('Contracts');
    expect(english).toHaveBeenCalledTimes(1);
  });
});
