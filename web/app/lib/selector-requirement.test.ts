import { describe, expect, it } from 'vitest';
import { selectorRequirement } from './selector-requirement';

// Class names here are no Tailwind utilities: Tailwind reads this file too when it builds the
// site's stylesheet, and must find nothing to add to it.
describe('selectorRequirement', () => {
  it.each([
    ['.card', ['card'], []],
    ['.card.lit', ['card', 'lit'], []],
    ['.shelf .card', ['shelf', 'card'], []],
    ['ul>li.card', ['card'], ['ul', 'li']],
    ['H2', [], ['h2']],
    // Escapes as Tailwind writes them: a variant's colon, a slash, a leading digit.
    ['.wide\\:card', ['wide:card'], []],
    ['.card\\/half', ['card/half'], []],
    ['.\\32 up', ['2up'], []],
    // An attribute selector holds no class, even with a dot or a bracket in its value.
    ['.card[data-kind="a.b]"]', ['card'], []],
    ['abbr:where([title])', [], ['abbr']],
    // :is() and :where() of one selector are read through, as group and peer variants write them.
    [':is(:where(.shelf)[open] .open\\:card)', ['shelf', 'open:card'], []],
    [':where(.stack>:not(:last-child))', ['stack'], []],
    // What :not() and :has() hold, or one of several alternatives, is not needed for a match.
    ['.card:not(.lit)', ['card'], []],
    ['.card:has(.lit)', ['card'], []],
    [':is(.card,.shelf) p', [], ['p']],
    ['*,::backdrop', [], []],
    [':root', [], []],
    ['::-webkit-datetime-edit', [], []],
  ])('%s needs the classes %j and the elements %j', (selector, classes, tags) => {
    const requirement = selectorRequirement(selector);
    expect(requirement.classes).toEqual(classes);
    expect(requirement.tags).toEqual(tags);
    expect(requirement.interaction).toBe(false);
  });

  it.each([
    '.hover\\:card:hover',
    ':is(:where(.shelf):hover .shelf-hover\\:card)',
    '.card:focus-visible',
    ':is(:where(.peer):focus~.peer-focus\\:card)',
    '.card:active',
    '.shelf:focus-within .card',
  ])('%s matches only while the visitor acts', (selector) => {
    expect(selectorRequirement(selector).interaction).toBe(true);
  });

  it('does not take a hover the selector excludes for one it needs', () => {
    expect(selectorRequirement('.card:not(:hover)').interaction).toBe(false);
  });
});
