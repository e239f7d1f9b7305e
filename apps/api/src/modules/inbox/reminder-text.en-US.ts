import type { ReminderText } from './reminder-text';

export const reminderTextEnUS: ReminderText = {
  subjects: {
    employmentRequest: 'employment request',
    partnershipContract: 'partnership contract',
    licenceRequest: 'licence request',
    complianceOrder: 'compliance order',
    complaint: 'complaint',
  },
  obligations: {
    agencyAnswer: "the agency's answer",
    embassyAnswer: "the embassy's answer",
    arrival: "the worker's arrival",
    trial: 'the trial period',
    partnershipAnswer: "the other party's answer",
    licenceReview: 'the licence review',
    complianceOrder: 'compliance with the order',
    complaintAnswer: 'the answer to the complaint',
  },
  subjectLine: {
    50: 'Half the time has passed: {obligation} on {record}',
    80: 'Four fifths of the time have passed: {obligation} on {record}',
    100: 'Overdue: {obligation} on {record}',
  },
  body: {
    50: 'Half the time allowed for {obligation} on {record} has passed. It is due on {due}.',
    80: 'Four fifths of the time allowed for {obligation} on {record} have passed. It is due on {due}.',
    100: 'The time allowed for {obligation} on {record} ran out on {due}.',
  },
  footer: 'Your inbox in the portal: {url}\nYou can choose which reminders you receive by e-mail there.',
  kingdomTime: '(Saudi Arabia time)',
};
