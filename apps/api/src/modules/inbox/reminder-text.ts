import type { ClockObligation, ClockSubject } from '@portal/contracts/clocks/obligations';
import { KINGDOM_UTC_OFFSET_MS, type Language } from '@portal/contracts/constants';
import type { ReminderPercent } from '@portal/contracts/inbox';
import { reminderTextArSA } from './reminder-text.ar-SA';
import { reminderTextEnUS } from './reminder-text.en-US';

/** The fixed wording of a reminder e-mail in one language (decision 0058). */
export type ReminderText = {
  subjects: Record<ClockSubject, string>;
  obligations: Record<ClockObligation, string>;
  /** `{obligation}`, `{record}`: the subject line at 50 %, 80 % and the breach. */
  subjectLine: Record<ReminderPercent, string>;
  /** `{obligation}`, `{record}`, `{due}`: the body's first paragraph. */
  body: Record<ReminderPercent, string>;
  /** Where to see it: `{url}`. */
  footer: string;
  /** How the due moment's time zone is named. */
  kingdomTime: string;
};

const TEXTS: Record<Language, ReminderText> = { 'ar-SA': reminderTextArSA, 'en-US': reminderTextEnUS };

export type ReminderFacts = {
  subjectType: ClockSubject;
  recordLabel: string;
  obligation: ClockObligation;
  percent: ReminderPercent;
  dueAt: Date;
};

/** `2026-12-03 15:00` in the kingdom's time (UTC+3, decision 0038), with Latin digits in both languages. */
export const kingdomMoment = (moment: Date): string =>
  new Date(moment.getTime() + KINGDOM_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The e-mail of one reminder in the recipient's language: it names the record, the obligation and the due moment. */
export const reminderEmail = (
  language: Language,
  facts: ReminderFacts,
  publicUrl: string,
): { subject: string; text: string } => {
  const text = TEXTS[language];
  const values = {
    obligation: text.obligations[facts.obligation],
    record: `${text.subjects[facts.subjectType]} ${facts.recordLabel}`,
    due: `${kingdomMoment(facts.dueAt)} ${text.kingdomTime}`,
    url: `${publicUrl}/inbox`,
  };
  return {
    subject: fill(text.subjectLine[facts.percent], values),
    text: `${fill(text.body[facts.percent], values)}\n\n${fill(text.footer, values)}\n`,
  };
};
