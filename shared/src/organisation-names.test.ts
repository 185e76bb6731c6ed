import { describe, expect, it } from 'vitest';
import { organisationSlug, slugify } from './index.js';

describe('organisationSlug', () => {
  it('makes the slugs the sample has, without the "ieee-" every name would start with', () => {
    expect(organisationSlug('IEEE Computer Society')).toBe('computer-society');
    expect(organisationSlug('IEEE Robotics and Automation Society')).toBe(
      'robotics-automation-society',
    );
    expect(organisationSlug('IEEE Power & Energy Society')).toBe('power-energy-society');
    expect(organisationSlug('IEEE Engineering in Medicine and Biology Society')).toBe(
      'engineering-medicine-biology-society',
    );
    expect(organisationSlug('IEEE Council on RFID')).toBe('rfid-council');
    // Short names keep their little words: "women-engineering" would read badly.
    expect(organisationSlug('IEEE Women in Engineering')).toBe('women-in-engineering');
  });

  it('keeps names without the prefix as slugify makes them, and never answers nothing', () => {
    expect(organisationSlug('Robotics Club')).toBe('robotics-club');
    expect(organisationSlug('IEEE')).toBe('ieee');
    expect(organisationSlug('Société Électrique')).toBe('societe-electrique');
    expect(organisationSlug('!!!')).toBe(slugify('!!!'));
  });
});
