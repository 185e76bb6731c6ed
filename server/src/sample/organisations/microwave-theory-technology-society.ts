import { linkedin, mail, register } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const microwaveTheoryTechnologySociety: SampleOrganisation = {
  kind: 'society',
  slug: 'microwave-theory-technology-society',
  name: 'IEEE Microwave Theory and Technology Society',
  initials: 'MTT',
  colours: ['#3d405b', '#f2cc8f'],
  motif: 'waves',
  description:
    'A focused group of students working on high-frequency circuits: filters, amplifiers and transmission lines that behave very differently above a gigahertz. The chapter shares the RF lab with the antennas group and co-hosts its measurement sessions.',
  vision:
    'To give every interested student the confidence to design a circuit where the wires themselves become components.',
  mission:
    'We demystify microwave engineering through design-build-measure projects and contact with RF engineers in industry.',
  objectives:
    '<p>Each year the chapter will:<br>• run a microstrip filter design project from simulation to measurement<br>• invite two RF engineers from industry to give practical talks<br>• maintain shared calibration kits and a guide to using them</p>',
  studentMemberCount: 49,
  establishedYear: 2018,
  slate: [
    {
      name: 'Dr. Ahmed Mansour',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('a.mansour'),
      bio: 'Designs power amplifiers for satellite links.',
    },
    {
      name: 'Kateryna Bondarenko',
      role: 'Chair',
      hasPhoto: true,
      email: mail('kateryna.bondarenko'),
      linkedin: linkedin('kateryna-bondarenko'),
      bio: 'Working on a low-noise amplifier for a radio telescope feed.',
    },
    {
      name: 'Rohan Das',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('rohan.das'),
    },
    {
      name: 'Emily Walsh',
      role: 'Treasurer',
      hasPhoto: false,
      linkedin: linkedin('emily-walsh-rf'),
    },
  ],
  events: [
    {
      title: 'Microstrip Filter Design Project: Measurement Day',
      dayOffset: -86,
      time: '10:00',
      location: 'Faraday Hall, RF Lab',
      description:
        'Six teams measured the band-pass filters they designed and had fabricated. The closest design hit its centre frequency within 40 MHz.',
      capacity: 24,
      tags: ['RF', 'filters', 'measurement'],
      participants: '22',
    },
    {
      title: 'Industry Talk: Designing Radios for Base Stations',
      dayOffset: -21,
      time: '17:00',
      location: 'Faraday Hall, Room 108',
      description:
        'An RF design lead explained the trade-offs between efficiency and linearity in base-station power amplifiers, and what a graduate RF engineer actually does all day.',
      tags: ['talk', 'industry', 'careers'],
      participants: '48',
    },
    {
      title: 'VNA Calibration Clinic',
      dayOffset: 10,
      time: '15:00',
      location: 'Faraday Hall, RF Lab',
      description:
        'Short, small-group sessions on calibrating the vector network analyser properly. Required before booking the RF lab on your own.',
      capacity: 8,
      registrationLink: register('mtt-vna-clinic'),
      tags: ['lab', 'training'],
      registrations: 8,
    },
  ],
  achievements: [
    {
      title: 'Student Design Competition: Best Filter',
      yearsAgo: 1,
      description: 'A compact hairpin filter with the lowest insertion loss among student entries.',
      category: 'Competition',
      awardedBy: 'IEEE Microwave Theory and Technology Society',
      recipient: 'Kateryna Bondarenko',
      value: 'First Place',
    },
  ],
  gallery: [
    {
      caption: 'Fabricated filters ready for testing',
      height: 360,
      eventTitle: 'Microstrip Filter Design Project: Measurement Day',
      photographer: 'Rohan Das',
      tags: ['filters'],
    },
    {
      caption: 'Comparing measured and simulated responses',
      height: 580,
      eventTitle: 'Microstrip Filter Design Project: Measurement Day',
      tags: ['measurement'],
    },
    {
      caption: 'Guest speaker taking questions',
      height: 420,
      eventTitle: 'Industry Talk: Designing Radios for Base Stations',
      tags: ['talk'],
    },
  ],
};
