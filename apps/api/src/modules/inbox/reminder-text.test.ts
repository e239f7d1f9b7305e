import { describe, expect, it } from 'vitest';
import { reminderEmail } from './reminder-text';

const facts = {
  subjectType: 'partnershipContract' as const,
  recordLabel: 'PC-2026-0042',
  obligation: 'partnershipAnswer' as const,
  dueAt: new Date('2026-12-03T12:30:00Z'),
};

describe('reminder e-mails (decision 0058)', () => {
  it("name the record, the obligation and the due moment in the kingdom's time, in English", () => {
    const email = reminderEmail('en-US', { ...facts, percent: 80 }, 'https://portal.example.sa');
    expect(email.subject).toBe(
      "Four fifths of the time have passed: the other party's answer on partnership contract PC-2026-0042",
    );
    expect(email.text).toContain('It is due on 2026-12-03 15:30 (Saudi Arabia time).');
    expect(email.text).toContain('https://portal.example.sa/inbox');
  });

  it('say the same in Arabic, and the breach as overdue', () => {
    const email = reminderEmail('ar-SA', { ...facts, percent: 100 }, 'https://portal.example.sa');
    expect(email.subject).toBe('انتهت المهلة: رد الطرف الآخر في عقد الشراكة PC-2026-0042');
    expect(email.text).toContain('2026-12-03 15:30 (بتوقيت السعودية)');
    expect(reminderEmail('en-US', { ...facts, percent: 100 }, '').subject).toMatch(/^Overdue: /);
  });
});
