import { eq } from 'drizzle-orm';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import type { Role } from '@portal/contracts/roles';
import type { Database } from '../client';
import { announcements } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `days` after today in the kingdom, the calendar of an announcement's visibility. */
const dayOf = (today: Date, days: number): string =>
  todayInKingdom(new Date(today.getTime() + days * DAY_MS));

/** Demo announcements: one for everyone (home page), one for foreign agencies (EPRO dashboards). */
export const DEMO_ANNOUNCEMENTS = [
  {
    titleEn: 'The portal now speaks your language',
    titleAr: 'البوابة الآن بلغتك',
    bodyEn:
      '<p>Recruitment offices and foreign agencies can now use every screen in <strong>Arabic</strong> or ' +
      '<strong>English</strong>.</p><p>Questions? See the <a href="https://portal.example/faq">FAQ</a>.</p>',
    bodyAr:
      '<p>يمكن لمكاتب الاستقدام والوكالات الأجنبية الآن استخدام جميع الشاشات باللغة <strong>العربية</strong> أو ' +
      '<strong>الإنجليزية</strong>.</p><p>لديك سؤال؟ راجع <a href="https://portal.example/faq">الأسئلة الشائعة</a>.</p>',
    audiencePublic: true,
    audienceRoles: [] as Role[],
  },
  {
    titleEn: 'Agencies: update candidate passports before expiry',
    titleAr: 'الوكالات: حدّثوا جوازات المرشحين قبل انتهائها',
    bodyEn:
      '<p>Candidates whose passport expires within six months cannot be selected.</p>' +
      '<ul><li>Check the HR pool weekly.</li><li>Upload the renewed passport.</li></ul>',
    bodyAr:
      '<p>لا يمكن اختيار المرشحين الذين تنتهي جوازاتهم خلال ستة أشهر.</p>' +
      '<ul><li>راجعوا قائمة المرشحين أسبوعيًا.</li><li>ارفعوا الجواز المجدد.</li></ul>',
    audiencePublic: false,
    audienceRoles: ['EPRO'] as Role[],
  },
];

/** Idempotent: an announcement is added once (by its English title), visible from a week ago for a year. */
export const seedAnnouncements = async (tx: Tx, today: Date): Promise<void> => {
  for (const announcement of DEMO_ANNOUNCEMENTS) {
    const [existing] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.titleEn, announcement.titleEn))
      .limit(1);
    if (existing) continue;
    await tx
      .insert(announcements)
      .values({ ...announcement, visibleFrom: dayOf(today, -7), visibleTo: dayOf(today, 365) });
  }
};
