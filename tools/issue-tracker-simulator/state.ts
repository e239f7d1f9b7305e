import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ComplaintStatus, ComplaintSubjectClaims } from '@portal/contracts/complaints';

/** One complaint as the issue tracker keeps it: the subject's facts, the text, who raised it, its status. */
export type StoredComplaint = Omit<ComplaintSubjectClaims, 'organizationId'> & {
  id: number;
  number: string;
  description: string;
  status: ComplaintStatus;
  raisedBy: { organizationId: number; role: string; userId: number };
  createdAt: string;
  updatedAt: string;
};

export type NewComplaint = Omit<StoredComplaint, 'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'>;

/** Where the tracker keeps its complaints: in memory, or a JSON file rewritten on every change. */
export type ComplaintStore = {
  all: () => readonly StoredComplaint[];
  get: (id: number) => StoredComplaint | undefined;
  add: (input: NewComplaint) => StoredComplaint;
  setStatus: (id: number, status: ComplaintStatus) => StoredComplaint | undefined;
};

type Snapshot = { nextId: number; complaints: StoredComplaint[] };

const numberOf = (id: number) => `CMP-${String(id).padStart(6, '0')}`;

const createStore = (initial: Snapshot, persist: (snapshot: Snapshot) => void): ComplaintStore => {
  const snapshot = initial;
  const byId = new Map(snapshot.complaints.map((complaint) => [complaint.id, complaint]));
  return {
    all: () => snapshot.complaints,
    get: (id) => byId.get(id),
    add: (input) => {
      const id = snapshot.nextId;
      const now = new Date().toISOString();
      const complaint: StoredComplaint = {
        ...input,
        id,
        number: numberOf(id),
        status: 'OPEN',
        createdAt: now,
        updatedAt: now,
      };
      snapshot.nextId = id + 1;
      snapshot.complaints.push(complaint);
      byId.set(id, complaint);
      persist(snapshot);
      return complaint;
    },
    setStatus: (id, status) => {
      const complaint = byId.get(id);
      if (!complaint) return undefined;
      complaint.status = status;
      complaint.updatedAt = new Date().toISOString();
      persist(snapshot);
      return complaint;
    },
  };
};

/** Complaints in memory: lost on restart (tests). */
export const createMemoryStore = (): ComplaintStore =>
  createStore({ nextId: 1, complaints: [] }, () => undefined);

/**
 * Complaints in one JSON file, read at start and rewritten (write then rename) on every change:
 * they survive a restart. One process owns the file.
 */
export const createFileStore = (file: string): ComplaintStore => {
  let initial: Snapshot = { nextId: 1, complaints: [] };
  try {
    initial = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  return createStore(initial, (snapshot) => {
    const temporary = `${file}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, file);
  });
};
