import { linkedin, mail } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const industryApplicationsSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'industry-applications-society',
  name: 'IEEE Industry Applications Society',
  initials: 'IAS',
  colours: ['#37474f', '#ffca3a'],
  motif: 'grid',
  description:
    'A small, practical chapter focused on how electrical engineering is used in factories, plants and buildings: motors and drives, PLCs, electrical safety and industrial communication. Many members go on to placements in manufacturing.',
  vision:
    'Students who graduate ready to walk onto a plant floor and understand both the electrical drawings and the people who use them.',
  mission:
    'To bridge the gap between coursework and industry practice through plant visits, PLC training and electrical safety awareness.',
  objectives:
    '<p>We aim to:</p><ul><li>Offer an introductory PLC programming course every term</li><li>Visit at least two manufacturing or process plants each year</li><li>Promote arc-flash and electrical safety awareness among all engineering students</li></ul>',
  studentMemberCount: 74,
  establishedYear: 2015,
  slate: [
    {
      name: 'Dr. Victor Petrov',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('v.petrov'),
      bio: 'Spent fifteen years commissioning drives in steel mills before joining the faculty.',
    },
    {
      name: 'Maya Goldberg',
      role: 'Chair',
      hasPhoto: true,
      email: mail('maya.goldberg'),
      linkedin: linkedin('maya-goldberg'),
      bio: 'Did her placement at a bottling plant and came back evangelical about ladder logic.',
    },
    {
      name: 'Diego Hernández',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('diego.hernandez'),
    },
  ],
  events: [
    {
      title: 'PLC Programming Bootcamp',
      dayOffset: -150,
      time: '10:00',
      location: 'Faraday Hall, Automation Lab',
      description:
        "Two Saturdays of ladder logic, timers and a conveyor-sorting exercise on the lab's training rigs.",
      capacity: 18,
      tags: ['PLC', 'automation', 'training'],
      participants: '18',
    },
    {
      title: 'Plant Visit: Eastfield Packaging',
      dayOffset: -66,
      time: '08:00',
      location: 'Departs from the Main Gate, Northgate campus',
      description:
        "A tour of a packaging plant's motor control centres and variable-speed drives, and a look at how the maintenance team uses vibration data to plan repairs.",
      capacity: 20,
      tags: ['site visit', 'manufacturing'],
      participants: '20',
    },
    {
      title: 'Arc Flash: What Every Engineer Should Know',
      dayOffset: 15,
      time: '12:30',
      location: 'Faraday Hall, Room 101',
      description:
        'A lunchtime talk on arc-flash hazards, PPE categories and safe isolation. Open to all engineering students; required for anyone joining a lab-based plant visit.',
      capacity: 80,
      tags: ['safety', 'talk'],
      registrations: 12,
    },
  ],
  achievements: [
    {
      title: 'Industry Placement Excellence',
      yearsAgo: 1,
      description:
        'Graded outstanding by her placement employer for redesigning a conveyor interlock scheme.',
      category: 'Academic Excellence',
      awardedBy: 'University Engineering Faculty',
      recipient: 'Maya Goldberg',
    },
  ],
  gallery: [
    {
      caption: 'Conveyor sorting rig running its first ladder program',
      height: 480,
      eventTitle: 'PLC Programming Bootcamp',
      tags: ['PLC'],
    },
    {
      caption: 'Motor control centre at Eastfield Packaging',
      height: 660,
      eventTitle: 'Plant Visit: Eastfield Packaging',
      photographer: 'Diego Hernández',
      tags: ['site visit'],
    },
    {
      caption: 'Hard hats on, ready for the tour',
      height: 300,
      eventTitle: 'Plant Visit: Eastfield Packaging',
      tags: ['site visit', 'safety'],
    },
  ],
};
