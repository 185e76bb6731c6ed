import { describe, expect, it } from 'vitest';
import { checkSampleContent, sampleOrganisations, sampleSite } from './content.js';

describe('the sample content', () => {
  it('validates against its schema and has the branch, twenty societies and eight councils', () => {
    expect(() => checkSampleContent(sampleOrganisations, sampleSite)).not.toThrow();
    const kinds = sampleOrganisations.map((organisation) => organisation.kind);
    expect(kinds.filter((kind) => kind === 'society')).toHaveLength(20);
    expect(kinds.filter((kind) => kind === 'council')).toHaveLength(8);
    // The menus list societies first, in the order of the index.
    expect(kinds.indexOf('council')).toBe(20);
    expect(new Set(sampleOrganisations.map((organisation) => organisation.slug)).size).toBe(28);
    expect(sampleSite.branch.slate.length).toBeGreaterThan(0);
  });

  it('names the organisation and the field of a mistake', () => {
    const [first, second] = sampleOrganisations;
    if (!first || !second) throw new Error('sample organisations missing');
    const broken = {
      ...second,
      slate: second.slate.map((member, index) =>
        index === 1 ? { ...member, role: 'Grand Wizard' } : member,
      ),
    };
    expect(() => checkSampleContent([first, broken], sampleSite)).toThrow(
      new RegExp(`organisations/${second.slug}\\.ts:[\\s\\S]*slate\\[1\\]\\.role`),
    );
  });

  it('names the branch file and refuses unknown fields', () => {
    const broken = { ...sampleSite, faqs: [{ question: 'Q?', answer: 'A.', anwser: 'typo' }] };
    expect(() => checkSampleContent(sampleOrganisations, broken)).toThrow(
      /branch\.ts:[\s\S]*anwser[\s\S]*faqs\[0\]/,
    );
  });

  it('has the slugs the console gives a new organisation of the same name', () => {
    const [first] = sampleOrganisations;
    if (!first) throw new Error('sample organisations missing');
    const broken = { ...first, name: 'IEEE Robotics and Automation Society' };
    expect(() => checkSampleContent([broken], sampleSite)).toThrow(
      /slug[\s\S]*"robotics-automation-society"/,
    );
  });

  it('refuses a gallery photo of an event the organisation does not have', () => {
    const [first] = sampleOrganisations;
    if (!first) throw new Error('sample organisations missing');
    const broken = {
      ...first,
      gallery: [{ caption: 'A photo', height: 400, tags: [], eventTitle: 'No such event' }],
    };
    expect(() => checkSampleContent([broken], sampleSite)).toThrow(/gallery\[0\]\.eventTitle/);
  });
});
