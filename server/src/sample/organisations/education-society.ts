import { linkedin, mail, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const educationSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'education-society',
  name: 'IEEE Education Society',
  initials: 'EDU',
  colours: ['#1b4332', '#95d5b2'],
  motif: 'peaks',
  description:
    'A chapter of students who like explaining things. Members run peer tutoring for first-year circuits and maths, build teaching demonstrations for lecturers and study what actually helps people learn engineering.',
  vision:
    'No student leaves a first-year engineering module because nobody explained it in a way that clicked.',
  mission:
    'We improve engineering learning on campus through peer tutoring, better demonstrations and evidence about what works.',
  objectives: ul(
    'Offer free peer tutoring drop-ins for first-year modules every week of term',
    'Build and lend out classroom demonstrations to lecturers',
    'Train tutors in questioning techniques and inclusive teaching',
    'Share findings from tutoring feedback with the faculty teaching committee',
  ),
  studentMemberCount: 43,
  establishedYear: 2019,
  slate: [
    {
      name: 'Dr. Margaret Osei',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('m.osei'),
      bio: 'Engineering education researcher and director of first-year studies.',
    },
    {
      name: "Liam O'Connor",
      role: 'Chair',
      hasPhoto: true,
      email: mail('liam.oconnor'),
      bio: 'Has tutored first-year circuits for three years and still enjoys it.',
    },
    {
      name: 'Ji-woo Lee',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('jiwoo.lee'),
      linkedin: linkedin('jiwoo-lee'),
    },
  ],
  events: [
    {
      title: 'Tutor Training Day',
      dayOffset: -160,
      time: '10:00',
      location: 'Hopper Library, Seminar Room 1',
      description:
        'New peer tutors practised asking questions instead of giving answers, and learned how to spot when a student is lost but too polite to say so.',
      capacity: 20,
      tags: ['training', 'teaching'],
      participants: '18',
    },
    {
      title: 'Demo Build: Visualising Electromagnetic Induction',
      dayOffset: -58,
      time: '15:00',
      location: 'Innovation Hub, Maker Space',
      description:
        'Members built three classroom demonstrations, including a falling-magnet tube and a hand-cranked generator with an LED bar, now used in first-year lectures.',
      tags: ['demonstrations', 'maker'],
      participants: '12',
    },
    {
      title: 'Exam Season Drop-in Marathon',
      dayOffset: 85,
      time: '10:00',
      location: 'Hopper Library, Group Study Area',
      description:
        'Twelve hours of peer tutoring for first-year circuits, signals and maths before exams. Come for ten minutes or stay all day.',
      tags: ['tutoring', 'exams'],
      registrations: 0,
    },
  ],
  achievements: [
    {
      title: 'Teaching Innovation Award (Student Category)',
      yearsAgo: 0,
      description:
        'For the induction demonstrations, which lecturers report have made the topic noticeably easier to teach.',
      category: 'Innovation',
      awardedBy: 'Northgate University Teaching Committee',
      recipient: 'IEEE Education Society',
    },
    {
      title: 'Conference Paper on Peer Tutoring',
      yearsAgo: 2,
      description:
        'Co-authored with faculty, analysing two years of drop-in attendance and exam results.',
      category: 'Publication',
      awardedBy: 'IEEE Education Society',
      recipient: "Liam O'Connor",
    },
  ],
  gallery: [
    {
      caption: 'Role-play at tutor training',
      height: 380,
      eventTitle: 'Tutor Training Day',
      tags: ['training'],
    },
    {
      caption: 'The hand-cranked generator lights its LED bar',
      height: 650,
      eventTitle: 'Demo Build: Visualising Electromagnetic Induction',
      photographer: 'Ji-woo Lee',
      tags: ['demonstrations'],
    },
    {
      caption: 'A quiet drop-in session in the library',
      height: 300,
      tags: ['tutoring'],
    },
  ],
};
