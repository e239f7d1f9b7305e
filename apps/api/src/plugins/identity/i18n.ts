import type { PasswordWeakness } from '../../lib/password-strength';

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
  tooManyAttemptsFromAddress:
    'Too many failed sign-ins from your network. Please wait 15 minutes and try again, or ask your administrator.',
  accountDelayed: 'Too many failed sign-ins for this account. Please try again {when}.',
  signInUnavailable: 'Sign-in is unavailable for a moment. Please try again in a minute.',
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
  passwordHint: 'At least 8 characters and hard to guess: a few unrelated words work well.',
  passwordTooShort: 'The new password must have at least 8 characters.',
  weakCommon:
    'This password is too easy to guess: it is a common password, word or name (also with letters swapped for digits or symbols, like "Passw0rd").',
  weakContainsName: 'This password is too easy to guess: it contains your username, name or e-mail address.',
  weakRepeated:
    'This password is too easy to guess: it repeats characters or groups (like "aaaa" or "abcabc").',
  weakSequence: 'This password is too easy to guess: it is a sequence (like "abcd" or "1234").',
  weakKeyboard:
    'This password is too easy to guess: it follows a keyboard pattern (like "qwerty" or "asdf").',
  weakDate: 'This password is too easy to guess: it is built on a date or a year.',
  weakGuessable:
    'This password is too easy to guess: make it longer, for example with a few unrelated words.',
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
  tooManyAttemptsFromAddress:
    'محاولات دخول فاشلة كثيرة جدًا من شبكتك. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى، أو التواصل مع مسؤول النظام.',
  accountDelayed: 'محاولات دخول فاشلة كثيرة جدًا لهذا الحساب. يُرجى المحاولة مرة أخرى {when}.',
  signInUnavailable: 'تسجيل الدخول غير متاح مؤقتًا. يُرجى المحاولة مرة أخرى بعد دقيقة.',
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
  passwordHint: '8 أحرف على الأقل ويصعب تخمينها: بضع كلمات لا رابط بينها خيار جيد.',
  passwordTooShort: 'يجب أن تتكون كلمة المرور الجديدة من 8 أحرف على الأقل.',
  weakCommon:
    'كلمة المرور هذه سهلة التخمين: فهي كلمة مرور أو كلمة أو اسم شائع (حتى مع استبدال أحرف بأرقام أو رموز مثل "Passw0rd").',
  weakContainsName: 'كلمة المرور هذه سهلة التخمين: فهي تحتوي على اسم المستخدم أو اسمك أو بريدك الإلكتروني.',
  weakRepeated: 'كلمة المرور هذه سهلة التخمين: فهي تكرر أحرفًا أو مجموعات (مثل "aaaa" أو "abcabc").',
  weakSequence: 'كلمة المرور هذه سهلة التخمين: فهي تسلسل (مثل "abcd" أو "1234").',
  weakKeyboard: 'كلمة المرور هذه سهلة التخمين: فهي تتبع نمطًا على لوحة المفاتيح (مثل "qwerty" أو "asdf").',
  weakDate: 'كلمة المرور هذه سهلة التخمين: فهي مبنية على تاريخ أو سنة.',
  weakGuessable: 'كلمة المرور هذه سهلة التخمين: اجعلها أطول، مثلًا ببضع كلمات لا رابط بينها.',
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

const WEAKNESS_MESSAGES: Record<PasswordWeakness, keyof Messages> = {
  tooShort: 'passwordTooShort',
  common: 'weakCommon',
  containsName: 'weakContainsName',
  repeated: 'weakRepeated',
  sequence: 'weakSequence',
  keyboardPattern: 'weakKeyboard',
  date: 'weakDate',
  guessable: 'weakGuessable',
};

/** Why a new password was refused, in the page's language. */
export const weaknessMessage = (t: Messages, weakness: PasswordWeakness): string =>
  t[WEAKNESS_MESSAGES[weakness]];

/** Digits as the web app writes them in both languages (Latin). */
const RELATIVE_LOCALES: Record<Lang, string> = { 'en-US': 'en-US', 'ar-SA': 'ar-SA-u-nu-latn' };

/** "in 15 seconds" / "خلال 15 ثانية": when an account's delay ends, rounded up to a whole unit. */
export const whenAgain = (lang: Lang, waitMs: number): string => {
  const format = new Intl.RelativeTimeFormat(RELATIVE_LOCALES[lang], { numeric: 'always' });
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return format.format(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return format.format(minutes, 'minute');
  return format.format(Math.ceil(minutes / 60), 'hour');
};

/** The account-delay refusal in the page's language, saying when to try again. */
export const accountDelayedMessage = (t: Messages, lang: Lang, waitMs: number): string =>
  t.accountDelayed.replace('{when}', whenAgain(lang, waitMs));

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
