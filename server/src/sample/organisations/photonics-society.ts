import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const photonicsSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'photonics-society',
  name: 'IEEE Photonics Society',
  initials: 'PHO',
  colours: ['#240046', '#ff9e00'],
  motif: 'rings',
  description:
    'Lasers, optical fibres, LEDs and sensors that work with light. The chapter runs the optics bench nights in the physics teaching lab and a popular public light show during the university open day.',
  vision: 'To make light-based technology as familiar to our engineers as electrons are.',
  mission:
    'We give students hands-on time with optical equipment and connect them with the researchers and companies working in photonics.',
  objectives: ul(
    'Hold monthly optics bench nights with lasers, interferometers and fibre splicers',
    'Run a light-and-colour demonstration for the public on open day',
    'Introduce members to photonics research groups for summer projects',
  ),
  studentMemberCount: 52,
  establishedYear: 2017,
  slate: [
    {
      name: 'Prof. Yuki Tanaka',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('y.tanaka'),
      bio: 'Leads the integrated photonics group in the physics department.',
    },
    {
      name: 'Oliver Grant',
      role: 'Chair',
      hasPhoto: true,
      email: mail('oliver.grant'),
      linkedin: linkedin('oliver-grant-optics'),
    },
    {
      name: 'Zara Hussain',
      role: 'Vice Chair',
      hasPhoto: false,
      linkedin: linkedin('zara-hussain'),
      bio: 'Physics and electrical engineering joint-honours student.',
    },
    {
      name: 'Nikolai Volkov',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('nikolai.volkov'),
      bio: 'Builds Michelson interferometers out of whatever is on the bench.',
    },
  ],
  events: [
    {
      title: 'Optics Bench Night: Fibre Splicing',
      dayOffset: -91,
      time: '18:30',
      location: 'Physics Building, Teaching Lab 3',
      description:
        'Members cleaved, fusion-spliced and tested single-mode fibre, then measured the loss of their own splices with an OTDR.',
      capacity: 12,
      tags: ['hands-on', 'fibre optics'],
      participants: '12',
    },
    {
      title: 'Open Day Light Show',
      dayOffset: -27,
      time: '11:00',
      location: 'Physics Building Foyer',
      description:
        'Laser mazes, a giant diffraction grating and total internal reflection in a stream of water kept visitors of all ages busy for five hours.',
      tags: ['outreach', 'demonstration'],
      participants: '400+ visitors',
    },
    {
      title: 'Seminar: Silicon Photonics and the Data Centre',
      dayOffset: 50,
      time: '16:00',
      location: 'Faraday Hall, Room 108',
      description:
        'Why the links inside data centres are moving to light, and what that means for chip designers. A talk by a visiting researcher followed by a lab tour.',
      capacity: 60,
      registrationLink: register('photonics-silicon-seminar'),
      tags: ['seminar', 'research'],
      registrations: 19,
    },
  ],
  achievements: [
    {
      title: 'Outreach Award for the Open Day Light Show',
      yearsAgo: 0,
      description: 'Recognised as the most visited demonstration of the university open day.',
      category: 'Community Service',
      awardedBy: 'Northgate University Outreach Office',
      recipient: 'IEEE Photonics Society',
    },
    {
      title: 'Summer Research Fellowship',
      yearsAgo: 1,
      description: 'Ten weeks in the integrated photonics group characterising ring resonators.',
      category: 'Research',
      awardedBy: 'University Engineering Faculty',
      recipient: 'Zara Hussain',
      value: 'USD 3,000 stipend',
    },
  ],
  gallery: [
    {
      caption: 'A laser maze in the Physics Building foyer',
      height: 900,
      eventTitle: 'Open Day Light Show',
      photographer: 'Nikolai Volkov',
      tags: ['outreach', 'lasers'],
    },
    {
      caption: 'Light trapped in a stream of water',
      height: 540,
      eventTitle: 'Open Day Light Show',
      tags: ['demonstration'],
    },
    {
      caption: 'Fusion splicer close-up',
      height: 350,
      eventTitle: 'Optics Bench Night: Fibre Splicing',
      tags: ['fibre optics'],
    },
  ],
};
