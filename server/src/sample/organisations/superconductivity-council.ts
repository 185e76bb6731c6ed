import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const superconductivityCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'superconductivity-council',
  name: 'IEEE Council on Superconductivity',
  initials: 'CSC',
  colours: ['#0d1b2a', '#76c7f0'],
  motif: 'rings',
  description:
    'A small council with a very cold lab. Members explore superconducting materials, magnets and electronics, from levitation demonstrations with liquid nitrogen to the superconducting circuits behind some quantum computers.',
  vision:
    'To spark lasting curiosity about superconductivity and its role in energy, medicine and computing.',
  mission:
    'We make superconductivity accessible through safe demonstrations, seminars and visits to laboratories that use it.',
  objectives: ul(
    'Give levitation demonstrations at open days and school visits',
    'Host seminars on superconducting magnets, cables and qubits',
    'Arrange visits to MRI and cryogenics facilities',
  ),
  studentMemberCount: 27,
  establishedYear: 2021,
  email: 'superconductivity@ieee-sb.example.edu',
  phone: '+1 555 0151',
  website: 'https://ieee-sb.example.edu/superconductivity-council',
  location: 'Physics Building, Cryogenics Lab',
  slate: [
    {
      name: 'Prof. Annelise Vogt',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('a.vogt'),
      bio: 'Experimental physicist working on high-temperature superconducting tapes.',
    },
    {
      name: 'Mateus Oliveira',
      role: 'Chair',
      hasPhoto: true,
      email: mail('mateus.oliveira'),
      linkedin: linkedin('mateus-oliveira'),
      bio: 'Physics student and liquid-nitrogen safety officer.',
    },
    {
      name: 'Hana Yamamoto',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('hana.yamamoto'),
    },
  ],
  events: [
    {
      title: 'Levitation Demo Day',
      dayOffset: -96,
      time: '11:00',
      location: 'Physics Building Foyer',
      description:
        'A superconducting puck floated along a magnetic track all afternoon while members explained flux pinning to a steady crowd.',
      tags: ['demonstration', 'outreach'],
      participants: '200+ visitors',
    },
    {
      title: 'Visit to the Hospital MRI Suite',
      dayOffset: -29,
      time: '09:00',
      location: 'Northgate University Hospital, Imaging Department',
      description:
        'A medical physicist showed members how the MRI magnet is kept superconducting, and why nobody brings a wheelchair into the room.',
      capacity: 12,
      tags: ['site visit', 'medical imaging'],
      participants: '12',
    },
    {
      title: 'Seminar: Superconducting Qubits',
      dayOffset: 57,
      time: '16:00',
      location: 'Physics Building, Lecture Room 2',
      description:
        'How Josephson junctions become qubits, why they need to be colder than outer space, and what engineers do to keep them coherent.',
      capacity: 50,
      registrationLink: register('superconductivity-qubits-seminar'),
      tags: ['seminar', 'quantum'],
      registrations: 26,
    },
  ],
  achievements: [
    {
      title: 'Public Engagement Award',
      yearsAgo: 1,
      description: 'For levitation demonstrations at four schools and the university open day.',
      category: 'Community Service',
      awardedBy: 'Northgate University Outreach Office',
      recipient: 'IEEE Council on Superconductivity',
    },
  ],
  gallery: [
    {
      caption: 'The puck floats, the crowd gasps',
      height: 580,
      eventTitle: 'Levitation Demo Day',
      photographer: 'Hana Yamamoto',
      tags: ['demonstration'],
    },
    {
      caption: 'Liquid nitrogen fog over the track',
      height: 830,
      eventTitle: 'Levitation Demo Day',
      tags: ['demonstration'],
    },
    {
      caption: 'Members outside the MRI suite',
      height: 300,
      eventTitle: 'Visit to the Hospital MRI Suite',
      tags: ['site visit'],
    },
  ],
};
