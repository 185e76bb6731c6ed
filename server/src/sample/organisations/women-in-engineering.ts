import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const womenInEngineering: SampleOrganisation = {
  kind: 'society',
  slug: 'women-in-engineering',
  name: 'IEEE Women in Engineering',
  initials: 'WIE',
  colours: ['#6a1b4d', '#f7a8c4'],
  motif: 'dots',
  description:
    'An affinity group open to everyone that works to make engineering at Northgate a place where women stay and thrive. We run mentoring circles, skills workshops and outreach to girls in local schools, and we are loud about who gets invited to speak.',
  vision:
    'An engineering faculty where the people in the labs, on the stage and in the leadership reflect the people the technology serves.',
  mission:
    'To support women studying engineering through mentoring, visibility and community, and to inspire the next generation to choose it.',
  objectives: ul(
    'Match every first-year member who asks with a senior student or alumna mentor',
    'Run at least two outreach days a year for secondary-school students',
    'Hold practical sessions on negotiation, interviewing and public speaking',
    'Keep a speaker list that makes balanced panels the easy choice for every chapter',
    "Celebrate members' work through an annual showcase",
  ),
  studentMemberCount: 231,
  establishedYear: 2009,
  slate: [
    {
      name: 'Dr. Amara Okafor',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('a.okafor'),
      linkedin: linkedin('amara-okafor-phd'),
      bio: 'Senior lecturer in electronics and founder of the faculty mentoring scheme.',
    },
    {
      name: 'Isabella Rossi',
      role: 'Chair',
      hasPhoto: true,
      email: mail('isabella.rossi'),
      linkedin: linkedin('isabella-rossi-eng'),
      bio: 'Civil-turned-electrical engineering student and outreach lead.',
    },
    {
      name: 'Fatima Al-Sayed',
      role: 'Vice Chair',
      hasPhoto: true,
      email: mail('fatima.alsayed'),
      bio: 'Coordinates the mentoring circles.',
    },
    {
      name: 'Hannah Kim',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('hannah.kim'),
      linkedin: linkedin('hannah-kim-wie'),
    },
    {
      name: 'Adaeze Nwosu',
      role: 'Treasurer',
      hasPhoto: true,
      linkedin: linkedin('adaeze-nwosu'),
      bio: 'Computer engineering student who budgets outreach days down to the last marker pen.',
    },
    {
      name: 'Riya Kapoor',
      role: 'Committee Member',
      hasPhoto: true,
      email: mail('riya.kapoor'),
    },
  ],
  events: [
    {
      title: 'Girls in Engineering Discovery Day',
      dayOffset: -165,
      time: '09:30',
      location: 'Faraday Hall Foyer and Labs',
      description:
        'Sixty students aged 13–15 from four local schools built circuits, programmed a robot arm and quizzed our members about what engineering degrees are really like.',
      organizer: 'Isabella Rossi',
      tags: ['outreach', 'schools'],
      participants: '60 students, 22 volunteers',
      category: 'Non-technical',
      subCategory: 'Pre-University',
      membersAttended: 22,
      guestsAttended: 60,
    },
    {
      title: 'Negotiating Your First Offer',
      dayOffset: -72,
      time: '18:00',
      location: 'Student Union, Room 4',
      description:
        'A workshop led by an HR director and two recent graduates on researching salaries, answering the "expected salary" question and negotiating without apologising.',
      capacity: 50,
      tags: ['careers', 'workshop'],
      participants: '50',
      category: 'Professional',
      subCategory: 'Professional Development',
      membersAttended: 41,
      guestsAttended: 9,
    },
    {
      title: 'Mentoring Circles Launch Evening',
      dayOffset: -30,
      time: '17:30',
      location: 'Hopper Library Atrium',
      description:
        'Thirty-four mentees met their mentors over dinner and set goals for the term. Circles now meet monthly.',
      tags: ['mentoring', 'community'],
      participants: '70+',
      category: 'Non-technical',
      subCategory: 'Social',
      membersAttended: 52,
      guestsAttended: 20,
    },
    {
      title: 'Showcase: Work by Women in Engineering',
      dayOffset: 22,
      time: '16:00',
      location: 'Innovation Hub, Ground Floor',
      description:
        'Posters, demos and lightning talks from members across all years. Everyone is welcome to attend; presenters please register by the end of next week.',
      capacity: 140,
      registrationLink: register('wie-showcase'),
      tags: ['showcase', 'research', 'projects'],
      registrations: 58,
    },
    {
      title: 'Public Speaking Lab',
      dayOffset: 64,
      time: '18:00',
      location: 'Student Union, Room 4',
      description:
        'Practise a three-minute technical talk in a small, friendly group and get feedback on structure, slides and delivery.',
      capacity: 15,
      tags: ['skills', 'communication'],
      registrations: 6,
    },
  ],
  achievements: [
    {
      title: 'WIE Student Branch Affinity Group of the Year',
      yearsAgo: 1,
      description:
        'Recognised for the mentoring circles and for reaching more than 200 secondary-school students through outreach days.',
      category: 'Recognition',
      awardedBy: 'IEEE Women in Engineering',
      recipient: 'IEEE Women in Engineering',
    },
    {
      title: 'Student Leadership Award',
      yearsAgo: 0,
      description:
        'Awarded for founding the faculty-wide balanced-panel speaker list, now used by every chapter in the branch.',
      category: 'Leadership',
      awardedBy: 'University Engineering Faculty',
      recipient: 'Isabella Rossi',
    },
    {
      title: 'Community Outreach Grant',
      yearsAgo: 3,
      description:
        'Funding for transport and materials so schools further from campus could attend Discovery Day.',
      category: 'Community Service',
      awardedBy: 'IEEE Foundation',
      recipient: 'IEEE Women in Engineering',
      value: 'INR 1,50,000 grant',
    },
  ],
  gallery: [
    {
      caption: 'Programming the robot arm at Discovery Day',
      height: 720,
      eventTitle: 'Girls in Engineering Discovery Day',
      photographer: 'Riya Kapoor',
      tags: ['outreach'],
    },
    {
      caption: 'A first working circuit, and a very big smile',
      height: 450,
      eventTitle: 'Girls in Engineering Discovery Day',
      tags: ['outreach', 'schools'],
    },
    {
      caption: 'Mentors and mentees setting goals for the term',
      height: 380,
      eventTitle: 'Mentoring Circles Launch Evening',
      photographer: 'Hannah Kim',
      tags: ['mentoring'],
    },
    {
      caption: 'Role-playing a salary negotiation',
      height: 600,
      eventTitle: 'Negotiating Your First Offer',
      tags: ['careers'],
    },
    {
      caption: 'The WIE committee at the welcome fair',
      height: 310,
      tags: ['chapter life'],
    },
  ],
};
