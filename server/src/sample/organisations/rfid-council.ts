import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const rfidCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'rfid-council',
  name: 'IEEE Council on RFID',
  initials: 'RFID',
  colours: ['#3e2723', '#ffab40'],
  motif: 'waves',
  description:
    'The youngest council in the branch, focused on radio-frequency identification and the wider world of battery-free sensing: tags, readers, backscatter and the supply chains and libraries that use them.',
  vision:
    'A campus where students understand the invisible radio conversations happening in every access card and library book.',
  mission:
    'We explore RFID and backscatter technology through tinkering, security research and projects with campus services.',
  objectives: ul(
    'Run an introductory RFID workshop for new members each term',
    'Study the security of common tag types responsibly and share findings with campus services',
    'Prototype a battery-free sensor tag project each year',
  ),
  studentMemberCount: 34,
  establishedYear: 2022,
  email: 'rfid@ieee-sb.example.edu',
  phone: '+1 555 0156',
  website: 'https://ieee-sb.example.edu/rfid-council',
  location: 'Faraday Hall, Room 118',
  slate: [
    {
      name: 'Dr. Tobias Lindgren',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('t.lindgren'),
      bio: 'Works on backscatter communication for battery-free sensors.',
    },
    {
      name: 'Ayesha Malik',
      role: 'Chair',
      hasPhoto: true,
      email: mail('ayesha.malik'),
      linkedin: linkedin('ayesha-malik-rfid'),
      bio: 'Founded the council after a summer internship at a logistics company.',
    },
    {
      name: 'Connor Reid',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('connor.reid'),
    },
    {
      name: 'Ines Carvalho',
      role: 'Committee Member',
      hasPhoto: false,
      linkedin: linkedin('ines-carvalho'),
    },
  ],
  events: [
    {
      title: 'What Is in Your Access Card? RFID Workshop',
      dayOffset: -85,
      time: '14:00',
      location: 'Faraday Hall, Room 118',
      description:
        'Participants read the public identifiers of sample cards, learned the difference between low, high and ultra-high frequency tags, and discussed what should never be stored on a card.',
      capacity: 25,
      tags: ['workshop', 'security'],
      participants: '25',
    },
    {
      title: 'Library Stock-Take with UHF Readers',
      dayOffset: -18,
      time: '08:00',
      location: 'Hopper Library',
      description:
        'Members helped library staff trial handheld UHF readers for a stock-take, scanning shelves in minutes instead of days.',
      tags: ['project', 'campus services'],
      participants: '10',
    },
    {
      title: 'Build a Battery-Free Sensor Tag',
      dayOffset: 62,
      time: '13:00',
      location: 'Innovation Hub, Maker Space',
      description:
        "Assemble a tag that harvests energy from a reader's signal and reports temperature without a battery.",
      capacity: 16,
      registrationLink: register('rfid-battery-free-tag'),
      tags: ['hands-on', 'energy harvesting'],
      registrations: 4,
    },
  ],
  achievements: [
    {
      title: 'Campus Services Collaboration Award',
      yearsAgo: 0,
      description: 'For the library stock-take trial, which the library now plans to adopt.',
      category: 'Innovation',
      awardedBy: 'Northgate University Library',
      recipient: 'IEEE Council on RFID',
    },
  ],
  gallery: [
    {
      caption: 'Scanning a shelf of books in seconds',
      height: 650,
      eventTitle: 'Library Stock-Take with UHF Readers',
      photographer: 'Connor Reid',
      tags: ['project'],
    },
    {
      caption: 'Tags of every shape and frequency',
      height: 370,
      eventTitle: 'What Is in Your Access Card? RFID Workshop',
      tags: ['workshop'],
    },
    {
      caption: 'Reader antenna on the returns trolley',
      height: 470,
      eventTitle: 'Library Stock-Take with UHF Readers',
      tags: ['campus services'],
    },
  ],
};
