import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const consumerTechnologySociety: SampleOrganisation = {
  kind: 'society',
  slug: 'consumer-technology-society',
  name: 'IEEE Consumer Technology Society',
  initials: 'CTS',
  colours: ['#5f0f40', '#fb8b24'],
  motif: 'grid',
  description:
    'The chapter for people who take their gadgets apart. Members run teardown nights, repair cafés and product design sprints, and argue cheerfully about whether any phone has been truly new since the first one.',
  vision:
    'Engineers who design consumer products that last longer, work for more people and can be repaired.',
  mission:
    'To explore how everyday electronics are designed, made and mended, and to practise designing better ones.',
  objectives: ul(
    'Host a monthly teardown night with a different device each time',
    'Run a repair café for students and staff every term',
    'Hold a product design sprint judged on usability and repairability',
  ),
  studentMemberCount: 88,
  establishedYear: 2018,
  slate: [
    {
      name: 'Dr. Sanjay Patel',
      role: 'Advisor',
      hasPhoto: false,
      email: mail('s.patel'),
      bio: 'Teaches product design and embedded systems.',
    },
    {
      name: 'Freya Andersen',
      role: 'Chair',
      hasPhoto: true,
      email: mail('freya.andersen'),
      linkedin: linkedin('freya-andersen'),
      bio: 'Industrial design minor and repair-café regular.',
    },
    {
      name: 'Jamal Wright',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('jamal.wright'),
    },
    {
      name: 'Lina Schmidt',
      role: 'Treasurer',
      hasPhoto: true,
      linkedin: linkedin('lina-schmidt-ux'),
    },
  ],
  events: [
    {
      title: 'Teardown Night: Smart Speakers',
      dayOffset: -101,
      time: '18:30',
      location: 'Innovation Hub, Maker Space',
      description:
        'Three generations of smart speakers, opened and compared: microphones, amplifiers, glue and the surprising number of screws hidden under rubber feet.',
      capacity: 30,
      tags: ['teardown', 'hardware'],
      participants: '30',
    },
    {
      title: 'Repair Café No. 7',
      dayOffset: -44,
      time: '12:00',
      location: 'Student Union, Hall A',
      description:
        'Volunteers fixed 46 of 63 items brought in by students and staff: lamps, headphones, kettles and one very loved radio.',
      tags: ['repair', 'sustainability', 'community'],
      participants: '63 items, 14 volunteers',
    },
    {
      title: 'Repair Café No. 8',
      dayOffset: 24,
      time: '12:00',
      location: 'Student Union, Hall A',
      description:
        'Bring your broken electronics and small appliances; our volunteers will help you diagnose and fix them. Free, no registration needed.',
      tags: ['repair', 'sustainability', 'community'],
      registrations: 0,
    },
    {
      title: 'Design Sprint: A Remote Anyone Can Use',
      dayOffset: 67,
      time: '10:00',
      location: 'Innovation Hub, Ground Floor',
      description:
        'Redesign the TV remote for users with limited dexterity or sight. Teams prototype with foam, 3D printing and microcontrollers.',
      capacity: 32,
      registrationLink: register('cts-remote-design-sprint'),
      tags: ['design sprint', 'accessibility'],
      registrations: 11,
    },
  ],
  achievements: [
    {
      title: 'Green Campus Award',
      yearsAgo: 0,
      description: 'The repair café has kept more than 300 items out of landfill since it started.',
      category: 'Community Service',
      awardedBy: 'Northgate University Sustainability Office',
      recipient: 'IEEE Consumer Technology Society',
    },
  ],
  gallery: [
    {
      caption: 'Smart speaker internals laid out on the bench',
      height: 440,
      eventTitle: 'Teardown Night: Smart Speakers',
      photographer: 'Jamal Wright',
      tags: ['teardown'],
    },
    {
      caption: 'A kettle lives to boil again',
      height: 590,
      eventTitle: 'Repair Café No. 7',
      tags: ['repair'],
    },
    {
      caption: 'Queue at the repair café door',
      height: 320,
      eventTitle: 'Repair Café No. 7',
      photographer: 'Freya Andersen',
      tags: ['community'],
    },
  ],
};
