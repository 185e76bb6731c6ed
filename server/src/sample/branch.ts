/**
 * The branch's own sample content: its record and slate, the landing page's hero slides,
 * partners and FAQ, and the notifications.
 */
import { linkedin, mail, UNIVERSITY, ul } from './helpers.js';
import type { SampleMember, SampleSite } from './types.js';

const branchSlate: SampleMember[] = [
  {
    name: 'Prof. Catherine Ndlovu',
    role: 'Advisor',
    hasPhoto: true,
    email: mail('c.ndlovu'),
    linkedin: linkedin('catherine-ndlovu'),
    phone: '+1 555 0102',
    bio: 'Professor of electrical engineering and branch counsellor for the past eight years.',
  },
  {
    name: 'Dr. Javier Morales',
    role: 'Deputy Advisor',
    hasPhoto: true,
    email: mail('j.morales'),
    bio: 'Senior lecturer in embedded systems who looks after the branch budget and lab access.',
  },
  {
    name: 'Aaliyah Johnson',
    role: 'Chair',
    hasPhoto: true,
    email: mail('aaliyah.johnson'),
    linkedin: linkedin('aaliyah-johnson-ieee'),
    bio: 'Final-year electrical engineering student who joined the branch at her first welcome fair.',
  },
  {
    name: 'Nguyen Minh Anh',
    role: 'Vice Chair',
    hasPhoto: true,
    email: mail('minhanh.nguyen'),
    linkedin: linkedin('minh-anh-nguyen'),
    bio: 'Coordinates the events calendar across all twenty-eight chapters and councils.',
  },
  {
    name: 'Sebastian Kruger',
    role: 'Secretary',
    hasPhoto: false,
    email: mail('sebastian.kruger'),
    bio: 'Keeps the minutes, the constitution and the shared drive in order.',
  },
  {
    name: 'Halima Yusuf',
    role: 'Treasurer',
    hasPhoto: true,
    email: mail('halima.yusuf'),
    linkedin: linkedin('halima-yusuf'),
    bio: 'Accounting minor who manages chapter allocations and sponsorship.',
  },
  {
    name: 'Mikael Virtanen',
    role: 'Web Master',
    hasPhoto: true,
    email: mail('mikael.virtanen'),
    linkedin: linkedin('mikael-virtanen'),
    bio: 'Looks after this website and the branch newsletter mailing list.',
  },
  {
    name: 'Gabriela Souza',
    role: 'Committee Member',
    hasPhoto: false,
    linkedin: linkedin('gabriela-souza'),
    bio: 'First-year representative and welcome-fair organiser.',
  },
];

export const branchSite: SampleSite = {
  branch: {
    name: `IEEE Student Branch, ${UNIVERSITY}`,
    slug: 'branch',
    initials: 'SB',
    colours: ['#00629b', '#9ad9f5'],
    description: `The IEEE Student Branch at ${UNIVERSITY} is the home of twenty society chapters and eight councils, run by students for students. Together they organise workshops, competitions, talks, site visits and outreach throughout the academic year, and welcome anyone curious about electrical, electronic and computing technology.`,
    vision:
      'A student community where curiosity about technology turns into skill, friendship and a lasting commitment to using engineering for the benefit of people.',
    mission:
      'To give every student at the university access to hands-on learning, professional networks and leadership experience through IEEE, and to support the chapters and councils that make it happen.',
    objectives: ul(
      'Support twenty society chapters and eight councils with funding, rooms and advice',
      'Offer <strong>two to three events every month</strong> of the academic year across all disciplines',
      'Help students build professional networks with alumni, industry and IEEE volunteers',
      'Develop student leaders through committee roles, training and recognition',
      'Reach out to local schools and the community to share what engineers do',
    ),
    email: 'contact@ieee-sb.example.edu',
    phone: '+1 555 0100',
    location: 'Faraday Hall, Room 110 (IEEE Student Branch Office)',
    slate: branchSlate,
  },
  heroSlides: [
    {
      title: 'Build, learn and lead with IEEE',
      caption: `Twenty-eight chapters and councils, one student branch at ${UNIVERSITY}.`,
      alt: 'IEEE-blue banner with a faint pattern of circuit traces behind the large white letters "IEEE" and the words "Student Branch, Northgate University".',
      art: {
        colours: ['#00629b', '#9ad9f5'],
        label: 'IEEE',
        subtitle: `Student Branch, ${UNIVERSITY}`,
        motif: 'circuit',
      },
    },
    {
      title: 'Something on every month',
      caption:
        'Hackathons, lab nights, site visits and talks: two to three events a month, open to all students.',
      alt: 'Deep purple banner with soft wave lines and the white word "EVENTS" above the line "Workshops, hackathons, talks and visits".',
      art: {
        colours: ['#3c096c', '#c77dff'],
        label: 'EVENTS',
        subtitle: 'Workshops, hackathons, talks and visits',
        motif: 'waves',
      },
    },
    {
      title: 'Find your people',
      caption:
        'From robotics to remote sensing, there is a chapter for whatever you want to build next.',
      alt: 'Dark green banner with a pattern of small dots of varying size and the white word "JOIN" above the line "20 societies and 8 councils".',
      art: {
        colours: ['#0b6e4f', '#a7e8bd'],
        label: 'JOIN',
        subtitle: '20 societies and 8 councils',
        motif: 'dots',
      },
    },
  ],
  partners: [
    {
      name: 'IEEE',
      link: 'https://www.ieee.org',
      initials: 'IEEE',
      colours: ['#00629b', '#ffffff'],
    },
    {
      name: 'IEEE Xplore',
      link: 'https://ieeexplore.ieee.org',
      initials: 'XPL',
      colours: ['#002855', '#00b5e2'],
    },
    {
      name: 'IEEE Spectrum',
      link: 'https://spectrum.ieee.org',
      initials: 'SPEC',
      colours: ['#1a1a2e', '#e94560'],
    },
    {
      name: 'IEEE Collabratec',
      link: 'https://ieee-collabratec.ieee.org',
      initials: 'COL',
      colours: ['#005587', '#78be20'],
    },
    {
      name: 'IEEE Region 10',
      link: 'https://www.ieeer10.org',
      initials: 'R10',
      colours: ['#4b2e83', '#d4c4f0'],
    },
  ],
  faqs: [
    {
      question: 'What is the IEEE Student Branch?',
      answer: `The IEEE Student Branch is the university's chapter of IEEE, the world's largest technical professional organisation. At ${UNIVERSITY} it brings together twenty society chapters and eight councils, each focused on a field such as computing, power, robotics or sensors. Students run it, with support from faculty advisors, and it is open to students of every department.`,
    },
    {
      question: 'How do I become a member?',
      answer:
        'Join IEEE as a student member on the IEEE website and choose our university as your school, so that your membership is linked to the branch. You can then add any society memberships that interest you. If you get stuck, drop by the branch office in Faraday Hall, Room 110, or e-mail contact@ieee-sb.example.edu and a committee member will help.',
    },
    {
      question: 'What are the benefits of membership?',
      answer:
        'Members get priority places at workshops and site visits, discounted entry to competitions and conferences, access to IEEE publications and learning resources, and the chance to lead a chapter or council. Just as valuable are the people: mentors, project teammates and alumni who can open doors to internships and jobs.',
    },
    {
      question: 'How often do events happen?',
      answer:
        'Across the branch there are usually two to three events per month during the academic year: workshops, talks, competitions, site visits and social evenings. Individual chapters add their own lab nights and study groups, so busy months often have more. The Events page always shows what is coming up.',
    },
    {
      question: 'Can non-members attend events?',
      answer:
        'Yes. Most talks, workshops and showcases are open to every student and often to staff and visitors too. A few events with limited places, such as site visits or lab sessions, give priority to members, and the event page says so when that is the case.',
    },
    {
      question: 'How can I stay updated?',
      answer:
        'Check the notifications on this website, subscribe to the branch newsletter at the welcome fair or by e-mail, and follow the chapters you care about from their pages. Each chapter also posts its upcoming events here as soon as they are confirmed.',
    },
  ],
  notifications: [
    {
      type: 'event',
      title: 'Registration open: Open Data Hack',
      message:
        'The Sensors Council is opening a full year of campus air-quality data for a one-day hack. Places are limited, so register soon.',
      daysAgo: 2,
    },
    {
      type: 'achievement',
      title: 'Rover team wins the national autonomous rover title',
      message:
        'Congratulations to the Robotics and Automation Society, whose rover "Ibis" was the only entry to complete the full course without intervention.',
      daysAgo: 6,
    },
    {
      type: 'membership',
      title: 'Renew your IEEE student membership',
      message:
        'Membership runs for a calendar year. Renew before it lapses to keep your member places at events and your access to IEEE resources.',
      daysAgo: 21,
    },
    {
      type: 'newsletter',
      title: 'The Branch Bulletin is out',
      message:
        'This issue: the Northgate Hack winners, a year of campus energy data, a guide to the sensor library and the full events calendar for the coming weeks.',
      daysAgo: 34,
    },
    {
      type: 'other',
      title: 'Call for volunteers: welcome fair',
      message:
        'Every chapter needs a few friendly faces at the welcome fair stall. Sign up with your chapter secretary to help new students find their community.',
      daysAgo: 52,
    },
  ],
};
