import { describe, expect, it } from 'vitest';
import { clausesToText, currentTemplateResponseSchema } from '@portal/contracts/contract-templates';
import { partnershipContractSchema } from '@portal/contracts/partnership-contracts/schemas';
import { contractBody, contractKit } from './contract-fixtures.test-support';

/** Issue 25: the wizard starts from the country's template and the contract marks where it departs. */
describe('a partnership contract started from the country template (decision 0053)', () => {
  const kit = contractKit();
  const { call } = kit;

  const philippineTemplate = async () => {
    const res = await call('office', 'GET', `/api/contract-templates/current?countryId=${kit.f.country.PHL}`);
    const template = currentTemplateResponseSchema.parse(res.json());
    if (!template) throw new Error('no Philippine template in the seed');
    return template;
  };

  /** The body the wizard sends after the office changed the first office clause in both languages. */
  const startedBody = async () => {
    const template = await philippineTemplate();
    const [, ...restEn] = template.officeClausesEn;
    const [, ...restAr] = template.officeClausesAr;
    const body = contractBody(kit.f);
    return {
      template,
      body: {
        ...body,
        templateVersionId: template.id,
        officeEn: clausesToText(['The first party pays the recruitment fee within ten days.', ...restEn]),
        officeAr: clausesToText(['يسدد الطرف الأول رسوم الاستقدام خلال عشرة أيام.', ...restAr]),
        agencyEn: clausesToText(template.agencyClausesEn),
        agencyAr: clausesToText(template.agencyClausesAr),
        lines: body.lines.map((line) => ({
          ...line,
          paymentTerms: template.paymentTermsEn,
          paymentTermsAr: template.paymentTermsAr,
        })),
      },
    };
  };

  it('records the template version, answers its wording, and keeps both languages of the payment terms', async () => {
    const { template, body } = await startedBody();
    const res = await call('office', 'POST', '/api/partnership/contracts/create', body);
    expect(res.statusCode, res.body).toBe(201);
    const contract = partnershipContractSchema.parse(res.json());
    expect(contract.template).toMatchObject({ versionId: template.id, version: template.version });
    expect(contract.template?.officeClausesEn).toEqual(template.officeClausesEn);
    expect(contract.lines[0]).toMatchObject({
      paymentTerms: template.paymentTermsEn,
      paymentTermsAr: template.paymentTermsAr,
    });
  });

  it('previews the document with the changed obligation marked beside the template wording, in both languages', async () => {
    const { template, body } = await startedBody();
    const english = await call('office', 'POST', '/api/partnership/contracts/preview', body);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.body).toContain(
      '[Changed]</strong> <span dir="auto">The first party pays the recruitment fee within ten days.',
    );
    expect(english.body).toContain(
      `Standard contract wording: <span dir="auto">${template.officeClausesEn[0]}`,
    );
    expect(english.body.match(/departure-mark">/g)).toHaveLength(1);
    const arabic = await call('office', 'POST', '/api/partnership/contracts/preview', body, {
      'accept-language': 'ar-SA',
    });
    expect(arabic.body).toContain(
      '[معدل]</strong> <span dir="auto">يسدد الطرف الأول رسوم الاستقدام خلال عشرة أيام.',
    );
    expect(arabic.body.match(/departure-mark">/g)).toHaveLength(1);
  });

  it('refuses a template version of another country with a 400 on the field', async () => {
    const idn = currentTemplateResponseSchema.parse(
      (await call('office', 'GET', `/api/contract-templates/current?countryId=${kit.f.country.IDN}`)).json(),
    );
    const res = await call('office', 'POST', '/api/partnership/contracts/create', {
      ...contractBody(kit.f),
      templateVersionId: idn!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['templateVersionId']);
  });

  it('copies one-language payment terms of an older caller as the Arabic wording', async () => {
    const res = await call('office', 'POST', '/api/partnership/contracts/create', contractBody(kit.f));
    expect(res.statusCode, res.body).toBe(201);
    const contract = partnershipContractSchema.parse(res.json());
    expect(contract.template).toBeNull();
    expect(contract.lines[0]?.paymentTermsAr).toBe(contract.lines[0]?.paymentTerms);
  });
});
