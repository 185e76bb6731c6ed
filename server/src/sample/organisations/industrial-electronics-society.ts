import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const industrialElectronicsSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'industrial-electronics-society',
  name: 'IEEE Industrial Electronics Society',
  initials: 'IES',
  colours: ['#5c3317', '#e9c46a'],
  motif: 'circuit',
  description:
    'Power electronics, motor drives, embedded control and industrial networks. Members design converters that actually switch, learn to tune control loops on real motors and maintain a growing collection of lab-built inverters.',
  vision:
    'To be the chapter where students learn to make electronics that move, convert and control energy in real machines.',
  mission:
    'We build practical skill in power electronics and industrial control through design projects, lab nights and collaboration with local industry.',
  objectives: ul(
    'Run a power converter design project each year, from schematic to tested board',
    'Hold lab nights on motor control and control-loop tuning',
    'Teach safe practice for high-voltage and high-current work',
  ),
  studentMemberCount: 71,
  establishedYear: 2013,
  slate: [
    {
      name: 'Prof. Klaus Becker',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('k.becker'),
      bio: 'Professor of power electronics and former drives engineer.',
    },
    {
      name: 'Bongani Zulu',
      role: 'Chair',
      hasPhoto: true,
      email: mail('bongani.zulu'),
      linkedin: linkedin('bongani-zulu'),
      bio: 'Building a bidirectional charger for his final-year project.',
    },
    {
      name: 'Alina Kowalczyk',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('alina.kowalczyk'),
    },
    {
      name: 'Marco Ricci',
      role: 'Treasurer',
      hasPhoto: false,
      linkedin: linkedin('marco-ricci-pe'),
    },
    {
      name: 'Suda Chaiyaporn',
      role: 'Committee Member',
      hasPhoto: true,
      email: mail('suda.chaiyaporn'),
      bio: "Looks after the lab's isolation transformers and safety checks.",
    },
  ],
  events: [
    {
      title: 'Buck Converter Build-Along',
      dayOffset: -176,
      time: '14:00',
      location: 'Faraday Hall, Power Electronics Lab',
      description:
        'Participants built a 12 V to 5 V synchronous buck converter, measured its efficiency and found out exactly how hot a badly chosen inductor gets.',
      capacity: 20,
      tags: ['power electronics', 'hands-on'],
      participants: '20',
    },
    {
      title: 'Lab Night: Tuning a PID Speed Controller',
      dayOffset: -70,
      time: '18:00',
      location: 'Faraday Hall, Power Electronics Lab',
      description:
        'Members tuned speed loops on small DC motors, first by hand and then with a step-response method, and compared the results.',
      capacity: 16,
      tags: ['control', 'motors', 'lab night'],
      participants: '16',
    },
    {
      title: 'Lab Night: Field-Oriented Control',
      dayOffset: 38,
      time: '18:00',
      location: 'Faraday Hall, Power Electronics Lab',
      description:
        'Spin a brushless motor with field-oriented control on a microcontroller board. Some experience with PWM and C is helpful.',
      capacity: 16,
      registrationLink: register('ies-foc-lab-night'),
      tags: ['control', 'motors', 'lab night'],
      registrations: 13,
    },
  ],
  achievements: [
    {
      title: 'Future Energy Challenge: Finalist Team',
      yearsAgo: 1,
      description:
        'A student team reached the final round of an international converter design competition with a compact solar micro-inverter.',
      category: 'Competition',
      awardedBy: 'IEEE Power Electronics Society',
      recipient: 'IEEE Industrial Electronics Society',
      value: 'Finalist',
    },
    {
      title: 'Lab Safety Recognition',
      yearsAgo: 0,
      description: 'For writing the high-voltage safety induction now used in all power labs.',
      category: 'Leadership',
      awardedBy: 'University Engineering Faculty',
      recipient: 'Suda Chaiyaporn',
    },
  ],
  gallery: [
    {
      caption: 'Thermal camera view of a struggling inductor',
      height: 450,
      eventTitle: 'Buck Converter Build-Along',
      tags: ['power electronics'],
    },
    {
      caption: 'Step responses compared on the scope',
      height: 300,
      eventTitle: 'Lab Night: Tuning a PID Speed Controller',
      photographer: 'Alina Kowalczyk',
      tags: ['control'],
    },
    {
      caption: 'The inverter collection, labelled by year',
      height: 810,
      tags: ['equipment'],
    },
  ],
};
