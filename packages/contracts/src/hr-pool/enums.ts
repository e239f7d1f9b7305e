import { statusNames } from '../transitions/statuses';

/** The fixed value sets of the HR pool (DOMAIN.md "Candidates"), shared by the tables, API and forms. */

/** AVAILABLE -> PROCESSING (named in an open employment request) -> EMPLOYEE (arrived). */
export const CANDIDATE_STATUSES = ['AVAILABLE', 'PROCESSING', 'EMPLOYEE'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const CANDIDATE_STATUS = statusNames(CANDIDATE_STATUSES);

export const CANDIDATE_GENDERS = ['FEMALE', 'MALE'] as const;
export type CandidateGender = (typeof CANDIDATE_GENDERS)[number];

export const RELIGIONS = ['ISLAM', 'CHRISTIANITY', 'HINDUISM', 'BUDDHISM', 'OTHER'] as const;
export type Religion = (typeof RELIGIONS)[number];

export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EDUCATION_LEVELS = [
  'NONE',
  'PRIMARY',
  'SECONDARY',
  'DIPLOMA',
  'BACHELOR',
  'POSTGRADUATE',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Languages a candidate may speak (ISO 639-1). */
export const CANDIDATE_LANGUAGES = [
  'ar',
  'en',
  'tl',
  'id',
  'hi',
  'ur',
  'bn',
  'si',
  'ne',
  'am',
  'sw',
  'fr',
] as const;
export type CandidateLanguage = (typeof CANDIDATE_LANGUAGES)[number];
