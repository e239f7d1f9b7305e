import { eq } from 'drizzle-orm';
import type { CountryCode } from '@portal/contracts/constants';
import type { Database } from '../client';
import { contractTemplates, contractTemplateVersions, countries, users } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type TemplateSeed = {
  officeClausesAr: string[];
  officeClausesEn: string[];
  agencyClausesAr: string[];
  agencyClausesEn: string[];
  paymentTermsAr: string;
  paymentTermsEn: string;
};

/** The clauses every sending country's standard contract shares (the first party: the local office). */
const OFFICE_CLAUSES = {
  ar: [
    'يسدد الطرف الأول رسوم الاستقدام المتفق عليها في مواعيدها المحددة في شروط الدفع.',
    'يستقبل الطرف الأول العامل في المطار عند وصوله ويؤمّن نقله وسكنه المؤقت حتى تسليمه لصاحب العمل.',
    'يسلّم الطرف الأول العامل لصاحب العمل بعقد عمل موثّق يطابق العرض الذي وقّعه العامل قبل سفره.',
    'لا يتقاضى الطرف الأول من العامل أي رسوم أو تكاليف استقدام بأي صورة.',
    'يبلّغ الطرف الأول الطرف الثاني خلال سبعة أيام بأي نزاع عمل أو شكوى تخص العامل.',
  ],
  en: [
    'The first party pays the agreed recruitment fees on the dates set in the payment terms.',
    'The first party meets the worker at the airport on arrival and provides transport and temporary housing until the worker is handed to the employer.',
    'The first party hands the worker to the employer under an authenticated employment contract matching the offer the worker signed before departure.',
    'The first party charges the worker no recruitment fee or cost of any kind.',
    'The first party informs the second party within seven days of any labour dispute or complaint concerning the worker.',
  ],
};

/** The standard contracts of the sending countries of the demo data. */
const TEMPLATES: Partial<Record<CountryCode, TemplateSeed>> = {
  PHL: {
    officeClausesAr: OFFICE_CLAUSES.ar,
    officeClausesEn: OFFICE_CLAUSES.en,
    agencyClausesAr: [
      'يرشّح الطرف الثاني عمالة مؤهلة للمهن المطلوبة، لائقة طبيًا بفحص من مركز معتمد لدى إدارة العمال المهاجرين (DMW).',
      'يستخرج الطرف الثاني للعامل جواز سفر ساريًا وتصريح العمل في الخارج (OEC) ويسجّله لدى إدارة العمال المهاجرين قبل سفره.',
      'يُلحق الطرف الثاني العامل بندوة التوجيه قبل المغادرة (PDOS) ويسلّمه نسخة من عقد عمله بلغة يفهمها.',
      'لا يتقاضى الطرف الثاني من العامل أي رسوم توظيف، وفق أنظمة الفلبين للعمالة المنزلية.',
      'يستبدل الطرف الثاني دون مقابل العامل الذي يتبيّن عدم لياقته الطبية أو يرفض العمل خلال تسعين يومًا من وصوله.',
    ],
    agencyClausesEn: [
      'The second party nominates qualified workers for the requested careers, medically fit according to a clinic accredited by the Department of Migrant Workers (DMW).',
      'The second party obtains a valid passport and the Overseas Employment Certificate (OEC) for the worker and registers the worker with the DMW before departure.',
      'The second party has the worker attend the Pre-Departure Orientation Seminar (PDOS) and gives the worker a copy of the employment contract in a language the worker understands.',
      'The second party charges the worker no placement fee, in line with Philippine rules for household service workers.',
      'The second party replaces free of charge a worker found medically unfit or refusing to work within ninety days of arrival.',
    ],
    paymentTermsAr:
      'يُدفع 50٪ من رسوم الاستقدام عند صدور تأشيرة العامل، و50٪ خلال سبعة أيام من وصوله إلى المملكة، بتحويل بنكي إلى حساب الطرف الثاني.',
    paymentTermsEn:
      '50% of the recruitment fee on issue of the worker’s visa and 50% within seven days of the worker’s arrival in the Kingdom, by bank transfer to the second party’s account.',
  },
  IDN: {
    officeClausesAr: OFFICE_CLAUSES.ar,
    officeClausesEn: OFFICE_CLAUSES.en,
    agencyClausesAr: [
      'يرشّح الطرف الثاني عمالة مؤهلة للمهن المطلوبة، لائقة طبيًا بفحص من مركز معتمد.',
      'يسجّل الطرف الثاني العامل لدى الجهة الإندونيسية المختصة بحماية العمال المهاجرين (BP2MI) ويستخرج له بطاقة العامل المهاجر (E-PMI).',
      'يدرّب الطرف الثاني العامل على المهنة وعلى اللغة العربية الأساسية قبل سفره، ويسلّمه نسخة من عقد عمله باللغة الإندونيسية.',
      'لا يتقاضى الطرف الثاني من العامل أي رسوم توظيف، وفق أنظمة إندونيسيا لحماية العمال المهاجرين.',
      'يستبدل الطرف الثاني دون مقابل العامل الذي يتبيّن عدم لياقته الطبية أو يرفض العمل خلال تسعين يومًا من وصوله.',
    ],
    agencyClausesEn: [
      'The second party nominates qualified workers for the requested careers, medically fit according to an accredited clinic.',
      'The second party registers the worker with the Indonesian migrant worker protection agency (BP2MI) and obtains the migrant worker card (E-PMI).',
      'The second party trains the worker in the career and in basic Arabic before departure, and gives the worker a copy of the employment contract in Bahasa Indonesia.',
      'The second party charges the worker no placement fee, in line with Indonesian rules for the protection of migrant workers.',
      'The second party replaces free of charge a worker found medically unfit or refusing to work within ninety days of arrival.',
    ],
    paymentTermsAr:
      'يُدفع 40٪ من رسوم الاستقدام عند صدور تأشيرة العامل، و60٪ خلال عشرة أيام من وصوله إلى المملكة، بتحويل بنكي إلى حساب الطرف الثاني.',
    paymentTermsEn:
      '40% of the recruitment fee on issue of the worker’s visa and 60% within ten days of the worker’s arrival in the Kingdom, by bank transfer to the second party’s account.',
  },
};

/** The day the demo templates are in force from: before any demo contract. */
const DEMO_IN_FORCE_FROM = '2026-01-01';

/**
 * The standard contract of each sending country of the demo data (issue 25, decision 0053), at
 * version 1, saved by the demo admin. A country that has a template keeps it (a re-seed changes
 * nothing an admin saved).
 */
export const seedContractTemplates = async (tx: Tx): Promise<void> => {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) return;
  for (const [code3, template] of Object.entries(TEMPLATES) as [CountryCode, TemplateSeed][]) {
    const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code3, code3));
    if (!country) continue;
    const [created] = await tx
      .insert(contractTemplates)
      .values({ countryId: country.id, latestVersion: 1, createdBy: admin.id, updatedBy: admin.id })
      .onConflictDoNothing()
      .returning({ id: contractTemplates.id });
    if (!created) continue;
    await tx.insert(contractTemplateVersions).values({
      templateId: created.id,
      version: 1,
      ...template,
      inForceFrom: DEMO_IN_FORCE_FROM,
      createdBy: admin.id,
    });
  }
};
