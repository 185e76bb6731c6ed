import type {
  AdminFaq,
  AdminPartner,
  AdminStatistics,
  BranchAbout,
  DashboardMember,
  SiteContent,
} from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleApp, openConsoleApp } from '../../../test/console-fixture.js';
import { faqEntries } from '../../db/schema/index.js';

let t: ConsoleApp;

beforeAll(async () => {
  t = await openConsoleApp();
});
afterAll(() => t.close());

describe('site content', () => {
  const siteNow = async () => (await t.app.inject('/api/site')).json<SiteContent>();

  it('edits the FAQ by record id and the landing page shows it at once', async () => {
    const faqs = (await t.api('GET', '/api/admin/site/faqs')).json<AdminFaq[]>();
    const first = faqs[0] as AdminFaq;
    const saved = await t.api('PUT', `/api/admin/site/faqs/${first.id}`, {
      version: first.version,
      question: 'Who may join?',
      answer: 'Every student of the university.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).faqs[0]).toMatchObject({ question: 'Who may join?' });
    const stale = await t.api('PUT', `/api/admin/site/faqs/${first.id}`, {
      version: first.version,
      question: 'Overwritten?',
      answer: 'No.',
    });
    expect(stale.statusCode).toBe(409);

    const before = await t.rowsOf(faqEntries);
    const bad = await t.api('POST', '/api/admin/site/faqs', { question: '', answer: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Question is required');
    expect(await t.rowsOf(faqEntries)).toBe(before);

    const added = (
      await t.api('POST', '/api/admin/site/faqs', { question: 'New?', answer: 'Yes.' })
    ).json<AdminFaq>();
    const ids = [added.id, ...faqs.map((faq) => faq.id)];
    await t.api('PUT', '/api/admin/site/faqs/order', { ids });
    expect((await siteNow()).faqs.map((faq) => faq.id)).toEqual(ids);
    expect((await t.api('DELETE', `/api/admin/site/faqs/${added.id}`)).statusCode).toBe(204);
    expect((await t.api('DELETE', `/api/admin/site/faqs/${added.id}`)).statusCode).toBe(404);
  });

  it('edits partners and hero slides, refusing unsafe links', async () => {
    const [partner] = (await t.api('GET', '/api/admin/site/partners')).json<AdminPartner[]>();
    if (!partner) throw new Error('no partners');
    const saved = await t.api('PUT', `/api/admin/site/partners/${partner.id}`, {
      version: partner.version,
      name: 'Northgate Robotics Lab',
      link: 'https://robotics.example.edu',
      image: partner.image,
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).partners[0]).toMatchObject({ text: 'Northgate Robotics Lab' });
    const unsafe = await t.api('POST', '/api/admin/site/partners', {
      name: 'Bad',
      link: 'javascript:alert(1)',
      image: '/media/x.svg',
    });
    expect(unsafe.statusCode).toBe(400);
    const slide = await t.api('POST', '/api/admin/site/hero-slides', {
      image: '/media/sample/hero-1.svg',
      title: 'Welcome week',
      alt: 'Students at the welcome fair',
    });
    expect(slide.statusCode).toBe(201);
    expect((await siteNow()).heroSlides.at(-1)).toMatchObject({ title: 'Welcome week' });
    const noAlt = await t.api('POST', '/api/admin/site/hero-slides', {
      image: '/media/sample/hero-1.svg',
      title: 'No alt',
      alt: ' ',
    });
    expect(noAlt.statusCode).toBe(400);
  });

  it("edits the branch's about text (objectives sanitised) and its slate", async () => {
    const about = (await t.api('GET', '/api/admin/site/about')).json<BranchAbout>();
    const saved = await t.api('PUT', '/api/admin/site/about', {
      ...about,
      vision: 'Engineers who serve.',
      objectives: '<p>Learn<script>alert(1)</script></p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BranchAbout>().objectives).toBe('<p>Learn</p>');
    expect((await siteNow()).branch.vision).toBe('Engineers who serve.');

    const member = await t.api('POST', '/api/admin/site/slate', {
      name: 'Grace Branch',
      role: 'Chair',
    });
    expect(member.statusCode).toBe(201);
    const created = member.json<DashboardMember>();
    expect((await siteNow()).slate.map((person) => person.name)).toContain('Grace Branch');
    expect((await t.api('DELETE', `/api/admin/site/slate/${created.id}`)).statusCode).toBe(204);
  });

  it('overrides a landing statistic and clears it back to the computed figure', async () => {
    const statistics = (await t.api('GET', '/api/admin/site/statistics')).json<AdminStatistics>();
    expect(statistics.overrides).toEqual({ members: null, events: null, awards: null });
    const saved = await t.api('PUT', '/api/admin/site/statistics', {
      version: statistics.version,
      members: 1200,
      events: '',
      awards: null,
    });
    expect(saved.statusCode).toBe(200);
    expect((await siteNow()).statistics).toEqual({
      ...statistics.computed,
      members: 1200,
    });
    const stale = await t.api('PUT', '/api/admin/site/statistics', {
      version: statistics.version,
      members: 5,
    });
    expect(stale.statusCode).toBe(409);
    const negative = await t.api('PUT', '/api/admin/site/statistics', {
      version: saved.json<AdminStatistics>().version,
      members: -1,
    });
    expect(negative.statusCode).toBe(400);
    await t.api('PUT', '/api/admin/site/statistics', {
      version: saved.json<AdminStatistics>().version,
      members: null,
      events: null,
      awards: null,
    });
    expect((await siteNow()).statistics).toEqual(statistics.computed);
  });
});
