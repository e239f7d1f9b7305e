export type Lang = 'en-US' | 'ar-SA';

export const LANG_COOKIE = 'auth_lang';

const en = {
  portal: 'Recruitment Portal',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with your portal account.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  badCredentials: 'Incorrect username or password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  missingFields: 'Enter your username and password.',
  switchTo: 'العربية',
  demoTitle: 'Demo accounts',
  demoIntro: 'Every demo account uses the password',
  demoUse: 'Use this account',
  demoRole: 'Role',
  changeTitle: 'Choose a new password',
  changeIntro: 'Your password must be changed before you continue.',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  passwordHint: 'At least 8 characters.',
  passwordTooShort: 'The new password must have at least 8 characters.',
  passwordMismatch: 'The two passwords do not match.',
  passwordSame: 'Choose a password different from the current one.',
  savePassword: 'Save and continue',
  sessionExpired: 'Your sign-in page has expired. Please go back to the portal and sign in again.',
  backToPortal: 'Back to the portal',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of the Recruitment Portal?',
  signOut: 'Sign out',
  stayIn: 'Stay signed in',
  signingOut: 'Signing you out…',
  continueTitle: 'Continue',
  continueIntro: 'Returning you to the portal…',
  continue: 'Continue',
  signedOutTitle: 'Signed out',
  signedOut: 'You have signed out.',
  errorTitle: 'Something went wrong',
  errorIntro: 'The sign-in request could not be completed.',
};

export type Messages = typeof en;

const ar: Messages = {
  portal: 'بوابة الاستقدام',
  signInTitle: 'تسجيل الدخول',
  signInIntro: 'سجّل الدخول بحسابك في البوابة.',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  badCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  missingFields: 'أدخل اسم المستخدم وكلمة المرور.',
  switchTo: 'English',
  demoTitle: 'الحسابات التجريبية',
  demoIntro: 'كل الحسابات التجريبية تستخدم كلمة المرور',
  demoUse: 'استخدم هذا الحساب',
  demoRole: 'الدور',
  changeTitle: 'اختر كلمة مرور جديدة',
  changeIntro: 'يجب تغيير كلمة المرور قبل المتابعة.',
  newPassword: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  passwordHint: '8 أحرف على الأقل.',
  passwordTooShort: 'يجب أن تتكون كلمة المرور الجديدة من 8 أحرف على الأقل.',
  passwordMismatch: 'كلمتا المرور غير متطابقتين.',
  passwordSame: 'اختر كلمة مرور مختلفة عن الحالية.',
  savePassword: 'حفظ ومتابعة',
  sessionExpired: 'انتهت صلاحية صفحة تسجيل الدخول. يُرجى العودة إلى البوابة وتسجيل الدخول مرة أخرى.',
  backToPortal: 'العودة إلى البوابة',
  signOutTitle: 'تسجيل الخروج',
  signOutQuestion: 'هل تريد تسجيل الخروج من بوابة الاستقدام؟',
  signOut: 'تسجيل الخروج',
  stayIn: 'البقاء مسجلًا',
  signingOut: 'جارٍ تسجيل خروجك…',
  continueTitle: 'متابعة',
  continueIntro: 'جارٍ إعادتك إلى البوابة…',
  continue: 'متابعة',
  signedOutTitle: 'تم تسجيل الخروج',
  signedOut: 'لقد سجّلت الخروج.',
  errorTitle: 'حدث خطأ ما',
  errorIntro: 'تعذّر إكمال طلب تسجيل الدخول.',
};

export const messagesFor = (lang: Lang): Messages => (lang === 'ar-SA' ? ar : en);

export const otherLang = (lang: Lang): Lang => (lang === 'ar-SA' ? 'en-US' : 'ar-SA');

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar-SA' ? 'rtl' : 'ltr');

/** Maps a language tag (ar, ar-SA, en-GB...) to a supported language, if any. */
export const matchLang = (tag: string | undefined | null): Lang | undefined => {
  const prefix = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (prefix === 'ar') return 'ar-SA';
  if (prefix === 'en') return 'en-US';
  return undefined;
};

const firstMatch = (tags: string[]): Lang | undefined => {
  for (const tag of tags) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return undefined;
};

/** Accept-Language, by descending quality. */
const acceptLanguageTags = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);

export type LangSources = {
  /** An explicit choice: the switch link's or a form's `lang` parameter. */
  explicit?: string | undefined;
  /** The authorization request's `ui_locales` (space separated). */
  uiLocales?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
};

/** The page language: explicit choice, ui_locales, remembered cookie, browser, then English. */
export const pickLang = (sources: LangSources): Lang =>
  matchLang(sources.explicit) ??
  firstMatch((sources.uiLocales ?? '').split(' ').filter(Boolean)) ??
  matchLang(sources.cookie) ??
  firstMatch(acceptLanguageTags(sources.acceptLanguage)) ??
  'en-US';

/** Reads one cookie from a raw Cookie header. */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
};
