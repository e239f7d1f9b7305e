import { eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import type { RegistryOrganization } from '@portal/contracts/public-registry';
import type { Scorecard, ScorecardFigure, ScorecardList } from '@portal/contracts/scorecards';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import { organizations } from '../../db/schema/index';
import { requestKit } from '../employment-requests/request-fixtures.test-support';
import { settingValue } from '../settings/service';
import { expectedFigures, type ExpectedFigure } from './expected-figures.test-support';
import { refreshScorecards } from './refresh';
import {
  addComplaintRows,
  addComplianceOrderEvents,
  addScorecardEvents,
} from './scorecard-events.test-support';
import { createTestApp } from '../../test-support/test-app';

/** A card's figures by the keys the refresh stores them under. */
const figuresByKey = (card: Scorecard) => {
  const figures = new Map<string, ScorecardFigure>();
  for (const answer of card.answers) {
    figures.set(`${answer.kind}.onTime`, answer.onTimePercent);
    figures.set(`${answer.kind}.medianHours`, answer.medianHours);
  }
  if (card.cancellationsPer100Contracts) {
    figures.set('cancellationsPer100Contracts', card.cancellationsPer100Contracts);
  }
  if (card.arrivalsOnTimePercent) figures.set('arrivalsOnTime', card.arrivalsOnTimePercent);
  if (card.ordersMetOnTimePercent) figures.set('ordersMetOnTime', card.ordersMetOnTimePercent);
  // An agency's complaints are not recorded (a complaint binds the request's office): no value to compare.
  if (card.complaintsPer100Contracts && card.complaintsPer100Contracts.state !== 'notRecorded') {
    figures.set('complaintsPer100Contracts', card.complaintsPer100Contracts);
  }
  return figures;
};

/** What the card must show for a figure the test computed: its count, its value from 20 events. */
const shownAs = (key: string, expected: ExpectedFigure | undefined): Omit<ScorecardFigure, 'state'> => {
  const events = expected?.events ?? 0;
  const raw = key === 'partnershipContract.onTime' ? null : (expected?.value ?? null);
  return { events, value: events >= 20 && raw !== null ? Math.round(raw * 10) / 10 : null };
};

describe('scorecards', () => {
  // The flag `complaints` on: the portal records complaints, so the offices' figure is computed.
  const kit = requestKit({ env: { FEATURE_FLAGS: 'fmolStatistics,complaints' } });
  let deadlines: ResponseDeadlines;
  const list = async (username: string) => {
    const response = await kit.call(username, 'GET', '/api/scorecards');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScorecardList>();
  };

  beforeAll(async () => {
    const { db } = kit.t.database;
    deadlines = await settingValue(db, 'responseDeadlines');
    // The demo data holds too few events for a figure to show: 60 more requests and 24 compliance
    // orders, with their history, and 10 complaints as the sync stores them.
    await addScorecardEvents(db, kit.f, deadlines, 60);
    await addComplianceOrderEvents(db, kit.f, 24);
    await addComplaintRows(db, kit.f, 10);
    await refreshScorecards(db, deadlines, new Date(), { complaintsRecorded: true });
  }, 300_000);

  it('shows the figures a test computes straight from the history tables, each with its count', async () => {
    const cards = await list('admin');
    expect(cards.computedAt).not.toBeNull();
    const expected = await expectedFigures(kit.t.database.db, deadlines, new Date(cards.computedAt!), true);
    let shown = 0;
    for (const card of cards.items) {
      const want = expected.get(card.organization.id) ?? new Map<string, ExpectedFigure>();
      for (const [key, figure] of figuresByKey(card)) {
        const { events, value } = shownAs(key, want.get(key));
        expect({ card: card.organization.id, key, events: figure.events, value: figure.value }).toEqual({
          card: card.organization.id,
          key,
          events,
          value,
        });
        if (figure.state === 'shown') shown += 1;
        else expect(figure.value).toBeNull();
      }
    }
    // The added events put the agency's, the embassy's and the office's figures over 20 events.
    const agency = cards.items.find((card) => card.organization.id === kit.f.org.agencyPh)!;
    const agencyAnswers = agency.answers.find((answer) => answer.kind === 'agencyRequest')!;
    expect(agencyAnswers.onTimePercent.state).toBe('shown');
    expect(agencyAnswers.onTimePercent.events).toBeGreaterThanOrEqual(60);
    expect(agencyAnswers.onTimePercent.value).toBeLessThan(100);
    expect(agencyAnswers.medianHours.state).toBe('shown');
    const embassy = cards.items.find((card) => card.organization.id === kit.f.org.embassyPh)!;
    expect(embassy.answers.map((answer) => answer.onTimePercent.state)).toEqual(['shown']);
    const office = cards.items.find((card) => card.organization.id === kit.f.org.office)!;
    expect(office.cancellationsPer100Contracts?.state).toBe('shown');
    expect(office.arrivalsOnTimePercent?.state).toBe('shown');
    expect(office.ordersMetOnTimePercent).toEqual({ state: 'shown', events: 24, value: 66.7 });
    // Of the 10 complaints, 5 count: 3 were the office's own, 1 left the tracker, 1 is raised later.
    const contracts = office.cancellationsPer100Contracts!.events;
    expect(office.complaintsPer100Contracts).toEqual({
      state: 'shown',
      events: contracts,
      value: Math.round((500 / contracts) * 10) / 10,
    });
    expect(shown).toBeGreaterThanOrEqual(7);
  });

  it('withholds a value under 20 events and says which figures the portal does not record', async () => {
    const cards = await list('admin');
    const company = cards.items.find((card) => card.organization.id === kit.f.org.company)!;
    expect(company.cancellationsPer100Contracts?.events).toBeLessThan(20);
    expect(company.cancellationsPer100Contracts).toMatchObject({ state: 'tooFewEvents', value: null });
    // Recorded now (the flag is on), but the company has fewer than 20 contracts.
    expect(company.complaintsPer100Contracts).toMatchObject({ state: 'tooFewEvents', value: null });
    expect(company.ordersMetOnTimePercent).toEqual({ state: 'tooFewEvents', events: 0, value: null });
    const agency = cards.items.find((card) => card.organization.id === kit.f.org.agencyPh)!;
    expect(agency.answers.find((answer) => answer.kind === 'partnershipContract')).toMatchObject({
      limitDays: null,
      onTimePercent: { state: 'noTimeLimit', value: null },
    });
    expect(agency.ordersMetOnTimePercent).toBeNull();
    // A complaint binds the request's office (decision 0059): an agency's are not recorded.
    expect(agency.complaintsPer100Contracts).toMatchObject({ state: 'notRecorded', value: null });
  });

  it('recomputes the figures every ten minutes on the job queue', async () => {
    const response = await kit.call('admin', 'GET', '/api/system/jobs');
    expect(response.json<{ queues: unknown[] }>().queues).toContainEqual(
      expect.objectContaining({ name: 'scorecards.refresh', kind: 'schedule', everySeconds: 600 }),
    );
  });

  it('shows the same figures on the public registry, signed out, with nothing of a person', async () => {
    const cards = await list('admin');
    for (const id of [kit.f.org.agencyPh, kit.f.org.office]) {
      const response = await kit.t.app.inject({ method: 'GET', url: `/api/public-registry/${id}` });
      expect(response.statusCode).toBe(200);
      const { organization: _organization, ...figures } = cards.items.find(
        (card) => card.organization.id === id,
      )!;
      expect(response.json<RegistryOrganization>().scorecard).toEqual(figures);
    }
  });

  it('shows an organisation its own card, FMOL its country’s agencies, admins and SAMOL every card', async () => {
    const own = await list('office');
    expect(own.items.map((card) => card.organization.id)).toEqual([kit.f.org.office]);
    expect((await list('agency-ph')).items.map((card) => card.organization.id)).toEqual([kit.f.org.agencyPh]);
    expect((await list('embassy-ph')).items.map((card) => card.organization.id)).toEqual([
      kit.f.org.embassyPh,
    ]);

    const fmol = await list('fmol-ph');
    const { db } = kit.t.database;
    const agencies = await db
      .select({ id: organizations.id, countryId: organizations.countryId })
      .from(organizations)
      .where(eq(organizations.type, 'EPRO'));
    const philippine = agencies.filter((agency) => agency.countryId === kit.f.country.PHL).map((a) => a.id);
    expect(fmol.items.map((card) => card.organization.id).sort()).toEqual(philippine.sort());
    expect(fmol.items.every((card) => card.organization.party === 'agency')).toBe(true);

    const all = await list('admin');
    expect((await list('samol')).items).toEqual(all.items);
    expect(new Set(all.items.map((card) => card.organization.party))).toEqual(
      new Set(['office', 'agency', 'embassy']),
    );
    expect((await kit.call('employer', 'GET', '/api/scorecards')).statusCode).toBe(403);
  });
});

describe('scorecards without the flag fmolStatistics', () => {
  it('shows FMOL no card, and the organisations still their own', async () => {
    const t = await createTestApp();
    try {
      // Without the flag `complaints` the portal records no complaint: not a made-up zero.
      await refreshScorecards(t.database.db, await settingValue(t.database.db, 'responseDeadlines'));
      const fmol = await t.app.inject({
        method: 'GET',
        url: '/api/scorecards',
        headers: await t.headersFor('fmol-ph'),
      });
      expect(fmol.statusCode).toBe(200);
      expect(fmol.json<ScorecardList>().items).toEqual([]);
      const office = await t.app.inject({
        method: 'GET',
        url: '/api/scorecards',
        headers: await t.headersFor('office'),
      });
      expect(office.statusCode).toBe(200);
      expect(office.json<ScorecardList>().items).toHaveLength(1);
      expect(office.json<ScorecardList>().items[0]!.complaintsPer100Contracts).toMatchObject({
        state: 'notRecorded',
        value: null,
      });
    } finally {
      await t.close();
    }
  });
});
