import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const electronDevicesSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'electron-devices-society',
  name: 'IEEE Electron Devices Society',
  initials: 'EDS',
  colours: ['#2d3142', '#ef8354'],
  motif: 'grid',
  description:
    'The newest society chapter in the branch, for students interested in what happens inside the transistor: semiconductor physics, device fabrication and characterisation. Members get supervised access to the clean room annex and the probe station.',
  vision:
    'Students who understand devices from the band diagram up, and who are ready for careers in semiconductor research and manufacturing.',
  mission:
    'To open up the physics and practice of electronic devices through clean-room tours, characterisation labs and talks from the semiconductor industry.',
  objectives: ul(
    'Offer clean-room induction and tours to interested members each term',
    'Run a device characterisation lab on the probe station',
    'Bring in speakers from semiconductor fabrication and equipment companies',
  ),
  studentMemberCount: 39,
  establishedYear: 2020,
  slate: [
    {
      name: 'Dr. Ananya Bose',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('a.bose'),
      bio: 'Researches wide-bandgap transistors for power conversion.',
    },
    {
      name: 'Felix Wagner',
      role: 'Chair',
      hasPhoto: true,
      email: mail('felix.wagner'),
      linkedin: linkedin('felix-wagner-semi'),
    },
    {
      name: 'Yasmin Farouk',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('yasmin.farouk'),
      bio: 'Physics student who discovered she prefers devices to equations.',
    },
  ],
  events: [
    {
      title: 'Clean Room Tour and Induction',
      dayOffset: -104,
      time: '10:00',
      location: 'Clean Room Annex, Engineering Block D',
      description:
        'Gowning, safety rules and a walk through lithography, etching and deposition with the clean-room manager.',
      capacity: 10,
      tags: ['clean room', 'fabrication', 'tour'],
      participants: '10',
    },
    {
      title: 'Probe Station Lab: Measuring Transistor Curves',
      dayOffset: -37,
      time: '14:00',
      location: 'Clean Room Annex, Characterisation Lab',
      description:
        'Participants measured output and transfer characteristics of test transistors on a wafer and extracted threshold voltage and mobility.',
      capacity: 12,
      tags: ['characterisation', 'lab'],
      participants: '12',
    },
    {
      title: 'Talk: Inside a Modern Semiconductor Fab',
      dayOffset: 27,
      time: '17:00',
      location: 'Faraday Hall, Room 108',
      description:
        'A process engineer describes life in a high-volume fab: shifts, yield, defects and why a speck of dust costs so much.',
      capacity: 80,
      registrationLink: register('eds-fab-talk'),
      tags: ['talk', 'industry'],
      registrations: 30,
    },
  ],
  achievements: [
    {
      title: 'New Chapter Start-up Grant',
      yearsAgo: 5,
      description: "Seed funding that paid for the chapter's first clean-room induction sessions.",
      category: 'Leadership',
      awardedBy: 'IEEE Electron Devices Society',
      recipient: 'IEEE Electron Devices Society',
      value: 'USD 500 grant',
    },
  ],
  gallery: [
    {
      caption: 'Gowned up for the clean room',
      height: 640,
      eventTitle: 'Clean Room Tour and Induction',
      tags: ['clean room'],
    },
    {
      caption: 'Probe needles landing on a test transistor',
      height: 380,
      eventTitle: 'Probe Station Lab: Measuring Transistor Curves',
      photographer: 'Yasmin Farouk',
      tags: ['characterisation'],
    },
    {
      caption: 'Yellow light in the lithography bay',
      height: 520,
      eventTitle: 'Clean Room Tour and Induction',
      tags: ['fabrication'],
    },
  ],
};
